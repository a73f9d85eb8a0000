/**
 * What one seat may see (spec §11.2): hands, stacks and the region stack are hidden. The piles'
 * redaction comes from the zones (zones.ts): the board shows what each zone's sight allows, a
 * decision what its zones let its seat look into.
 */
import { cloneData, itemsSeen, type DecisionTask, type Text } from '$lib/engine';
import { handLimit, points, roadColumns, searchCost, settlementColumns, stockOf, victoryPoints } from './principality';
import { cardDef } from './cards';
import { cardsOf } from './content';
import { cardName, resCount } from './text';
import type { Center, PlacedExpansion, PlacedRegion, RivalsState, Task } from './types';
import { faceUpEnd, handId, lookedInto, rivalsZones, stackId } from './zones';

export interface PlayerView {
	/** Own hand; null for the opponent's (only its size is public). */
	hand: string[] | null;
	handCount: number;
	regions: PlacedRegion[];
	centers: Center[];
	expansions: PlacedExpansion[];
	vp: number;
	strength: number;
	skill: number;
	commerce: number;
	progress: number;
	handLimit: number;
	/** Where a road or settlement could go by the layout rules (affordability aside). */
	spots: { road: number[]; settlement: number[] };
}

/** The decision due now, with only what its viewer may know. */
export type TaskView =
	| { t: Exclude<Task['t'], 'feudsPick' | 'scoutPick' | 'searchPick' | 'startPick' | 'traitorPick' | 'discardPick'>; seat: number | null; choices?: ChoiceOption[]; [k: string]: unknown }
	| { t: 'discardPick'; seat: number; card: string; cards: string[] | null }
	| { t: 'feudsPick'; seat: number; victim: number; left: number; victimHand: string[] | null }
	| { t: 'traitorPick'; seat: number; victim: number; victimHand: string[] | null; choices: ChoiceOption[] }
	| { t: 'scoutPick'; seat: number; picked: string[]; regionStack: string[] | null }
	| { t: 'searchPick'; seat: number; stack: number; cards: string[] | null }
	| { t: 'startPick'; seat: number; stack: number; left: number; cards: string[] | null };

/** Label of a generic `{t:'choose', option}` action of the decision due. */
export interface ChoiceOption {
	id: string;
	label: Text;
}

const CHOICE_LABELS: Record<string, Text> = {
	done: { cs: 'Hotovo', en: 'Done' },
	none: { cs: 'Nic si neberu', en: 'Take nothing' },
	payGold: { cs: 'Zaplatit zlatem', en: 'Pay gold' },
	sebastian: { cs: 'Zahrát Sebastiana', en: 'Play Sebastian' },
	decline: { cs: 'Nechat událost proběhnout', en: 'Let the event happen' },
	skipSearch: { cs: 'Neprohledávat', en: 'Do not search' }
};

export interface RivalsView {
	viewer: number | null;
	mode: string;
	target: number;
	turn: number;
	active: number;
	startPlayer: number;
	players: PlayerView[];
	roads: number;
	settlements: number;
	cities: number;
	regionStackCount: number;
	drawStackCounts: number[];
	eventDeckCount: number;
	discardTop: string | null;
	discardCount: number;
	dice: RivalsState['dice'];
	lastEvent: string | null;
	tokens: RivalsState['tokens'];
	winner: number | null;
	task: TaskView | null;
	searchCost: number[];
	/** Theme games: the face-up expansion stack (public); null in other modes. */
	faceUp: string[] | null;
	/** The card back of each draw stack (null in the intro game). */
	stackSets: string[] | null;
	/** Mints used this turn. */
	mintsUsed: string[];
	/** The match's content pack values (content.ts; frozen, shared with the state); absent without a pack. */
	content?: RivalsState['content'];
}

function taskView(s: RivalsState, viewer: number | null): TaskView | null {
	const task = s.tasks[0];
	if (!task) return null;
	const seat = 'seat' in task ? task.seat : null;
	const mine = seat !== null && seat === viewer;
	// The zones this decision lets its seat look into (null for everybody else).
	const looked = lookedInto(s, viewer);
	switch (task.t) {
		case 'feudsPick':
			return { t: 'feudsPick', seat: task.seat, victim: task.victim, left: task.left, victimHand: looked[handId(task.victim)] ?? null };
		case 'traitorPick':
			return { t: 'traitorPick', seat: task.seat, victim: task.victim, victimHand: looked[handId(task.victim)] ?? null, choices: [{ id: 'none', label: CHOICE_LABELS.none }] };
		case 'riots': {
			const choices = stockOf(s.players[task.seat], 'gold') >= task.gold ? [{ id: 'payGold', label: CHOICE_LABELS.payGold }] : [];
			return { t: 'riots', seat: task.seat, gold: task.gold, choices };
		}
		case 'drillWaive':
			// The hero is still in the hand: only its builder sees which one.
			return { t: 'drillWaive', seat: task.seat, card: mine ? task.card : null, site: { ...task.site } };
		case 'sebastianOffer':
			return { t: 'sebastianOffer', seat: task.seat, card: task.card, choices: [{ id: 'sebastian', label: CHOICE_LABELS.sebastian }, { id: 'decline', label: CHOICE_LABELS.decline }] };
		case 'discardPick':
			// The seat looks through the discard pile (the others see its top card only).
			return { t: 'discardPick', seat: task.seat, card: task.card, cards: looked.discard ? [...new Set(looked.discard)].filter((c) => c !== task.card).sort() : null };
		case 'libraryOffer':
			return { t: 'libraryOffer', seat: task.seat, choices: [{ id: 'decline', label: CHOICE_LABELS.skipSearch }] };
		case 'scoutPick':
			return { t: 'scoutPick', seat: task.seat, picked: [...task.picked], regionStack: looked.regionStack ?? null };
		case 'searchPick':
			return { t: 'searchPick', seat: task.seat, stack: task.stack, cards: looked[stackId(task.stack)] ?? null };
		case 'startPick':
			return { t: 'startPick', seat: task.seat, stack: task.stack, left: task.left, cards: looked[stackId(task.stack)] ?? null };
		case 'orientRegions':
			return { ...task, cards: [...task.cards] };
		case 'arrange':
		case 'nameTypes':
			return { ...cloneData(task), t: task.t, seat: task.seat, choices: [{ id: 'done', label: CHOICE_LABELS.done }] };
		default:
			// A deep copy (the view never aliases the state); tasks are plain data, so cloneData
			// gives what the JSON round trip did, several times faster (a view is built every step).
			return cloneData({ ...task, seat }) as TaskView;
	}
}

export function viewFor(s: RivalsState, viewer: number | null): RivalsView {
	const zones = rivalsZones(s);
	const cards = cardsOf(s);
	const view: RivalsView = {
		viewer,
		mode: s.mode,
		target: s.target,
		turn: s.turn,
		active: s.active,
		startPlayer: s.startPlayer,
		players: s.players.map((p, seat) => ({
			hand: itemsSeen(zones[handId(seat)], viewer),
			handCount: zones[handId(seat)].items.length,
			regions: p.regions.map((r) => ({ ...r })),
			centers: p.centers.map((c) => ({ ...c })),
			expansions: p.expansions.map((e) => ({ ...e })),
			vp: victoryPoints(s, seat),
			strength: points(cards, p, 'strength'),
			skill: points(cards, p, 'skill'),
			commerce: points(cards, p, 'commerce'),
			progress: points(cards, p, 'progress'),
			handLimit: handLimit(cards, p),
			spots: { road: roadColumns(p), settlement: settlementColumns(p) }
		})),
		roads: s.roads,
		settlements: s.settlements,
		cities: s.cities,
		regionStackCount: zones.regionStack.items.length,
		drawStackCounts: s.drawStacks.map((_, i) => zones[stackId(i)].items.length),
		eventDeckCount: zones.eventDeck.items.length,
		discardTop: faceUpEnd(zones.discard),
		discardCount: zones.discard.items.length,
		dice: { ...s.dice },
		lastEvent: s.lastEvent,
		tokens: { ...s.tokens },
		winner: s.winner,
		task: taskView(s, viewer),
		searchCost: s.players.map(searchCost),
		faceUp: zones.faceUp ? itemsSeen(zones.faceUp, viewer) : null,
		stackSets: s.stackSets ? [...s.stackSets] : null,
		mintsUsed: (s.mintsUsed ?? []).filter((c) => s.players.some((p) => p.expansions.some((e) => e.card === c)))
	};
	// Frozen, so the view may share them (and with them the state's card table, content.ts).
	if (s.content) view.content = s.content;
	return view;
}

/** The prompt of the due decision `task` ("{0}: …"; the UI fills in the seat's name). */
export function promptOf(s: RivalsState, task: DecisionTask<Task>): Text {
	const n = `{${task.seat}}`;
	const p = (cs: string, en: string): Text => ({ cs: `${n}: ${cs}`, en: `${n}: ${en}` });
	const why = (t: { why: Text }) => t.why;
	switch (task.t) {
		case 'chooseStartStack':
			// Intro: the top 3 cards; theme games: look through a basic stack and pick 3 (seed L162-165, L567-572).
			return s.mode === 'intro'
				? p('vyber dobírací balíček pro počáteční ruku (3 vrchní karty).', 'choose a draw stack for your starting hand (top 3 cards).')
				: p('vyber základní balíček; prohlédneš si ho a vybereš 3 karty do ruky.', 'choose a basic stack; you will look through it and pick 3 cards.');
		case 'preRoll':
			return p('hoď kostkami (nebo nejdřív zahraj Brigittu).', 'roll the dice (or play Brigitta first).');
		case 'chooseBrigittaNumber':
			return p('zvol výsledek kostky výnosů.', 'choose the production result.');
		case 'main':
			return p('stav, hraj karty, obchoduj, nebo ukonči tah.', 'build, play cards, trade, or end your turn.');
		case 'pay':
			return p(`zaplať (${why(task).cs}): vyber krajinu, ze které platíš.`, `pay (${why(task).en}): choose a region to pay from.`);
		case 'payAny':
			return p(`zaplať ${task.count} libovolné suroviny (${why(task).cs}).`, `pay ${task.count} resources of your choice (${why(task).en}).`);
		case 'gain':
			return p(`${why(task).cs} Vyber krajinu pro surovinu (${task.count}).`, `${why(task).en} Choose a region to store it (${task.count}).`);
		case 'chooseTakeType':
			return p(`${why(task).cs} Vyber druh suroviny.`, `${why(task).en} Choose the resource type.`);
		case 'give':
			return p('vyber krajinu, ze které surovinu odevzdáš.', 'choose the region that gives up the resource.');
		case 'scoutOffer':
			// rivals-2: the same words whether a Scout is held or not (the opponent reads them too).
			if (s.v2) return p('nová vesnice — vezmi 2 vrchní krajiny z balíčku (nebo zahraj Zvěda, máš-li ho).', 'new settlement — draw the top 2 regions (or play the Scout if you hold one).');
			return p('chceš zahrát Zvěda a vybrat si krajiny?', 'play the Scout to choose your regions?');
		case 'scoutPick':
			return p('vyber si krajinu z balíčku krajin.', 'choose a region from the region stack.');
		case 'orientRegions':
			return p('vyber krajinu, která půjde nahoru.', 'choose the region that goes on top.');
		case 'relocate':
			return p(task.first ? 'vyber druhou kartu k prohození.' : 'vyber první kartu k prohození.', task.first ? 'choose the second card to swap.' : 'choose the first card to swap.');
		case 'merchantBuy':
			return p(`Obchodník na cestách: kup si surovinu za 1 zlato (zbývá ${task.left}).`, `Traveling Merchant: buy a resource for 1 gold (${task.left} left).`);
		case 'feudsPick':
			return p(`Bratrská hádka: vyber kartu soupeře a balíček (zbývá ${task.left}).`, `Fraternal Feuds: choose an opponent's card and a stack (${task.left} left).`);
		case 'feudSelect':
			return p(`Svár: vyber stavbu soupeře (${task.selected.length}/3).`, `Feud: select an opponent's building (${task.selected.length}/3).`);
		case 'feudRemove':
			if (task.cause !== undefined)
				return p(`${cardName(s, task.cause).cs}: vyber, kterou kartu odstraníš, a balíček.`, `${cardName(s, task.cause).en}: choose which card to remove, and a stack.`);
			return p('Svár: vyber, kterou stavbu odstraníš, a balíček.', 'Feud: choose which building to remove, and a stack.');
		case 'targetPick':
			return p(`${cardName(s, task.card).cs}: vyber nechráněnou stavbu soupeře.`, `${cardName(s, task.card).en}: choose an unprotected building of your opponent.`);
		case 'traitorPick':
			return p('Zrádce: můžeš si vzít 1 kartu z ruky soupeře (a hned ji zahrát nebo postavit), nebo nic.', "Traitor: you may take 1 card from your opponent's hand (and play or build it now), or none.");
		case 'riots':
			return p(`Rebelie: zaplať ${resCount(task.gold, 'gold').cs}, nebo vrať jednotku s body síly či obchodu pod balíček.`, `Riots: pay ${task.gold} gold, or put a unit with strength or commerce points under a stack.`);
		case 'sebastianOffer':
			if (s.v2)
				return p(`událost ${cardName(s, task.card).cs} — nech ji proběhnout (nebo zahraj Sebastiana, máš-li ho).`, `the event ${cardName(s, task.card).en} — let it happen (or play Sebastian if you hold him).`);
			return p(`${cardName(s, task.card).cs}: můžeš zahrát Sebastiana, pak se tě událost netýká.`, `${cardName(s, task.card).en}: you may play Sebastian so the event does not affect you.`);
		case 'drillWaive':
			return s.players[task.seat].hand.includes(task.card) && cardDef(task.card).kind === 'hero'
				? p('Cvičiště: zvol surovinu, kterou za hrdinu neplatíš.', 'Drill Ground: choose the resource you do not pay for the hero.')
				: p(`Stavební jeřáb: zvol surovinu, kterou za ${cardName(s, task.card).cs} neplatíš.`, `Building Crane: choose the resource you do not pay for ${cardName(s, task.card).en}.`);
		case 'doctorPick':
			return p('Doktor: vyber Lázně; krajiny u jejich města dostanou po 1 surovině.', 'Doctor: choose a Bath House; the regions next to its city receive 1 resource each.');
		case 'discardPick':
			return p(`${cardName(s, task.card).cs}: vezmi si 1 kartu z odhazovacího balíčku (smíš ji hned zahrát nebo postavit).`, `${cardName(s, task.card).en}: take 1 card from the discard pile (you may play or build it now).`);
		case 'libraryOffer':
			return p('Knihovna: můžeš prohledat jeden dobírací balíček a vzít si z něj 1 kartu.', 'Library: you may search one draw stack and take 1 card from it.');
		case 'titheBarn':
			return p(`Stodola na desátky: zvol vlnu, nebo obilí (${task.count}×).`, `Tithe Barn: choose wool or grain (${task.count}).`);
		case 'replenish': {
			const player = s.players[task.seat];
			const limit = handLimit(cardsOf(s), player);
			return player.hand.length > limit
				? p(`máš víc karet než ${limit}: vrať kartu pod balíček.`, `you hold more than ${limit}: put a card under a stack.`)
				: p(`doplň si ruku na ${limit}: vyber balíček.`, `draw up to ${limit}: choose a stack.`);
		}
		case 'exchangeOffer':
			return p('můžeš vyměnit 1 kartu (vrátit ji pod balíček), nebo pokračovat.', 'you may exchange 1 card (put it under a stack), or skip.');
		case 'exchangeTake':
			return p('vezmi vrchní kartu balíčku, nebo za suroviny prohledej balíček.', 'take the top card of a stack, or pay to search one.');
		case 'searchPick':
			return p('vyber si kartu z balíčku.', 'choose a card from the stack.');
		case 'startPick':
			return p(`vyber si počáteční kartu z balíčku (zbývá ${task.left}); pořadí ostatních se nemění.`, `choose a starting card from the stack (${task.left} left); the others keep their order.`);
		case 'arrange':
			return p(
				task.first ? 'vyber druhou krajinu k prohození.' : 'můžeš přeskládat své krajiny: vyber krajinu k prohození, nebo Hotovo.',
				task.first ? 'choose the second region to swap.' : 'you may rearrange your regions: choose a region to swap, or Done.'
			);
		case 'nameTypes':
			return p(`${cardName(s, task.card).cs}: urči surovinu, kterou ti soupeř musí dát.`, `${cardName(s, task.card).en}: name a resource your opponent must give you.`);
		case 'giveAny':
			return p('Obchodník: dej soupeři 1 libovolnou surovinu (vyber krajinu).', 'Merchant: give your opponent 1 resource of your choice (choose a region).');
		case 'loseShip':
			return p('Pirátská loď: vyber svou obchodní loď, kterou odložíš.', 'Pirate Ship: choose one of your trade ships to discard.');
		// Automatic tasks with a seat: the kernel runs them, so they are never the due decision.
		case 'placeCenter':
		case 'placeExpansion':
		case 'endTurn':
			return p('', '');
	}
}

/**
 * The solo modes (RB p.13–14, data §6; SEED l.80–176, spec §3.2, §4.3, §5.3, §8.1): the virtual
 * player as rules, plugged into the base rules as the variant `SOLO` (variant.ts hooks; chosen in
 * variants.ts): its setup (`soloSetup`), its round (the solo Lookout, `soloRoundEnd`), its own tasks
 * (SOLO_HANDLERS), razing its Locations (`virtualRazeAt`, `performVirtualPick`) and the conquest
 * back (`conquerVirtual`); the facts those read (targets, attack matching, refusals) are in virtual.ts.
 *
 * - Lookout: 4 Common cards; you take 1, 1 random of the other 3 goes to it, you take 1 of the
 *   last 2, the last goes to it. Its 2 cards are its Locations until phase 5 (targets for razing,
 *   Pack, Garrison/Engineers; razed, a card is discarded, no Foundation).
 * - Phase 5: its Locations go to its Collection; two attacks (Target line, RB p.13–14); solo
 *   conquest adds: discard its face-up row, K conquest waves (difficulty × round), refill to 3.
 * - Goal: more Faction Locations (option: any Locations) than Collection cards.
 */
import type { DecisionHandler, HandlerTable, RunHandler, StepContext, Text } from '$lib/engine';
import { deckIds as deckIdsBase, gainText } from './data';
import { ATTACK_CARDS, CONQUEST_CARDS, CONQUEST_WAVES, virtualConquestCost } from './data/solo';
import type { FactionId, LocKind } from './data/types';
import { gainItems, onRaze } from './effects';
import { row } from './empire';
import { takeOut } from './takeout';
import { discardCard, takeTop } from './piles';
import { attackTarget } from './content';
import { tx } from './text';
import { soloGoal } from './scoring';
import type { FinalScore, IsAction, IsState, Phase5Record, PickAction, PickTask, Task } from './types';
import { VIRTUAL } from './types';
import {
	attackPlan,
	conquerVirtualCandidates,
	conquerVirtualProblem,
	isConquestSolo,
	VIRTUAL_RAZE_COST,
	virtualFactionProblem,
	virtualOptions,
	virtualRazeable,
	virtualRazeProblem
} from './virtual';
import type { IsVariant } from './variant';
import { cardOf } from './cards';

// The UI reads the price of razing a virtual Location here too (virtual.ts holds it).
export { VIRTUAL_RAZE_COST } from './virtual';

/** Solo setup (RB p.13; SEED l.85–94): the shuffled Attack deck with its top card revealed; in solo conquest its faction deck and 3 revealed cards. */
export function soloSetup(s: IsState, free: FactionId[], ctx: StepContext): void {
	s.first = 0;
	const deck = ctx.random.shuffle(ATTACK_CARDS.map((c) => c.id));
	s.virtual = { attackDeck: deck, line: [deck.shift()!], locs: [], collection: [] };
	if (!isConquestSolo(s)) return;
	const pool = free.filter((f) => f !== s.players[0].faction);
	const vf = s.options.virtualFaction ?? pool[ctx.random.int(pool.length)];
	s.virtual.faction = vf;
	s.virtual.row = [];
	// The virtual deck: the base deck (SEED l.172–176 "any format"; decision: no expansion cards, so no Fortress lies in its row).
	s.decks[vf] = ctx.random.shuffle(deckIdsBase(vf));
	s.discards[vf] = [];
	refillRow(s, ctx);
	ctx.log(tx(`Virtuální hráč hraje za frakci ${FACTION_CS[vf]}.`, `The virtual player plays the ${FACTION_EN[vf]}.`));
}

const FACTION_CS: Record<FactionId, string> = { romans: 'Římané', barbarians: 'Barbaři', egyptians: 'Egypťané', japanese: 'Japonci' };
const FACTION_EN: Record<FactionId, string> = { romans: 'Romans', barbarians: 'Barbarians', egyptians: 'Egyptians', japanese: 'Japanese' };

/** Phase 5 of round `round` (RB p.13; SEED l.118–162): collect, two attacks, then the conquest steps (none in round 5). */
function phaseFive(s: IsState): Task[] {
	const tasks: Task[] = [{ t: 'virtualCollect' }, { t: 'attack' }, { t: 'attack' }];
	if (!isConquestSolo(s) || s.round >= 5) return tasks;
	const waves = CONQUEST_WAVES[s.options.difficulty ?? 'medium'][s.round - 1];
	return [...tasks, { t: 'conquestDiscard' }, ...Array.from({ length: waves }, (): Task => ({ t: 'conquestWave' })), { t: 'conquestRefill' }];
}

function refillRow(s: IsState, ctx: StepContext): void {
	const v = s.virtual!;
	while (v.row!.length < 3) {
		const id = takeTop(s, v.faction!, ctx);
		if (!id) break;
		v.row!.unshift(id);
		ctx.reveal();
	}
}

/** The virtual player razes your Location: it goes to its Collection (no Foundation, no wood); the two deciding Attack cards go to the end of the line. */
function virtualHit(s: IsState, id: string, k: number, ctx: StepContext): void {
	const v = s.virtual!;
	takeOut(s, 0, id, ctx);
	v.collection.push(id);
	const a = v.line[0];
	const b = v.line[k];
	v.line = [...v.line.filter((x) => x !== a && x !== b), a, b];
	const rec = v.lastPhase5?.attacks.at(-1);
	if (rec) rec.razed = id;
	ctx.log(tx(`Virtuální hráč zbořil ${cardOf(s, id).name.cs}; karta jde do jeho sbírky.`, `The virtual player razed ${cardOf(s, id).name.en}; it goes to its Collection.`));
}

type H<K extends Task['t']> = RunHandler<IsState, Extract<Task, { t: K }>, Task>;
type D<K extends Task['t']> = DecisionHandler<IsState, Extract<Task, { t: K }>, IsAction>;

const soloLookout: H<'soloLookout'> = {
	run(s, _t, ctx) {
		for (let i = 0; i < 4; i++) {
			const id = takeTop(s, 'common', ctx);
			if (id) s.lookout.push(id);
		}
		ctx.reveal();
		ctx.log(tx(`Rozhled: ${s.lookout.map((id) => cardOf(s, id).name.cs).join(', ')}.`, `Lookout: ${s.lookout.map((id) => cardOf(s, id).name.en).join(', ')}.`));
		return [{ t: 'draft', seat: 0, rest: [] }, { t: 'virtualTake' }, { t: 'draft', seat: 0, rest: [] }, { t: 'virtualTake' }, { t: 'lookoutEnd' }];
	}
};

/** After your first pick one of the other 3 at random, after the second the last card (RB p.13). */
const virtualTake: H<'virtualTake'> = {
	run(s, _t, ctx) {
		if (!s.lookout.length) return;
		const [id] = s.lookout.splice(ctx.random.int(s.lookout.length), 1);
		s.virtual!.locs.push(id);
		ctx.reveal();
		ctx.log(tx(`Virtuální hráč dostal ${cardOf(s, id).name.cs}.`, `The virtual player gets ${cardOf(s, id).name.en}.`));
	}
};

const soloRoundEnd: H<'soloRoundEnd'> = {
	run(s) {
		// RB p.7: no Cleanup in round 5; phase 5 follows the Cleanup (RB p.13).
		if (s.round >= 5) return [...phaseFive(s), { t: 'gameEnd' }];
		return [{ t: 'cleanup' }, ...phaseFive(s), { t: 'nextRound' }];
	}
};

const nextRound: H<'nextRound'> = {
	run(s) {
		s.round++;
		return [{ t: 'roundStart' }];
	}
};

const virtualCollect: H<'virtualCollect'> = {
	run(s, _t, ctx) {
		const v = s.virtual!;
		v.lastPhase5 = { round: s.round, collected: [...v.locs], attacks: [], discarded: [], waves: [] };
		if (v.locs.length) ctx.log(tx(`Lokace virtuálního hráče jdou do sbírky (${v.locs.length}).`, `The virtual player's Locations go to its Collection (${v.locs.length}).`));
		v.collection.push(...v.locs.splice(0));
	}
};

const attack: H<'attack'> = {
	run(s, _t, ctx) {
		const v = s.virtual!;
		const top = v.attackDeck.shift();
		v.lastPhase5?.attacks.push({ card: top ?? null, razed: null });
		if (!top) return void ctx.log(tx('Útočné karty došly: útok se nekoná.', 'No Attack card left: no attack.'));
		v.line.unshift(top);
		ctx.reveal();
		const t = attackTarget(s, top);
		ctx.log(tx(`Útok virtuálního hráče: cíl ${gainText({ [t]: 1 }).cs.replace(/^1 /, '')}.`, `The virtual player attacks: Target ${gainText({ [t]: 1 }).en.replace(/^1 /, '')}.`));
		const plan = attackPlan(s);
		if (!plan) return void ctx.log(tx('Útok nic nezasáhl.', 'The attack hits nothing.'));
		if (plan.ids.length > 1) return [{ t: 'attackChoice', seat: 0, ids: plan.ids, k: plan.k }];
		virtualHit(s, plan.ids[0], plan.k, ctx);
	}
};

const attackChoice: D<'attackChoice'> = {
	candidates: (_s, t) => t.ids.map((id): IsAction => ({ a: 'target', id })),
	validate: (_s, t, a) => (a.a === 'target' && t.ids.includes(a.id) ? null : tx('Vyber jednu z nabídnutých lokací, kterou útok zboří.', 'Choose which of the offered Locations the attack razes.')),
	perform(s, t, a, ctx) {
		if (a.a !== 'target') return;
		s.tasks.shift();
		virtualHit(s, a.id, t.k, ctx);
	}
};

/** SEED l.122–127: the face-up cards beside its deck are discarded (not to the Collection) before it conquers. */
const conquestDiscard: H<'conquestDiscard'> = {
	run(s) {
		const v = s.virtual!;
		if (v.lastPhase5) v.lastPhase5.discarded = [...v.row!];
		for (const id of v.row!.splice(0)) discardCard(s, id);
	}
};

const ROW_NAME: Record<LocKind, Text> = { production: tx('výrobní', 'Production'), feature: tx('vlastností', 'Feature'), action: tx('akční', 'Action') };

/**
 * One conquest wave (SEED l.129–143, 148–150): a random Conquest card (data/solo.ts; shuffled back
 * after the wave, so always one of all 3) names a row of your Empire;
 * its leftmost Faction Location (a Roman Foundations card cannot be conquered and is passed over)
 * goes face up beside its deck and a Common card joins its Collection; a Fortress is besieged instead
 * (level 0, nothing to the Collection [spec §6.4 suggestion]); an empty row: nothing happens.
 */
const conquestWave: H<'conquestWave'> = {
	run(s, _t, ctx) {
		const drawn = CONQUEST_CARDS[ctx.random.int(CONQUEST_CARDS.length)];
		const kind = drawn.row;
		ctx.reveal();
		const v = s.virtual!;
		const rec: Phase5Record['waves'][number] = { card: drawn.id, loc: null, result: 'nothing', common: false };
		v.lastPhase5?.waves.push(rec);
		const target = row(s, 0, kind).find((l) => cardOf(s, l.id).deck !== 'common' && !cardOf(s, l.id).feature?.some((f) => f.k === 'foundationsCard'));
		if (!target) return void ctx.log(tx(`Dobývání (${ROW_NAME[kind].cs} řada): nic k dobytí.`, `Conquest (${ROW_NAME[kind].en} row): nothing to conquer.`));
		rec.loc = target.id;
		if (cardOf(s, target.id).action?.effect.k === 'fortify') {
			target.level = 0;
			rec.result = 'besieged';
			return void ctx.log(tx(`Dobývání narazilo na pevnost ${cardOf(s, target.id).name.cs}: přišla o opevnění.`, `The conquest hits the Fortress ${cardOf(s, target.id).name.en}: it loses its fortification.`));
		}
		takeOut(s, 0, target.id, ctx);
		v.row!.unshift(target.id);
		rec.result = 'conquered';
		const c = takeTop(s, 'common', ctx);
		if (c) v.collection.push(c);
		rec.common = !!c;
		ctx.log(tx(`Virtuální hráč dobyl ${cardOf(s, target.id).name.cs}.`, `The virtual player conquered ${cardOf(s, target.id).name.en}.`));
	}
};

const conquestRefill: H<'conquestRefill'> = {
	run(s, _t, ctx) {
		refillRow(s, ctx);
	}
};

type SoloTask = 'soloLookout' | 'virtualTake' | 'soloRoundEnd' | 'nextRound' | 'virtualCollect' | 'attack' | 'attackChoice' | 'conquestDiscard' | 'conquestWave' | 'conquestRefill';
export const SOLO_HANDLERS = {
	soloLookout,
	virtualTake,
	soloRoundEnd,
	nextRound,
	virtualCollect,
	attack,
	attackChoice,
	conquestDiscard,
	conquestWave,
	conquestRefill
} satisfies Pick<HandlerTable<IsState, Task, IsAction>, SoloTask>;

// ——— The virtual player's cards as targets ———

/** Razes (or, `remove`, discards) one of its Locations (RB p.13: the card is discarded, you take the raze field). */
export function virtualRazeAt(s: IsState, seat: number, id: string, ctx: StepContext, remove = false): Task[] {
	const v = s.virtual!;
	v.locs.splice(v.locs.indexOf(id), 1);
	discardCard(s, id);
	const c = cardOf(s, id);
	if (remove) {
		ctx.log(tx(`{${seat}} odstraňuje lokaci virtuálního hráče ${c.name.cs}.`, `{${seat}} removed the virtual player's ${c.name.en}.`));
		return [];
	}
	ctx.log(tx(`{${seat}} boří lokaci virtuálního hráče ${c.name.cs} a získává ${gainText(c.raze ?? {}).cs}.`, `{${seat}} razed the virtual player's ${c.name.en} and gained ${gainText(c.raze ?? {}).en}.`));
	return [...gainItems(s, seat, c.raze ?? {}), ...onRaze(s, seat)];
}

export function performVirtualPick(s: IsState, seat: number, purpose: string, a: PickAction, ctx: StepContext): Task[] {
	switch (purpose) {
		case 'razeEnemy':
		case 'razeEnemyFree':
			return virtualRazeAt(s, seat, a.id!, ctx);
		case 'removeEnemy':
			return virtualRazeAt(s, seat, a.id!, ctx, true);
		case 'pack':
			return gainItems(s, seat, { [a.item!]: 1 });
		default:
			return [];
	}
}

// ——— Solo conquest: your "conquer back" action (SEED l.105–116) ———

/** Pays 2/3/4 Raze tokens by position (leftmost = 1st), takes the card into your Empire and discards 1 Collection card (the last added); no worker for anyone. */
export function conquerVirtual(s: IsState, seat: number, id: string, ctx: StepContext): Task[] {
	const v = s.virtual!;
	const i = v.row!.indexOf(id);
	s.players[seat].goods.raze -= virtualConquestCost(i);
	v.row!.splice(i, 1);
	s.players[seat].empire.push({ id, used: 0, defence: 0, samurai: false });
	const gone = v.collection.pop();
	if (gone) {
		// The face-down Collection card goes face up onto the discard pile: a reveal (issue 23 #15).
		discardCard(s, gone);
		ctx.reveal();
	}
	ctx.log(tx(`{${seat}} dobývá ${cardOf(s, id).name.cs}; virtuální hráč odhazuje kartu ze sbírky.`, `{${seat}} conquered ${cardOf(s, id).name.en}; the virtual player discards a Collection card.`));
	return [];
}

// ——— The solo modes as a variant of the base rules ———

/** The solo result (RB p.13): won when the goal is met (winners [0]), else lost (none); the score is the base one. */
function soloScore(s: IsState, base: FinalScore): FinalScore {
	const solo = soloGoal(s);
	return { ...base, winners: solo.won ? [0] : [], solo };
}

/** Your turn actions against the virtual player: raze one of its Locations; in solo conquest, conquer a card of its row. */
const virtualTurnActions = (s: IsState): IsAction[] => [
	...virtualRazeable(s).map((loc): IsAction => ({ a: 'razeEnemy', seat: VIRTUAL, loc })),
	...conquerVirtualCandidates(s)
];

function virtualTurnProblem(s: IsState, seat: number, a: IsAction): Text | null {
	if (a.a === 'razeEnemy') return virtualRazeProblem(s, seat, a.loc);
	if (a.a === 'conquer') return conquerVirtualProblem(s, seat, a.loc);
	return null;
}

function virtualTurnPerform(s: IsState, seat: number, a: IsAction, ctx: StepContext): Task[] {
	if (a.a === 'conquer') return conquerVirtual(s, seat, a.loc, ctx);
	if (a.a !== 'razeEnemy') return [];
	s.players[seat].goods.raze -= VIRTUAL_RAZE_COST;
	return virtualRazeAt(s, seat, a.loc, ctx);
}

/**
 * The solo modes (`solo`, `solo-conquest`): the virtual player's setup, its round (the solo Lookout,
 * then Cleanup and phase 5), your actions and pick answers that name it (`seat: -1`).
 */
export const SOLO: IsVariant = {
	id: 'solo',
	setup: { problem: virtualFactionProblem, run: soloSetup },
	round: { lookout: () => [{ t: 'soloLookout' }], end: () => [{ t: 'soloRoundEnd' }] },
	turn: {
		actions: virtualTurnActions,
		owns: (a) => (a.a === 'razeEnemy' || a.a === 'conquer') && a.seat === VIRTUAL,
		problem: virtualTurnProblem,
		perform: virtualTurnPerform
	},
	pick: {
		options: (s, task: PickTask) => virtualOptions(s, task.purpose),
		owns: (_task, a) => a.seat === VIRTUAL,
		perform: (s, task, a, ctx) => performVirtualPick(s, task.seat, task.purpose, a, ctx)
	},
	score: soloScore
};

/** Setup of the introductory game "První Kataňan" (spec §3.1-3.2, seed L41-165). */
import { rngFromSeed, rollDie, shuffleInPlace, type GameEvent } from '$lib/engine';
import { REGIONS, START_LAYOUT, type CardSet } from './cards';
import { duelDrawStacks, duelEventCards, TARGETS, themeSetOf } from './theme';
import { basicDrawCards, basicEventCards, basicStackCount, splitEvenly, themeDrawOf, themeEventsOf, themeFaceUpOf } from './decks';
import { cardsOf, centerStack, frozenContent } from './content';
import { tx, who } from './text';
import type { Player, RivalsOptions, RivalsState, Task } from './types';

function startPrincipality(color: 'red' | 'blue'): Player {
	return {
		hand: [],
		// Every start region holds 1 resource except the Gold Field (seed L68-74).
		regions: START_LAYOUT.map(({ type, row, col }) => ({
			card: `${type}-${color}`,
			row,
			col,
			stock: type === 'goldfield' ? 0 : 1
		})),
		centers: [
			{ kind: 'settlement', col: 1 },
			{ kind: 'road', col: 2 },
			{ kind: 'settlement', col: 3 }
		],
		expansions: []
	};
}

/**
 * The event deck, top card first: Yule set aside, the rest shuffled, 3 cards at
 * the bottom, Yule on them, the rest on top (seed L126-138).
 */
export function buildEventDeck(shuffle: (cards: string[]) => string[], cards: string[]): string[] {
	const yule = cards.filter((c) => c.startsWith('yule#'));
	const others = shuffle(cards.filter((c) => !c.startsWith('yule#')));
	const bottom = others.slice(0, 3);
	const top = others.slice(3);
	return [...top, ...yule, ...bottom];
}

export function setupState(options: RivalsOptions, seed: string): { state: RivalsState; events: GameEvent[] } {
	const rng = rngFromSeed(seed);
	const events: GameEvent[] = [];
	// A pack's values (content.ts): the decks are built from its counts (decks.ts).
	const content = frozenContent(options.content);
	const holder = { content };
	const cards = cardsOf(holder);
	const regionStack = shuffleInPlace(
		rng,
		REGIONS.filter((r) => r.back === 'normal').map((r) => r.id)
	);
	const draw = shuffleInPlace(rng, basicDrawCards(cards));
	const intro = options.mode === 'intro';
	// Intro: 4 stacks of 9 (seed L123-125); theme games and Duel: 3 basic stacks of 12 (seed L561-565).
	let drawStacks = splitEvenly(draw, basicStackCount(options.mode));
	const stackSets: CardSet[] = drawStacks.map(() => 'basic');
	let faceUp: string[] | undefined;
	let eventCards = basicEventCards(cards);
	const set = themeSetOf(options.mode);
	if (set) {
		// Theme game: 2 theme stacks of equal size, the face-up stack, basic + theme events (seed L542-565).
		drawStacks.push(...splitEvenly(shuffleInPlace(rng, themeDrawOf(cards, set)), 2));
		stackSets.push(set, set);
		faceUp = themeFaceUpOf(cards, set);
		eventCards = [...eventCards, ...themeEventsOf(cards, set)];
	} else if (options.mode === 'duel') {
		// Duel: one stack per theme set of its non-crescent cards, no face-up stack (seed L717-723).
		for (const [themeSet, stack] of duelDrawStacks(cards)) {
			drawStacks.push(shuffleInPlace(rng, stack));
			stackSets.push(themeSet);
		}
		eventCards = duelEventCards(rng, cards);
	}
	drawStacks = drawStacks.map((st) => [...st]);
	const eventDeck = buildEventDeck((cards) => shuffleInPlace(rng, cards), eventCards);

	// Start player: both roll the production die, the higher starts; ties re-roll [inferred] (spec §3.2.7).
	let startPlayer = 0;
	for (;;) {
		const a = rollDie(rng);
		const b = rollDie(rng);
		events.push({ text: tx(`Los o začínajícího hráče: ${who(0)} hází ${a}, ${who(1)} hází ${b}.`, `Start-player roll: ${who(0)} rolled ${a}, ${who(1)} rolled ${b}.`) });
		if (a !== b) {
			startPlayer = a > b ? 0 : 1;
			break;
		}
	}
	const other = 1 - startPlayer;
	events.push({ text: tx(`Začíná ${who(startPlayer)}.`, `${who(startPlayer)} starts.`) });

	const state: RivalsState = {
		mode: options.mode,
		rng,
		target: TARGETS[options.mode],
		players: [startPrincipality('red'), startPrincipality('blue')],
		startPlayer,
		active: startPlayer,
		turn: 1,
		roads: centerStack(holder, 'road'),
		settlements: centerStack(holder, 'settlement'),
		cities: centerStack(holder, 'city'),
		regionStack,
		drawStacks,
		eventDeck,
		discard: [],
		startStack: null,
		dice: { production: null, event: null },
		lastEvent: null,
		tokens: { strength: null, trade: null },
		tasks: [
			{ t: 'chooseStartStack', seat: startPlayer },
			{ t: 'chooseStartStack', seat: other },
			...(intro ? [] : ([{ t: 'arrange', seat: startPlayer, first: null }, { t: 'arrange', seat: other, first: null }] as Task[])),
			{ t: 'preRoll', seat: startPlayer }
		],
		winner: null
	};
	if (!intro) {
		state.stackSets = stackSets;
		state.mintsUsed = [];
		if (faceUp) state.faceUp = faceUp;
	}
	// Only when there are some, so a match without a pack hashes as before.
	if (content) state.content = content;
	return { state, events };
}

/**
 * Setup of First Reconnaissance (spec §3.1, data §6.2): tile A with tiles 1 and 2, the
 * Countryside stack in order with 1 city and 2 non-city Core tiles shuffled underneath,
 * enemy and ruins piles, decks, the Unit offer with a village unit, the Source, heroes.
 */
import { newStepContext, ok, reject, rngFromSeed, type Applied, type Result, type Seat } from '$lib/engine';
import { ADVANCED_ACTIONS, ARTIFACTS, FR_ADVANCED_IDS, heroDeck, REGULAR_UNITS, RUINS_TOKENS, SKILLS, SPELLS, TILES } from './data';
import type { HeroId, PileColor } from './data/types';
import { key, tileHex } from './hex';
import { placeTile } from './map';
import { roundsOfMode } from './meta';
import { drawCards, handLimitOf } from './players';
import { rollSource } from './round';
import { tx } from './text';
import { dummyCrystalsIn, tablesOf, unitIn } from './content';
import type { Die, MkOptions, MkState, Player } from './types';

export const SEATS_OF_MODE: Record<MkOptions['mode'], number[]> = {
	'first-reconnaissance-2p': [2],
	'first-reconnaissance-3p': [3],
	'first-reconnaissance-4p': [4],
	solo: [1]
};

const PILES: PileColor[] = ['green', 'grey', 'brown', 'violet', 'red', 'white'];
const HERO_IDS: HeroId[] = ['arythea', 'goldyx', 'norowas', 'tovak'];

export function setupGame(seats: Seat[], options: MkOptions, seed: string, rulesVersion: string): Result<Applied<MkState>> {
	if (!SEATS_OF_MODE[options.mode]?.includes(seats.length)) return reject('Tento režim je pro jiný počet hráčů.', 'This mode is for a different number of players.');
	// Heroes: chosen per seat, the rest dealt at random (spec §3.1 step 1).
	const chosen = seats.map((s) => s.choices?.hero as HeroId | undefined);
	for (const h of chosen) if (h !== undefined && !HERO_IDS.includes(h)) return reject('Neznámý hrdina.', 'Unknown hero.');
	if (new Set(chosen.filter(Boolean)).size !== chosen.filter(Boolean).length) return reject('Každý hráč musí mít jiného hrdinu.', 'Every player needs a different hero.');

	const rng = rngFromSeed(seed);
	const s = {
		v: 1,
		rulesVersion,
		options,
		seatCount: seats.length,
		rng,
		tasks: [],
		nextUid: 1,
		round: 1,
		maxRounds: roundsOfMode(options.mode),
		time: 'day',
		hexes: {},
		tiles: [],
		tileStack: [],
		piles: { green: [], grey: [], brown: [], violet: [], red: [], white: [] },
		pileDiscards: { green: [], grey: [], brown: [], violet: [], red: [], white: [] },
		ruinsPile: [],
		advancedDeck: [],
		spellDeck: [],
		artifactDeck: [],
		unitDeck: [],
		advancedOffer: null,
		spellOffer: null,
		unitOffer: [],
		monasteryOffer: [],
		skillOffer: [],
		source: [],
		tacticsOffer: [],
		tacticsRemoved: [],
		roundOrder: [],
		order: [],
		current: -1,
		extraTurnFor: null,
		dummyDone: false,
		portal: key(tileHex({ i: 0, j: 0 }, 'C')),
		players: [],
		dummy: null,
		turn: null,
		combat: null,
		endAnnouncedBy: null,
		finalTurns: null,
		over: false,
		scoring: null
	} as MkState;
	const ctx = newStepContext(() => s.rng);
	const R = ctx.random;

	const free = R.shuffle(HERO_IDS.filter((h) => !chosen.includes(h)));
	const heroes = chosen.map((h) => h ?? free.shift()!);

	// Piles of enemy and ruins tokens, shuffled (step 7).
	// Counts as the match plays them (a pack may correct them: content.ts).
	const enemies = [...tablesOf(s).enemies.values()];
	for (const pile of PILES) s.piles[pile] = R.shuffle(enemies.filter((e) => e.pile === pile).flatMap((e) => Array<string>(e.count).fill(e.id)));
	s.ruinsPile = R.shuffle(RUINS_TOKENS.map((r) => r.n));

	// Map tile stack: Countryside 1..n in order, then 1 city + 2 non-city Core tiles shuffled (steps 3–4).
	const countryside = { 2: 8, 3: 9, 4: 11, 1: 8 }[seats.length]!;
	const cities = R.shuffle(TILES.filter((t) => t.back === 'core' && t.city).map((t) => t.id));
	const others = R.shuffle(TILES.filter((t) => t.back === 'core' && !t.city).map((t) => t.id));
	const core = R.shuffle([cities[0], others[0], others[1]]);
	s.tileStack = [...Array.from({ length: countryside }, (_, i) => String(i + 1)), ...core];

	// Decks (steps 10–13): AAs 65–80 only; competitive spells out of solo and friendly play (data §3.1).
	s.advancedDeck = R.shuffle(ADVANCED_ACTIONS.filter((c) => FR_ADVANCED_IDS.includes(c.id)).map((c) => c.id));
	s.spellDeck = R.shuffle(SPELLS.filter((c) => !c.competitive || (options.pvp && options.mode !== 'solo')).map((c) => c.id));
	s.artifactDeck = R.shuffle(ARTIFACTS.map((c) => c.id));
	const units = REGULAR_UNITS.flatMap((u) => Array<string>(unitIn(s, u.id).count).fill(u.id));
	// The first game's Unit offer holds a village unit: redeal until it does (step 13).
	for (let guard = 0; guard < 100; guard++) {
		s.unitDeck = R.shuffle([...units]);
		s.unitOffer = s.unitDeck.splice(0, seats.length + 2);
		if (s.unitOffer.some((id) => unitIn(s, id).recruitAt.includes('village'))) break;
	}

	// Starting area (steps 2, 5, 8): A at (0,0), tile 1 at (0,1), tile 2 at (1,0).
	placeTile(s, 'A', { i: 0, j: 0 }, ctx);
	placeTile(s, s.tileStack.shift()!, { i: 0, j: 1 }, ctx);
	placeTile(s, s.tileStack.shift()!, { i: 1, j: 0 }, ctx);

	// The Source: players + 2 dice (step 19).
	s.source = Array.from({ length: seats.length + 2 }, (): Die => ({ color: 'red', depleted: false, takenBy: null }));
	rollSource(s, ctx);

	s.roundOrder = R.shuffle(seats.map((_, i) => i));
	const solo = options.mode === 'solo';
	s.players = heroes.map((hero): Player => ({
		hero,
		pos: null,
		deck: R.shuffle(heroDeck(hero)),
		hand: [],
		discard: [],
		units: [],
		crystals: { red: 0, blue: 0, green: 0, white: 0 },
		fame: 0,
		reputation: 0,
		level: 1,
		skills: [],
		// Solo: 9 skills, no interactive one (data §7.6).
		skillPile: R.shuffle(SKILLS.filter((k) => k.hero === hero && !(solo && k.kind === 'interactive')).map((k) => k.id)),
		skillsFlipped: [],
		tactic: null,
		tacticFlipped: false,
		tacticStore: [],
		plundered: false,
		doneForRound: false
	}));
	s.players.forEach((_, seat) => drawCards(s, seat, handLimitOf(s, seat), ctx));

	if (solo) {
		// The Dummy player: an unused hero's deck and its crystal dots (Rulebook, spec §3.2).
		const dummyHero = R.shuffle(HERO_IDS.filter((h) => !heroes.includes(h)))[0];
		const crystals = { red: 0, blue: 0, green: 0, white: 0 };
		for (const c of dummyCrystalsIn(s, dummyHero)) crystals[c]++;
		s.dummy = { hero: dummyHero, deck: R.shuffle(heroDeck(dummyHero)), discard: [], crystals, tactic: null };
	}
	ctx.log(tx('První průzkum začíná.', 'First Reconnaissance begins.'));
	s.tasks.push({ t: 'roundStart' });
	return ok({ state: s, events: ctx.events, barrier: true });
}

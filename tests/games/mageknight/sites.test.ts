/**
 * Sites module of Mage Knight: interaction, recruiting, healing, learning, challenges,
 * adventure sites and combat outcomes (spec §5.5, §5.7.1, §5.7.9, §5.10; data §7.4, §7.7;
 * examples #17, #25, #27, #28).
 *
 * The core (players.ts, map.ts) and the modules still being written elsewhere (content data,
 * combat — reached through sites/external.ts) are mocked with small fixtures.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepContext } from '../../../src/lib/engine';
import type { MkState, EnemyToken, HexState, SiteState } from '../../../src/lib/games/mageknight/types';
import type { CombatEnemy, CombatOutcome } from '../../../src/lib/games/mageknight/combat/types';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';

// ------------------------------------------------------------------ fixtures and mocks

const ENEMIES: Record<string, { pile: string }> = {
	prowlers: { pile: 'green' },
	'cursed-hags': { pile: 'green' },
	'swamp-dragon': { pile: 'red' },
	gargoyle: { pile: 'brown' },
	minotaur: { pile: 'brown' },
	monks: { pile: 'violet' },
	'crossbowmen-garrison': { pile: 'grey' },
	'ice-golems': { pile: 'white' }
};

const UNITS: Record<string, { id: string; name: { cs: string; en: string }; cost: number; level: number; recruitAt: string[] }> = {
	peasants: { id: 'peasants', name: { cs: 'Vesničané', en: 'Peasants' }, cost: 4, level: 1, recruitAt: ['village'] },
	herbalists: { id: 'herbalists', name: { cs: 'Bylinkáři', en: 'Herbalists' }, cost: 3, level: 1, recruitAt: ['village', 'monastery'] },
	'guardian-golems': { id: 'guardian-golems', name: { cs: 'Strážní golemové', en: 'Guardian Golems' }, cost: 7, level: 2, recruitAt: ['keep', 'mageTower'] }
};

const RUINS = [
	{ n: 1, kind: 'altar', altar: 'green', reward: [{ k: 'fame', n: 7 }], source: 't' },
	{ n: 6, kind: 'enemies', enemies: ['green', 'brown'], reward: [{ k: 'artifact', n: 1 }], source: 't' },
	{ n: 8, kind: 'enemies', enemies: ['brown', 'violet'], reward: [{ k: 'spell', n: 1 }, { k: 'crystalsEach', n: 1 }], source: 't' }
];

const SPELLS: Record<string, string> = { 'fire-bolt': 'red', 'snowstorm': 'blue', 'restoration': 'green' };

const combats: { seat: number; enemies: CombatEnemy[]; opts: { fortifiedSite: boolean; nightRules: boolean; noUnits: boolean } }[] = [];

/** The content lookups of sites/tokens.ts (a function: vi.mock factories run before the module's constants). */
function tokens() {
	return {
		unitCard: (_match: unknown, id: string) => UNITS[id],
		ruinsToken: (_h: unknown, n: number) => RUINS.find((t) => t.n === n),
		spellColor: (id: string) => SPELLS[id],
		enemyPile: (id: string) => ENEMIES[id]?.pile
	};
}
vi.mock('../../../src/lib/games/mageknight/sites/tokens', () => tokens());
vi.mock('../../../src/lib/games/mageknight/sites/external', () => ({
	...tokens(),
	beginCombat: (s: MkState, seat: number, enemies: CombatEnemy[], opts: never) => {
		combats.push({ seat, enemies, opts });
		s.combat = { phase: 'ranged', enemies, fortifiedSite: false, nightRules: false, noUnits: false } as unknown as MkState['combat'];
	}
}));

const REP_MOD = [null, -5, -3, -2, -1, -1, 0, 0, 0, 1, 1, 2, 2, 3, 3, 5]; // data §7.3, steps −7…+8

vi.mock('../../../src/lib/games/mageknight/players', () => ({
	gainFame: (s: MkState, seat: number, n: number) => {
		s.players[seat].fame += n;
	},
	changeReputation: (s: MkState, seat: number, n: number) => {
		const p = s.players[seat];
		p.reputation = Math.max(-7, Math.min(8, p.reputation + n));
	},
	gainCrystal: () => {},
	commandLimit: (s: MkState, seat: number) => (s.players[seat].level >= 3 ? 2 : 1),
	reputationModifier: (rep: number) => REP_MOD[rep + 7] ?? null
}));

vi.mock('../../../src/lib/games/mageknight/map', () => ({
	heroHex: (s: MkState, seat: number) => s.players[seat]?.pos ?? null,
	hexAt: (s: MkState, k: string) => s.hexes[k],
	drawEnemy: (s: MkState, pile: 'green', faceUp: boolean) => {
		const id = s.piles[pile].shift()!;
		return { uid: s.nextUid++, id, faceUp };
	},
	discardEnemy: (s: MkState, token: EnemyToken) => {
		s.pileDiscards[ENEMIES[token.id].pile as 'green'].push(token.id);
	}
}));

import {
	SITE_TURN_ACTIONS,
	SITE_HANDLERS,
	afterCombat,
	interactionSite,
	purchasable
} from '../../../src/lib/games/mageknight/sites';

// ------------------------------------------------------------------ state factory

const HERE = '0,0';
const EAST = '1,0';
const WEST = '-1,0';

function site(kind: SiteState['kind'], extra: Partial<SiteState> = {}): SiteState {
	return { kind, enemies: [], ...extra };
}

function hex(s?: SiteState, rampaging: EnemyToken[] = []): HexState {
	return { terrain: 'plains', tile: 'A', site: s, rampaging };
}

function makeState(here: SiteState | undefined = site('village')): MkState {
	const player = () => ({
		hero: 'tovak' as const,
		pos: HERE,
		deck: ['march', 'rage'],
		hand: [],
		discard: [],
		units: [],
		crystals: { red: 0, blue: 0, green: 0, white: 0 },
		fame: 0,
		reputation: 0,
		level: 1,
		skills: [],
		skillPile: [],
		skillsFlipped: [],
		tactic: null,
		tacticFlipped: false,
		tacticStore: [],
		plundered: false,
		doneForRound: false
	});
	const s = {
		v: 1,
		rulesVersion: 'test',
		options: { mode: 'first-reconnaissance-2p', pvp: false },
		seatCount: 2,
		rng: {} as never,
		tasks: [{ t: 'turn', seat: 0 }],
		nextUid: 100,
		round: 1,
		maxRounds: 3,
		time: 'day',
		hexes: { [HERE]: hex(here), [EAST]: hex(), [WEST]: hex() },
		tiles: [],
		tileStack: [],
		piles: {
			green: ['prowlers', 'cursed-hags'],
			grey: ['crossbowmen-garrison'],
			brown: ['gargoyle', 'minotaur', 'gargoyle'],
			violet: ['monks'],
			red: ['swamp-dragon'],
			white: ['ice-golems']
		},
		pileDiscards: { green: [], grey: [], brown: [], violet: [], red: [], white: [] },
		ruinsPile: [],
		advancedDeck: [],
		spellDeck: ['snowstorm'],
		artifactDeck: [],
		unitDeck: [],
		advancedOffer: null,
		spellOffer: ['fire-bolt', 'restoration'],
		unitOffer: ['peasants', 'herbalists', 'peasants', 'guardian-golems'],
		monasteryOffer: ['crystal-mastery'],
		skillOffer: [],
		source: [
			{ color: 'red', depleted: false, takenBy: null },
			{ color: 'green', depleted: false, takenBy: null },
			{ color: 'black', depleted: true, takenBy: null }
		],
		tacticsOffer: [],
		tacticsRemoved: [],
		roundOrder: [0, 1],
		order: [0, 1],
		current: 0,
		players: [player(), { ...player(), pos: null }], // the other hero elsewhere: a move may not end on his space (seed L1274–1284)
		dummy: null,
		turn: {
			seat: 0,
			stage: 'move',
			played: [],
			tokens: [],
			pools: {
				move: 0,
				influence: 0,
				heal: 0,
				attack: {} as never,
				block: {} as never
			},
			diceUsed: 0,
			diceAllowed: 1,
			modifiers: [],
			path: [HERE],
			actionDone: false,
			atEnd: { reputation: 0, fame: 0 },
			rewards: [],
			fameAtStart: 0,
			unitsRecruited: 0,
			skillsUsed: [],
			explored: 0,
			extraTurn: false,
			reputationApplied: false,
			woundsTaken: 0
		},
		combat: null,
		endAnnouncedBy: null,
		finalTurns: null,
		over: false,
		scoring: null
	};
	return s as unknown as MkState;
}

function makeCtx(faces: number[] = []): StepContext {
	const ctx: StepContext = {
		events: [],
		barrier: false,
		random: {
			int: (n) => {
				ctx.barrier = true;
				return (faces.shift() ?? 0) % n;
			},
			die: (sides = 6) => {
				ctx.barrier = true;
				return ((faces.shift() ?? 0) % sides) + 1;
			},
			pick: (items) => {
				ctx.barrier = true;
				return items[(faces.shift() ?? 0) % items.length];
			},
			shuffle: (items) => items
		},
		log: (text) => {
			ctx.events.push({ text });
		},
		reveal: () => {
			ctx.barrier = true;
		}
	};
	return ctx;
}

const act = (a: string) => SITE_TURN_ACTIONS[a];
const can = (s: MkState, a: MkAction, seat = 0) => act(a.a).validate(s, seat, a);
function doIt(s: MkState, a: MkAction, ctx = makeCtx(), seat = 0): void {
	const why = can(s, a, seat);
	expect(why, why?.en).toBeNull();
	act(a.a).perform(s, seat, a, ctx);
}
const legal = (s: MkState, kind: string, seat = 0) =>
	act(kind).candidates(s, seat).filter((a) => act(kind).validate(s, seat, a) === null);

/** Runs the head task's decision handler (disband). */
function decide(s: MkState, a: MkAction, ctx = makeCtx()): void {
	const task = s.tasks[0] as never as { t: 'disband'; seat: number; unit: string; cost: number; optional: boolean };
	const h = SITE_HANDLERS.disband as { validate: Function; perform: Function };
	expect(h.validate(s, task, a)).toBeNull();
	h.perform(s, task, a, ctx);
}

/** Takes the head task and runs it (an automatic site task). */
function runHead(s: MkState, ctx = makeCtx()): void {
	const task = s.tasks.shift()! as { t: 'altarReward' | 'grantSpell' };
	(SITE_HANDLERS[task.t] as { run: Function }).run(s, task, ctx);
}

const tok = (uid: number, id: string, faceUp = true): EnemyToken => ({ uid, id, faceUp });
const ce = (token: EnemyToken, kind: CombatEnemy['from']['kind'], hexKey: string, defeated: boolean): CombatEnemy => ({
	token: { ...token },
	from: { kind, hex: hexKey },
	defeated
});
function outcome(...es: CombatEnemy[]): CombatOutcome {
	return { defeated: es.filter((e) => e.defeated), undefeated: es.filter((e) => !e.defeated), knockedOut: false };
}

beforeEach(() => {
	combats.length = 0;
});

// ------------------------------------------------------------------ interaction

describe('interaction: Reputation modifier (#25)', () => {
	it('adds the modifier once: 5 Influence at modifier +2 buys a unit for 4 and 1 Healing for 3', () => {
		const s = makeState();
		s.players[0].reputation = 4; // the space printed +2 (data §7.3)
		s.turn!.pools.influence = 5;
		doIt(s, { a: 'interact' });
		expect(s.turn!.stage).toBe('interact');
		expect(s.turn!.actionDone).toBe(true);
		expect(s.turn!.reputationApplied).toBe(true);
		expect(s.turn!.pools.influence).toBe(7);
		doIt(s, { a: 'recruit', unit: 'peasants' });
		expect(s.turn!.pools.influence).toBe(3);
		doIt(s, { a: 'buyHeal' });
		expect(s.turn!.pools.influence).toBe(0);
		expect(s.turn!.pools.heal).toBe(1);
		expect(s.players[0].units).toEqual([{ uid: 100, id: 'peasants', ready: true, wounded: false }]);
		expect(s.unitOffer).toEqual(['herbalists', 'peasants', 'guardian-golems']);
		expect(s.turn!.unitsRecruited).toBe(1);
		expect(can(s, { a: 'buyHeal' })?.en).toBe('That needs 3 Influence, you have 0.');
		expect(can(s, { a: 'buyHeal' })?.cs).toBe('Na to potřebuješ 3 body vlivu, máš 0.');
	});

	it('a negative modifier subtracts: 5 Influence at −1 → 4', () => {
		const s = makeState();
		s.players[0].reputation = -3;
		s.turn!.pools.influence = 5;
		doIt(s, { a: 'interact' });
		expect(s.turn!.pools.influence).toBe(4);
	});

	it('Reputation on X: no interaction', () => {
		const s = makeState();
		s.players[0].reputation = -7;
		expect(can(s, { a: 'interact' })?.en).toMatch(/red X/);
	});

	it('needs the action free and an inhabited site', () => {
		const s = makeState();
		s.turn!.actionDone = true;
		expect(can(s, { a: 'interact' })?.en).toMatch(/already taken your action/);
		const t = makeState(site('keep', { owner: 1, conquered: true }));
		expect(can(t, { a: 'interact' })).not.toBeNull();
		t.players[1].pos = HERE; // the keep's owner at home (only this test reads seat 1's site)
		expect(interactionSite(t, 1)?.kind).toBe('keep');
		const u = makeState(site('mageTower'));
		expect(can(u, { a: 'interact' })?.en).toMatch(/must be conquered/);
		u.hexes[HERE].site!.conquered = true;
		expect(can(u, { a: 'interact' })).toBeNull();
		const v = makeState(site('monastery', { burned: true }));
		expect(can(v, { a: 'interact' })).not.toBeNull();
		const w = makeState();
		w.turn!.seat = 1;
		expect(can(w, { a: 'interact' })?.en).toBe('It is not your turn.');
	});

	it('purchases need an interaction first, and the site icon', () => {
		const s = makeState();
		s.turn!.pools.influence = 10;
		expect(can(s, { a: 'recruit', unit: 'peasants' })?.en).toMatch(/Start interacting/);
		doIt(s, { a: 'interact' });
		expect(can(s, { a: 'recruit', unit: 'guardian-golems' })?.en).toBe('Guardian Golems cannot be recruited in a village.');
		expect(can(s, { a: 'recruit', unit: 'nobody' })?.en).toMatch(/not in the Unit offer/);
		expect(can(s, { a: 'recruit' } as never)?.en).toMatch(/not in the Unit offer/);
		expect(purchasable(s, 0)).toEqual([{ a: 'recruit', unit: 'peasants' }, { a: 'recruit', unit: 'herbalists' }, { a: 'buyHeal' }]);
	});
});

describe('healing purchases (#17)', () => {
	it('village: 3 Influence per Healing point; 9 Influence buys 3', () => {
		const s = makeState();
		s.turn!.pools.influence = 9;
		s.turn!.pools.heal = 3; // Heal 1 card + Heal 2 unit
		doIt(s, { a: 'interact' });
		for (let i = 0; i < 3; i++) doIt(s, { a: 'buyHeal' });
		expect(s.turn!.pools.heal).toBe(6);
		expect(s.turn!.pools.influence).toBe(0);
		expect(can(s, { a: 'buyHeal' })).not.toBeNull();
	});

	it('monastery: 2 per point; none at a keep', () => {
		const s = makeState(site('monastery'));
		s.turn!.pools.influence = 4;
		doIt(s, { a: 'interact' });
		doIt(s, { a: 'buyHeal' });
		doIt(s, { a: 'buyHeal' });
		expect(s.turn!.pools.heal).toBe(2);
		const k = makeState(site('keep', { owner: 0, conquered: true }));
		k.turn!.pools.influence = 9;
		doIt(k, { a: 'interact' });
		expect(can(k, { a: 'buyHeal' })?.en).toBe('Healing cannot be bought in a keep.');
	});
});

describe('command limit and disbanding (spec §5.5.3)', () => {
	it('recruiting with no free Command token asks which unit to disband; the newcomer is Ready', () => {
		const s = makeState();
		s.players[0].units = [{ uid: 7, id: 'herbalists', ready: false, wounded: true, banner: 'banner-of-glory' }];
		s.turn!.pools.influence = 4;
		doIt(s, { a: 'interact' });
		doIt(s, { a: 'recruit', unit: 'peasants' });
		expect(s.tasks[0]).toEqual({ t: 'disband', seat: 0, unit: 'peasants', cost: 4, optional: true });
		expect(s.turn!.pools.influence).toBe(4); // not paid yet
		const h = SITE_HANDLERS.disband as { candidates: Function };
		expect(h.candidates(s, s.tasks[0])).toEqual([{ a: 'disband', uid: 7 }, { a: 'keepUnits' }]);
		decide(s, { a: 'disband', uid: 7 });
		expect(s.tasks).toEqual([{ t: 'turn', seat: 0 }]);
		expect(s.players[0].units).toEqual([{ uid: 100, id: 'peasants', ready: true, wounded: false }]);
		expect(s.players[0].discard).toEqual(['banner-of-glory']);
		expect(s.turn!.pools.influence).toBe(0);
	});

	it('keeping the units gives up the recruit; with a free token no question', () => {
		const s = makeState();
		s.players[0].units = [{ uid: 7, id: 'herbalists', ready: true, wounded: false }];
		s.turn!.pools.influence = 8;
		doIt(s, { a: 'interact' });
		doIt(s, { a: 'recruit', unit: 'peasants' });
		decide(s, { a: 'keepUnits' });
		expect(s.players[0].units.map((u) => u.id)).toEqual(['herbalists']);
		expect(s.turn!.pools.influence).toBe(8);
		s.players[0].level = 3; // second Command token
		doIt(s, { a: 'recruit', unit: 'peasants' });
		expect(s.tasks).toEqual([{ t: 'turn', seat: 0 }]);
		expect(s.players[0].units.map((u) => u.id)).toEqual(['herbalists', 'peasants']);
	});
});

describe('monastery: learning an Advanced Action (spec §5.5.5)', () => {
	it('6 Influence, from the Unit offer, on top of the Deed deck', () => {
		const s = makeState(site('monastery'));
		s.turn!.pools.influence = 5;
		doIt(s, { a: 'interact' });
		expect(can(s, { a: 'buyAdvanced', id: 'crystal-mastery' })?.en).toBe('That needs 6 Influence, you have 5.');
		s.turn!.pools.influence = 7;
		doIt(s, { a: 'buyAdvanced', id: 'crystal-mastery' });
		expect(s.players[0].deck[0]).toBe('crystal-mastery');
		expect(s.monasteryOffer).toEqual([]);
		expect(s.turn!.pools.influence).toBe(1);
		const v = makeState();
		v.turn!.pools.influence = 9;
		doIt(v, { a: 'interact' });
		expect(can(v, { a: 'buyAdvanced', id: 'crystal-mastery' })?.en).toMatch(/only at a monastery/);
	});
});

describe('mage tower: buying a Spell (spec §5.5.2)', () => {
	it('7 Influence + 1 mana of its colour via payMana, then the card on top of the deck and the offer refilled', () => {
		const s = makeState(site('mageTower', { conquered: true, owner: 1 }));
		s.turn!.pools.influence = 7;
		doIt(s, { a: 'interact' });
		expect(legal(s, 'buySpell')).toEqual([{ a: 'buySpell', id: 'fire-bolt' }, { a: 'buySpell', id: 'restoration' }]);
		s.source = [];
		expect(can(s, { a: 'buySpell', id: 'fire-bolt' })?.en).toMatch(/1 red mana/);
		s.players[0].crystals.red = 1;
		doIt(s, { a: 'buySpell', id: 'fire-bolt' });
		expect(s.turn!.pools.influence).toBe(0);
		expect(s.tasks.slice(0, 2)).toEqual([
			{ t: 'payMana', seat: 0, need: ['red'], then: { k: 'none' } },
			{ t: 'grantSpell', seat: 0, id: 'fire-bolt' }
		]);
		s.tasks.shift(); // the core pays the mana
		runHead(s);
		expect(s.players[0].deck[0]).toBe('fire-bolt');
		expect(s.spellOffer).toEqual(['snowstorm', 'restoration']);
	});
});

// ------------------------------------------------------------------ combat starts

describe('challenge (spec §5.7.1)', () => {
	it('starts a combat with the adjacent rampaging enemy', () => {
		const s = makeState();
		s.hexes[EAST].rampaging = [tok(5, 'prowlers')];
		s.hexes[WEST].rampaging = [tok(6, 'cursed-hags')];
		expect(legal(s, 'challenge')).toEqual([
			{ a: 'challenge', uids: [5] },
			{ a: 'challenge', uids: [6] },
			{ a: 'challenge', uids: [5, 6] }
		]);
		doIt(s, { a: 'challenge', uids: [5] });
		expect(combats).toHaveLength(1);
		expect(combats[0].enemies).toEqual([{ token: tok(5, 'prowlers'), from: { kind: 'challenge', hex: EAST }, defeated: false }]);
		expect(combats[0].opts).toEqual({ fortifiedSite: false, nightRules: false, noUnits: false });
		expect(s.turn!.actionDone).toBe(true);
		expect(can(s, { a: 'challenge', uids: [6] })).not.toBeNull();
	});

	it('refuses far or unknown enemies', () => {
		const s = makeState();
		s.hexes['3,0'] = hex(undefined, [tok(9, 'prowlers')]);
		expect(legal(s, 'challenge')).toEqual([]);
		expect(can(s, { a: 'challenge', uids: [9] })?.en).toMatch(/adjacent/);
		expect(can(s, { a: 'challenge', uids: [] })).not.toBeNull();
		expect(can(s, { a: 'challenge' } as never)).not.toBeNull();
	});
});

describe('entering adventure sites', () => {
	it('monster den: draws a brown token on the first entry and fights it', () => {
		const s = makeState(site('monsterDen'));
		doIt(s, { a: 'enterSite' });
		expect(s.hexes[HERE].site!.enemies).toEqual([tok(100, 'gargoyle')]);
		expect(s.piles.brown).toEqual(['minotaur', 'gargoyle']);
		expect(combats[0].enemies).toEqual([{ token: tok(100, 'gargoyle'), from: { kind: 'adventure', hex: HERE }, defeated: false }]);
		expect(s.turn!.actionDone).toBe(true);
	});

	it('monster den: an undefeated token waits for the next visitor (no new draw)', () => {
		const s = makeState(site('monsterDen', { enemies: [tok(3, 'minotaur', false)] }));
		doIt(s, { a: 'enterSite' });
		expect(s.piles.brown).toHaveLength(3);
		expect(combats[0].enemies.map((e) => e.token)).toEqual([tok(3, 'minotaur')]);
	});

	it('dungeon: a brown token, night rules, no units; tomb: red', () => {
		const s = makeState(site('dungeon'));
		doIt(s, { a: 'enterSite' });
		expect(combats[0].opts).toEqual({ fortifiedSite: false, nightRules: true, noUnits: true });
		expect(combats[0].enemies[0].token.id).toBe('gargoyle');
		expect(s.hexes[HERE].site!.enemies).toEqual([]);
		const t = makeState(site('tomb'));
		doIt(t, { a: 'enterSite' });
		expect(combats[1].enemies[0].token.id).toBe('swamp-dragon');
	});

	it('not on an adventure site / conquered den', () => {
		expect(can(makeState(), { a: 'enterSite' })?.en).toMatch(/not on an adventure site/);
		expect(can(makeState(site('monsterDen', { conquered: true, owner: 1 })), { a: 'enterSite' })?.en).toMatch(/already conquered/);
	});

	it('ruins with enemies: both drawn on the first entry', () => {
		const s = makeState(site('ruins', { ruins: { n: 6, faceUp: true } }));
		doIt(s, { a: 'enterSite' });
		expect(combats[0].enemies.map((e) => e.token.id)).toEqual(['prowlers', 'gargoyle']);
	});

	it('face-down ruins: entering turns the token face up first (no action used)', () => {
		const s = makeState(site('ruins', { ruins: { n: 6, faceUp: false } }));
		const ctx = makeCtx();
		doIt(s, { a: 'enterSite' }, ctx);
		expect(s.hexes[HERE].site!.ruins).toEqual({ n: 6, faceUp: true });
		expect(ctx.barrier).toBe(true);
		expect(s.turn!.actionDone).toBe(false);
		expect(combats).toHaveLength(0);
	});

	it('ruins altar: pay 3 mana of its colour for 7 Fame, Shield, token gone', () => {
		const s = makeState(site('ruins', { ruins: { n: 1, faceUp: true } }));
		s.players[0].crystals.green = 1;
		expect(can(s, { a: 'enterSite' })?.en).toMatch(/3 green mana/);
		s.players[0].crystals.green = 2; // + the green die
		doIt(s, { a: 'enterSite' });
		expect(s.tasks.slice(0, 2)).toEqual([
			{ t: 'payMana', seat: 0, need: ['green', 'green', 'green'], then: { k: 'none' } },
			{ t: 'altarReward', seat: 0, hex: HERE, color: 'green' }
		]);
		expect(s.turn!.actionDone).toBe(true);
		s.tasks.shift(); // the core pays
		runHead(s);
		expect(s.players[0].fame).toBe(7);
		expect(s.hexes[HERE].site).toMatchObject({ ruins: null, owner: 0, conquered: true });
	});

	it('burning a monastery: Reputation −3, a violet token, no units', () => {
		const s = makeState(site('monastery'));
		doIt(s, { a: 'burnMonastery' });
		expect(s.players[0].reputation).toBe(-3);
		expect(combats[0].opts.noUnits).toBe(true);
		expect(combats[0].enemies[0]).toMatchObject({ token: { id: 'monks' }, from: { kind: 'burn', hex: HERE } });
		// Not after interacting there.
		const t = makeState(site('monastery'));
		doIt(t, { a: 'interact' });
		expect(can(t, { a: 'burnMonastery' })).not.toBeNull();
	});
});

// ------------------------------------------------------------------ outcomes

describe('afterCombat', () => {
	it('rampaging orcs defeated: token discarded, Reputation +1; Draconum +2', () => {
		const s = makeState();
		s.hexes[EAST].rampaging = [tok(5, 'prowlers')];
		s.hexes[WEST].rampaging = [tok(6, 'swamp-dragon')];
		afterCombat(s, 0, outcome(ce(tok(5, 'prowlers'), 'challenge', EAST, true), ce(tok(6, 'swamp-dragon'), 'provoked', WEST, true)), makeCtx());
		expect(s.hexes[EAST].rampaging).toEqual([]);
		expect(s.hexes[WEST].rampaging).toEqual([]);
		expect(s.pileDiscards.green).toEqual(['prowlers']);
		expect(s.pileDiscards.red).toEqual(['swamp-dragon']);
		expect(s.players[0].reputation).toBe(3);
	});

	it('an undefeated rampaging enemy stays', () => {
		const s = makeState();
		s.hexes[EAST].rampaging = [tok(5, 'prowlers')];
		afterCombat(s, 0, outcome(ce(tok(5, 'prowlers'), 'challenge', EAST, false)), makeCtx());
		expect(s.hexes[EAST].rampaging).toEqual([tok(5, 'prowlers')]);
		expect(s.players[0].reputation).toBe(0);
	});

	it('keep conquered: Shield (owned), Reputation −1; failed assault: garrison stays face up', () => {
		const s = makeState(site('keep', { enemies: [tok(4, 'crossbowmen-garrison', false)] }));
		afterCombat(s, 0, outcome(ce(tok(4, 'crossbowmen-garrison'), 'assault', HERE, true)), makeCtx());
		expect(s.hexes[HERE].site).toMatchObject({ owner: 0, conquered: true, enemies: [] });
		expect(s.pileDiscards.grey).toEqual(['crossbowmen-garrison']);
		expect(s.players[0].reputation).toBe(-1);
		expect(s.turn!.rewards).toEqual([]);

		const f = makeState(site('keep', { enemies: [tok(4, 'crossbowmen-garrison', false)] }));
		afterCombat(f, 0, outcome(ce(tok(4, 'crossbowmen-garrison'), 'assault', HERE, false)), makeCtx());
		expect(f.hexes[HERE].site).toMatchObject({ enemies: [tok(4, 'crossbowmen-garrison', true)] });
		expect(f.hexes[HERE].site!.owner).toBeUndefined();
		expect(f.players[0].reputation).toBe(-1);
	});

	it('assault with provoked orcs: the site is conquered without beating them; orcs still give Reputation when beaten', () => {
		const s = makeState(site('mageTower', { enemies: [tok(4, 'monks', false)] }));
		s.hexes[EAST].rampaging = [tok(5, 'prowlers')];
		afterCombat(s, 0, outcome(ce(tok(4, 'monks'), 'assault', HERE, true), ce(tok(5, 'prowlers'), 'provoked', EAST, false)), makeCtx());
		expect(s.hexes[HERE].site).toMatchObject({ owner: 0, conquered: true });
		expect(s.turn!.rewards).toEqual([{ k: 'spell', n: 1 }]);
		expect(s.hexes[EAST].rampaging).toHaveLength(1);
		expect(s.players[0].reputation).toBe(-1);
	});

	it('monster den cleared: Shield and 2 crystal rolls at the end of the turn (#27)', () => {
		const s = makeState(site('monsterDen', { enemies: [tok(3, 'gargoyle')] }));
		afterCombat(s, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true)), makeCtx());
		expect(s.turn!.rewards).toEqual([{ k: 'crystalRolls', n: 2 }]);
		expect(s.hexes[HERE].site).toMatchObject({ owner: 0, conquered: true, enemies: [] });
		expect(s.players[0].reputation).toBe(0);
	});

	it('monster den lost: the token stays face up', () => {
		const s = makeState(site('monsterDen', { enemies: [tok(3, 'gargoyle')] }));
		afterCombat(s, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, false)), makeCtx());
		expect(s.hexes[HERE].site!.enemies).toEqual([tok(3, 'gargoyle', true)]);
		expect(s.turn!.rewards).toEqual([]);
	});

	it('dungeon reward die (#28): green → Artifact, black → Spell; the token is discarded', () => {
		// DIE_FACES: red, blue, green, white, gold, black
		const s = makeState(site('dungeon'));
		afterCombat(s, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true)), makeCtx([2]));
		expect(s.turn!.rewards).toEqual([{ k: 'artifact', n: 1 }]);
		expect(s.hexes[HERE].site).toMatchObject({ owner: 0, conquered: true });
		expect(s.pileDiscards.brown).toEqual(['gargoyle']);
		const t = makeState(site('dungeon'));
		const ctx = makeCtx([5]);
		afterCombat(t, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true)), ctx);
		expect(t.turn!.rewards).toEqual([{ k: 'spell', n: 1 }]);
		expect(ctx.barrier).toBe(true);
	});

	it('conquered dungeon re-entered: Fame only (no reward, no new Shield)', () => {
		const s = makeState(site('dungeon', { owner: 1, conquered: true }));
		afterCombat(s, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true)), makeCtx());
		expect(s.turn!.rewards).toEqual([]);
		expect(s.hexes[HERE].site!.owner).toBe(1);
		expect(s.pileDiscards.brown).toEqual(['gargoyle']);
	});

	it('tomb: Spell + Artifact; spawning grounds: Artifact + 3 crystal rolls, defeated replaced when not cleared', () => {
		const s = makeState(site('tomb'));
		afterCombat(s, 0, outcome(ce(tok(3, 'swamp-dragon'), 'adventure', HERE, true)), makeCtx());
		expect(s.turn!.rewards).toEqual([{ k: 'spell', n: 1 }, { k: 'artifact', n: 1 }]);

		const g = makeState(site('spawningGrounds', { enemies: [tok(3, 'gargoyle'), tok(4, 'minotaur')] }));
		afterCombat(g, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true), ce(tok(4, 'minotaur'), 'adventure', HERE, false)), makeCtx());
		expect(g.hexes[HERE].site!.enemies).toEqual([tok(4, 'minotaur', true), tok(100, 'gargoyle', false)]);
		expect(g.turn!.rewards).toEqual([]);

		const w = makeState(site('spawningGrounds', { enemies: [tok(3, 'gargoyle'), tok(4, 'minotaur')] }));
		afterCombat(w, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true), ce(tok(4, 'minotaur'), 'adventure', HERE, true)), makeCtx());
		expect(w.turn!.rewards).toEqual([{ k: 'artifact', n: 1 }, { k: 'crystalRolls', n: 3 }]);
	});

	it('ruins: no Reputation for orcs; the last enemy defeated gives the token reward', () => {
		const s = makeState(site('ruins', { ruins: { n: 8, faceUp: true }, enemies: [tok(3, 'gargoyle'), tok(4, 'monks')] }));
		afterCombat(s, 0, outcome(ce(tok(3, 'gargoyle'), 'adventure', HERE, true), ce(tok(4, 'monks'), 'adventure', HERE, false)), makeCtx());
		expect(s.hexes[HERE].site!.enemies).toEqual([tok(4, 'monks')]);
		expect(s.hexes[HERE].site!.ruins).toEqual({ n: 8, faceUp: true });
		expect(s.turn!.rewards).toEqual([]);
		// Another visit: the remaining enemy is beaten.
		afterCombat(s, 1, outcome(ce(tok(4, 'monks'), 'adventure', HERE, true)), makeCtx());
		expect(s.hexes[HERE].site).toMatchObject({ ruins: null, owner: 1, conquered: true, enemies: [] });
		expect(s.turn!.rewards).toEqual([{ k: 'spell', n: 1 }, { k: 'crystalsEach', n: 1 }]);

		const o = makeState(site('ruins', { ruins: { n: 6, faceUp: true }, enemies: [tok(3, 'prowlers'), tok(4, 'gargoyle')] }));
		afterCombat(o, 0, outcome(ce(tok(3, 'prowlers'), 'adventure', HERE, true), ce(tok(4, 'gargoyle'), 'adventure', HERE, true)), makeCtx());
		expect(o.players[0].reputation).toBe(0);
		expect(o.turn!.rewards).toEqual([{ k: 'artifact', n: 1 }]);
	});

	it('burned monastery won: burned, Shield, Artifact; lost: token discarded, nothing else', () => {
		const s = makeState(site('monastery'));
		afterCombat(s, 0, outcome(ce(tok(3, 'monks'), 'burn', HERE, true)), makeCtx());
		expect(s.hexes[HERE].site).toMatchObject({ burned: true, owner: 0, conquered: true });
		expect(s.turn!.rewards).toEqual([{ k: 'artifact', n: 1 }]);
		expect(interactionSite(s, 0)).toBeNull();
		const t = makeState(site('monastery'));
		afterCombat(t, 0, outcome(ce(tok(3, 'monks'), 'burn', HERE, false)), makeCtx());
		expect(t.hexes[HERE].site!.burned).toBeUndefined();
		expect(t.pileDiscards.violet).toEqual(['monks']);
	});
});

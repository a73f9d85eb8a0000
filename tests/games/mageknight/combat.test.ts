/**
 * Mage Knight combat (spec §5.7, worked examples §10 #9–#20). Enemy and unit stats are
 * local fixtures (data §5.1, §4.1); the core and sites modules are mocked.
 */
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { newStepContext, rngFromSeed, type StepContext } from '../../../src/lib/engine';
import type { EnemyDef, UnitCard } from '../../../src/lib/games/mageknight/data/types';
import type { MkState } from '../../../src/lib/games/mageknight/types';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { CombatEnemy, CombatOutcome } from '../../../src/lib/games/mageknight/combat/types';

// ---- fixtures ---------------------------------------------------------------------------
const E = (id: string, armor: number, attack: number, extra: Partial<EnemyDef> = {}): EnemyDef => ({
	id,
	name: { cs: id, en: id },
	csName: 'same',
	pile: 'green',
	count: 1,
	armor,
	attack,
	element: 'physical',
	abilities: [],
	resist: [],
	fame: 3,
	source: 'test',
	...extra
});
const ENEMIES: Record<string, EnemyDef> = {
	'wolf-riders': E('wolf-riders', 4, 3, { abilities: ['swift'], fame: 3 }),
	ironclads: E('ironclads', 3, 4, { abilities: ['brutal'], resist: ['physical'], fame: 4 }),
	minotaur: E('minotaur', 5, 5, { abilities: ['brutal'], fame: 4, pile: 'brown' }),
	'ice-golems': E('ice-golems', 4, 2, { element: 'ice', abilities: ['paralyze'], resist: ['physical', 'ice'], fame: 5 }),
	guardsmen: E('guardsmen', 7, 3, { abilities: ['fortified'], fame: 3, pile: 'grey' }),
	gargoyle: E('gargoyle', 4, 5, { resist: ['physical'], fame: 4, pile: 'brown' }),
	'ice-mages': E('ice-mages', 6, 5, { element: 'ice', resist: ['ice'], fame: 5 }),
	'fire-mages': E('fire-mages', 5, 6, { element: 'fire', resist: ['fire'], fame: 5 }),
	'cursed-hags': E('cursed-hags', 5, 3, { abilities: ['poison'], fame: 3 }),
	medusa: E('medusa', 4, 6, { abilities: ['paralyze'], fame: 5, pile: 'brown' }),
	'orc-summoners': E('orc-summoners', 4, 0, { abilities: ['summon'], fame: 4 }),
	prowlers: E('prowlers', 3, 4, { fame: 2 })
};
const U = (id: string, armor: number, resist: UnitCard['resist'] = []): UnitCard => ({
	id,
	name: { cs: id, en: id },
	csName: 'same',
	elite: false,
	count: 1,
	cost: 5,
	level: 2,
	armor,
	resist,
	recruitAt: [],
	abilities: [],
	source: 'test'
});
const UNITS: Record<string, UnitCard> = {
	peasants: U('peasants', 3),
	crossbowmen: U('crossbowmen', 4),
	guardsmen: U('guardsmen', 5),
	seven: U('seven', 7),
	golems: U('golems', 3, ['physical']),
	'ice-res-3': U('ice-res-3', 3, ['ice']),
	'ice-res-5': U('ice-res-5', 5, ['ice'])
};

// ---- mocks ------------------------------------------------------------------------------
const afterCombat = vi.fn();
vi.mock('../../../src/lib/games/mageknight/combat/enemy-data', () => ({
	enemyDef: (_match: unknown, id: string) => ENEMIES[id],
	unitDef: (_match: unknown, id: string) => UNITS[id]
}));
vi.mock('../../../src/lib/games/mageknight/sites/outcome', () => ({
	afterCombat: (...args: unknown[]) => afterCombat(...args)
}));
vi.mock('../../../src/lib/games/mageknight/players', () => ({
	gainFame: (s: MkState, seat: number, n: number) => {
		s.players[seat].fame += n;
	},
	takeWounds: (s: MkState, seat: number, n: number) => {
		for (let i = 0; i < n; i++) s.players[seat].hand.push('wound');
		s.turn!.woundsTaken += n;
		return n;
	},
	woundToDiscard: (s: MkState, seat: number, n: number) => {
		for (let i = 0; i < n; i++) s.players[seat].discard.push('wound');
	},
	armorOf: (s: MkState, seat: number) => (s.players[seat].level >= 3 ? 3 : 2),
	handLimitOf: () => 5,
	levelRow: () => ({ handLimit: 5 })
}));
vi.mock('../../../src/lib/games/mageknight/map', () => ({
	hexAt: (s: MkState, k: string) => s.hexes[k],
	drawEnemy: (s: MkState, pile: 'brown', faceUp: boolean) => ({ uid: s.nextUid++, id: s.piles[pile].shift()!, faceUp }),
	discardEnemy: (s: MkState, t: { id: string }) => {
		s.pileDiscards.brown.push(t.id);
	}
}));

import {
	COMBAT_HANDLERS,
	COMBAT_SPECIALS,
	COMBAT_TURN_ACTIONS,
	blockNeeded,
	canDefeat,
	damageOf,
	damageUnit,
	effectiveAttack,
	effectiveBlock,
	heroWoundsFor,
	startCombat
} from '../../../src/lib/games/mageknight/combat';
import { emptyAttackPool, emptyBlockPool } from '../../../src/lib/games/mageknight/combat/rules';

// ---- state factory & driver ----------------------------------------------------------------
function makeState(opts: { units?: string[]; hand?: string[]; level?: number } = {}): MkState {
	const s = {
		rng: rngFromSeed('combat'),
		tasks: [{ t: 'turn', seat: 0 }],
		nextUid: 100,
		hexes: {},
		piles: { green: [], grey: [], brown: ['minotaur'], violet: [], red: [], white: [] },
		pileDiscards: { green: [], grey: [], brown: [], violet: [], red: [], white: [] },
		players: [
			{
				hand: opts.hand ?? ['march', 'rage', 'stamina'],
				discard: [],
				deck: [],
				units: (opts.units ?? []).map((id, i) => ({ uid: 50 + i, id, ready: true, wounded: false })),
				fame: 0,
				level: opts.level ?? 1
			}
		],
		turn: {
			seat: 0,
			stage: 'combat',
			pools: { move: 0, influence: 0, heal: 0, attack: emptyAttackPool(), block: emptyBlockPool() },
			woundsTaken: 0
		},
		combat: null
	};
	return s as unknown as MkState;
}

let uid = 1;
function foe(id: string, kind: CombatEnemy['from']['kind'] = 'challenge'): CombatEnemy {
	return { token: { uid: uid++, id, faceUp: false }, from: { kind, hex: '0,0' }, defeated: false };
}

function ctxOf(s: MkState): StepContext {
	return newStepContext(() => s.rng);
}

/** Runs automatic combat sub-decisions (the kernel's `auto`) until a decision is due. */
function settle(s: MkState, ctx: StepContext): void {
	for (let i = 0; i < 100; i++) {
		const t = s.tasks[0] as { t: string };
		const h = (COMBAT_HANDLERS as Record<string, { auto?: (s: MkState, t: unknown, c: StepContext) => boolean }>)[t?.t];
		if (!h?.auto || !h.auto(s, t, ctx)) return;
	}
}

function why(s: MkState, a: MkAction): string | null {
	const def = COMBAT_TURN_ACTIONS[a.a];
	const r = def.validate(s, 0, a);
	return r ? r.en : null;
}
function act(s: MkState, ctx: StepContext, a: MkAction): void {
	const task = s.tasks[0] as { t: string };
	if (task.t === 'turn') {
		expect(why(s, a)).toBeNull();
		COMBAT_TURN_ACTIONS[a.a].perform(s, 0, a, ctx);
	} else {
		const h = (COMBAT_HANDLERS as Record<string, { validate: Function; perform: Function }>)[task.t];
		expect(h.validate(s, task, a)).toBeNull();
		h.perform(s, task, a, ctx);
	}
	settle(s, ctx);
}
function attack(s: MkState, kind: 'melee' | 'ranged' | 'siege', el: 'physical' | 'fire' | 'ice' | 'coldFire', n: number) {
	s.turn!.pools.attack[kind][el] += n;
}
function block(s: MkState, el: 'physical' | 'fire' | 'ice' | 'coldFire', n: number) {
	s.turn!.pools.block[el] += n;
}
function wounds(s: MkState): number {
	return s.players[0].hand.filter((c) => c === 'wound').length;
}
function outcome(): CombatOutcome {
	return afterCombat.mock.calls.at(-1)![2] as CombatOutcome;
}
/** Fight one enemy: start, go to the block phase. */
function fight(id: string, opts: Parameters<typeof makeState>[0] = {}, kind: CombatEnemy['from']['kind'] = 'challenge') {
	const s = makeState(opts);
	const ctx = ctxOf(s);
	const e = foe(id, kind);
	startCombat(s, 0, [e], { fortifiedSite: kind === 'assault', nightRules: false, noUnits: false }, ctx);
	return { s, ctx, uid: e.token.uid };
}

beforeEach(() => afterCombat.mockClear());

const pool = (parts: [kind: 'melee' | 'ranged' | 'siege', el: 'physical' | 'fire' | 'ice' | 'coldFire', n: number][]) => {
	const p = emptyAttackPool();
	for (const [k, el, n] of parts) p[k][el] += n;
	return p;
};
const bpool = (parts: Partial<Record<'physical' | 'fire' | 'ice' | 'coldFire', number>>) => ({ ...emptyBlockPool(), ...parts });

// ---- §10 #9 ---------------------------------------------------------------------------------
describe('#9 unblocked Attack 5, damage assignment', () => {
	it('a, b: any damage wounds a unit; armor 5 or 7 takes it all', () => {
		expect(damageUnit(5, { armor: 5, resist: [] }, 'physical')).toEqual({ wounded: true, left: 0 });
		expect(damageUnit(5, { armor: 7, resist: [] }, 'physical')).toEqual({ wounded: true, left: 0 });
	});
	it('c: armor 4 then the remaining 1 to a second unit: both wounded', () => {
		const { s, ctx } = fight('gargoyle', { units: ['crossbowmen', 'peasants'] });
		act(s, ctx, { a: 'nextPhase' }); // → block
		act(s, ctx, { a: 'nextPhase' }); // → damage, one enemy: its task is queued
		expect(s.tasks[0]).toMatchObject({ t: 'assignDamage', left: 5 });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 });
		expect(s.tasks[0]).toMatchObject({ t: 'assignDamage', left: 1 });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 51 });
		expect(s.players[0].units.map((u) => u.wounded)).toEqual([true, true]);
		expect(wounds(s)).toBe(0);
		expect(s.combat!.phase).toBe('attack');
	});
	it('d, e: all to the hero: 3 Wounds at Armor 2, 2 Wounds at Armor 3', () => {
		expect(heroWoundsFor(5, 2)).toBe(3);
		expect(heroWoundsFor(5, 3)).toBe(2);
		for (const [level, n] of [
			[1, 3],
			[3, 2]
		]) {
			const { s, ctx } = fight('gargoyle', { level });
			act(s, ctx, { a: 'nextPhase' });
			act(s, ctx, { a: 'nextPhase' }); // no units: everything goes to the hero automatically
			expect(wounds(s)).toBe(n);
			expect(s.combat!.phase).toBe('attack');
		}
	});
	it('f: unit with Armor 4 (wounded, 1 left), then 1 Wound to the hero', () => {
		const { s, ctx } = fight('gargoyle', { units: ['crossbowmen'] });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 });
		// The unit is used up: the rest goes to the hero without asking.
		expect(s.players[0].units[0].wounded).toBe(true);
		expect(wounds(s)).toBe(1);
	});
});

// ---- §10 #10 --------------------------------------------------------------------------------
describe('#10 resistant unit: Guardian Golems (Armor 3, Physical resistance)', () => {
	it('≤ 3 absorbed unwounded, 4+ wounds; 8 assigned → 6 soaked, 2 left', () => {
		const g = { armor: 3, resist: ['physical' as const] };
		expect(damageUnit(3, g, 'physical')).toEqual({ wounded: false, left: 0 });
		expect(damageUnit(4, g, 'physical')).toEqual({ wounded: true, left: 0 });
		expect(damageUnit(8, g, 'physical')).toEqual({ wounded: true, left: 2 });
		// Physical resistance does not help against Fire.
		expect(damageUnit(3, g, 'fire')).toEqual({ wounded: true, left: 0 });
	});
	it('Attack 5, golems the only unit: they take all 5 (wounded), the hero nothing', () => {
		const { s, ctx } = fight('gargoyle', { units: ['golems'] });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 });
		expect(s.players[0].units[0].wounded).toBe(true);
		expect(wounds(s)).toBe(0);
	});
	it('a unit is assigned damage at most once per combat, even when it stayed unwounded', () => {
		const s = makeState({ units: ['golems'] });
		const ctx = ctxOf(s);
		startCombat(s, 0, [foe('wolf-riders'), foe('prowlers')], { fortifiedSite: false, nightRules: false, noUnits: false }, ctx);
		const [w, p] = s.combat!.enemies.map((e) => e.token.uid);
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		expect(s.tasks[0].t).toBe('turn'); // two enemies: the player picks the order
		act(s, ctx, { a: 'takeDamage', uid: w });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 }); // 3 absorbed
		expect(s.players[0].units[0].wounded).toBe(false);
		// Prowlers (the last one, queued at once): the golems were already used → the hero (2 Wounds).
		expect(p).toBeGreaterThan(0);
		expect(wounds(s)).toBe(2);
		expect(s.combat!.phase).toBe('attack');
	});
	it('a wounded unit cannot be assigned damage; noUnits combats only hit the hero', () => {
		const { s, ctx } = fight('gargoyle', { units: ['peasants', 'crossbowmen'] });
		s.players[0].units[0].wounded = true;
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		const h = COMBAT_HANDLERS.assignDamage;
		expect(h.validate(s, s.tasks[0] as never, { a: 'damage', to: 'unit', uid: 50 })?.en).toMatch(/wounded unit/);
		expect(h.validate(s, s.tasks[0] as never, { a: 'damage', to: 'unit', uid: 51 })).toBeNull();
		s.combat!.noUnits = true;
		expect(h.validate(s, s.tasks[0] as never, { a: 'damage', to: 'unit', uid: 51 })?.en).toMatch(/Units cannot/);
	});
});

// ---- §10 #11 --------------------------------------------------------------------------------
describe('#11 Orc Ironclads (Armor 3, Physical resistance)', () => {
	const iron = [ENEMIES.ironclads];
	it('physical needs 6; Ice/Fire 3 alone suffice; Fire 2 + 2 sideways = 3', () => {
		expect(canDefeat(pool([['melee', 'physical', 5]]), iron).ok).toBe(false);
		expect(canDefeat(pool([['melee', 'physical', 6]]), iron).ok).toBe(true);
		expect(canDefeat(pool([['melee', 'ice', 3]]), iron).ok).toBe(true);
		expect(canDefeat(pool([['melee', 'fire', 3]]), iron).ok).toBe(true);
		expect(effectiveAttack(pool([['melee', 'fire', 2], ['melee', 'physical', 2]]), iron)).toBe(3);
	});
	it('the rejection names attack and armor', () => {
		expect(canDefeat(pool([['melee', 'physical', 5]]), iron).reason).toEqual({
			cs: 'Útok 2 nestačí: obrněnost 3',
			en: 'Attack 2 is not enough: armor 3'
		});
	});
});

// ---- §10 #12, #13 -----------------------------------------------------------------------------
describe('#12 Swift and #13 Brutal', () => {
	it('Swift Attack 3: Block 6 needed; unblocked 3 damage', () => {
		expect(blockNeeded(ENEMIES['wolf-riders'])).toBe(6);
		expect(damageOf(ENEMIES['wolf-riders'])).toBe(3);
	});
	it('Brutal Attack 3: Block 3; unblocked 6 damage', () => {
		const brutal3 = { attack: 3, abilities: ['brutal' as const] };
		expect(blockNeeded(brutal3)).toBe(3);
		expect(damageOf(brutal3)).toBe(6);
	});
	it('a failed block (5 vs Swift 3) wastes the points; the attack goes through', () => {
		const { s, ctx } = fight('wolf-riders');
		act(s, ctx, { a: 'nextPhase' });
		block(s, 'physical', 5);
		act(s, ctx, { a: 'block' }); // the only attacker: no target choice needed
		expect(s.combat!.enemies[0].blocked).toBeFalsy();
		expect(s.turn!.pools.block.physical).toBe(0);
		act(s, ctx, { a: 'nextPhase' });
		expect(wounds(s)).toBe(2);
	});
	it('Ironclads brutal: Block 4 stops them; unblocked 8 damage = 4 Wounds', () => {
		const a = fight('ironclads');
		act(a.s, a.ctx, { a: 'nextPhase' });
		block(a.s, 'physical', 4);
		act(a.s, a.ctx, { a: 'block' });
		expect(a.s.combat!.enemies[0].blocked).toBe(true);
		act(a.s, a.ctx, { a: 'nextPhase' });
		expect(wounds(a.s)).toBe(0);
		const b = fight('ironclads');
		act(b.s, b.ctx, { a: 'nextPhase' });
		act(b.s, b.ctx, { a: 'nextPhase' });
		expect(wounds(b.s)).toBe(4);
	});
});

// ---- §10 #14 --------------------------------------------------------------------------------
describe('#14 Ranged Attack 5 in phase 1', () => {
	const wolf = [ENEMIES['wolf-riders']];
	it('ranged from a card + a unit combine; siege + ranged combine vs unfortified', () => {
		expect(effectiveAttack(pool([['ranged', 'physical', 3], ['ranged', 'physical', 2]]), wolf, 'ranged')).toBe(5);
		expect(effectiveAttack(pool([['ranged', 'physical', 2], ['siege', 'physical', 4]]), wolf, 'ranged')).toBe(6);
	});
	it('normal attacks (cards or sideways) do not count in phase 1', () => {
		expect(canDefeat(pool([['melee', 'physical', 5]]), wolf, 'ranged').ok).toBe(false);
		expect(canDefeat(pool([['ranged', 'physical', 3], ['melee', 'physical', 1]]), wolf, 'ranged').ok).toBe(false);
	});
});

// ---- §10 #15 --------------------------------------------------------------------------------
describe('#15 four ways to deal with Wolf Riders (Attack 3 Swift, Armor 4)', () => {
	it('A: Ranged Attack 5 in phase 1 → defeated, combat over (phases skipped), Fame +3', () => {
		const { s, ctx } = fight('wolf-riders');
		attack(s, 'ranged', 'physical', 3);
		expect(why(s, { a: 'strike' })).toBe('Ranged and Siege Attack 3 is not enough: armor 4');
		attack(s, 'ranged', 'physical', 2);
		act(s, ctx, { a: 'strike' });
		expect(s.combat).toBeNull();
		expect(s.players[0].fame).toBe(3);
		expect(afterCombat).toHaveBeenCalledTimes(1);
		expect(outcome().defeated.length).toBe(1);
		expect(outcome().knockedOut).toBe(false);
		expect(s.turn!.pools.attack.ranged.physical).toBe(0);
	});
	it('B: Block 6 in phase 2, Attack 4 in phase 4 → defeated, no damage', () => {
		const { s, ctx, uid } = fight('wolf-riders');
		act(s, ctx, { a: 'nextPhase' });
		block(s, 'physical', 6);
		act(s, ctx, { a: 'blockTarget', uid });
		act(s, ctx, { a: 'block' });
		act(s, ctx, { a: 'nextPhase' }); // nothing unblocked → straight to the attack phase
		expect(s.combat!.phase).toBe('attack');
		attack(s, 'melee', 'physical', 4);
		act(s, ctx, { a: 'target', uid });
		act(s, ctx, { a: 'strike' });
		expect(s.combat).toBeNull();
		expect(wounds(s)).toBe(0);
		expect(s.players[0].fame).toBe(3);
	});
	it('C: 3 damage to Peasants (Armor 3) → wounded; then Attack 4', () => {
		const { s, ctx } = fight('wolf-riders', { units: ['peasants'] });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 });
		expect(s.players[0].units[0].wounded).toBe(true);
		attack(s, 'melee', 'physical', 4);
		act(s, ctx, { a: 'strike' });
		expect(outcome().defeated.length).toBe(1);
	});
	it('D: the hero takes 3 → 2 Wounds; unbeaten after phase 4 → undefeated outcome', () => {
		const { s, ctx } = fight('wolf-riders');
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		expect(wounds(s)).toBe(2);
		attack(s, 'melee', 'physical', 3);
		expect(why(s, { a: 'strike' })).toBe('Attack 3 is not enough: armor 4');
		act(s, ctx, { a: 'nextPhase' });
		expect(s.combat).toBeNull();
		expect(outcome().undefeated.length).toBe(1);
		expect(s.turn!.pools.attack.melee.physical).toBe(0); // leftover points lapse
	});
});

// ---- §10 #16 --------------------------------------------------------------------------------
describe('#16 knock-out with a Minotaur', () => {
	it('10 damage at Armor 2 → 5 Wounds ≥ Hand limit 5 → all non-Wound cards discarded', () => {
		const { s, ctx } = fight('minotaur', { hand: ['march', 'rage', 'wound', 'stamina'] });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		expect(wounds(s)).toBe(6); // 1 from before + 5
		expect(s.players[0].hand.every((c) => c === 'wound')).toBe(true);
		expect(s.players[0].discard).toEqual(['march', 'rage', 'stamina']);
		act(s, ctx, { a: 'nextPhase' });
		expect(outcome().knockedOut).toBe(true);
	});
	it('Wounds from before the combat do not count', () => {
		const { s, ctx } = fight('wolf-riders', { hand: ['wound', 'wound', 'wound', 'wound', 'march'] });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		expect(s.players[0].hand).toContain('march');
	});
});

// ---- §10 #17 is healing (not combat). #18 -----------------------------------------------------------
describe('#18 blocking an Ice Attack 5', () => {
	it('Fire Block 5 blocks; normal/Ice need 10; Fire 3 + Block 4 = 5', () => {
		expect(effectiveBlock(bpool({ fire: 5 }), 'ice')).toBe(5);
		expect(effectiveBlock(bpool({ physical: 9 }), 'ice')).toBe(4);
		expect(effectiveBlock(bpool({ physical: 6, ice: 4 }), 'ice')).toBe(5);
		expect(effectiveBlock(bpool({ fire: 3, physical: 4 }), 'ice')).toBe(5);
		expect(effectiveBlock(bpool({ coldFire: 5 }), 'ice')).toBe(5);
		expect(effectiveBlock(bpool({ ice: 10 }), 'coldFire')).toBe(5);
	});
	it('unblocked: an Ice-resistant unit with Armor 3 absorbs all 5 (wounded); Armor 5 unwounded', () => {
		expect(damageUnit(5, { armor: 3, resist: ['ice'] }, 'ice')).toEqual({ wounded: true, left: 0 });
		expect(damageUnit(5, { armor: 5, resist: ['ice'] }, 'ice')).toEqual({ wounded: false, left: 0 });
		const { s, ctx } = fight('ice-mages', { units: ['ice-res-5'] });
		act(s, ctx, { a: 'nextPhase' });
		block(s, 'fire', 3);
		block(s, 'physical', 3);
		act(s, ctx, { a: 'block' }); // 3 + 1 = 4 < 5: fails
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 });
		expect(s.players[0].units[0].wounded).toBe(false);
		expect(wounds(s)).toBe(0);
	});
});

// ---- §10 #19, #20 ---------------------------------------------------------------------------
describe('#19 Ice Golems and #20 red cards vs Fire resistance', () => {
	it('#19: Fire Attack 4 defeats Ice Golems; physical/Ice need 8', () => {
		const g = [ENEMIES['ice-golems']];
		expect(canDefeat(pool([['melee', 'fire', 4]]), g).ok).toBe(true);
		expect(canDefeat(pool([['melee', 'physical', 4], ['melee', 'ice', 3]]), g).ok).toBe(false);
		expect(canDefeat(pool([['melee', 'physical', 4], ['melee', 'ice', 4]]), g).ok).toBe(true);
	});
	it('#20: a red card\'s Attack 4 is physical → full vs Fire resistance; Fire Attack 4 → 2', () => {
		const f = [ENEMIES['fire-mages']];
		expect(effectiveAttack(pool([['melee', 'physical', 4]]), f)).toBe(4);
		expect(effectiveAttack(pool([['melee', 'fire', 4]]), f)).toBe(2);
	});
	it('#20: red special effects skip Fire-resistant enemies (Demolish Armor −1, Disintegrate)', () => {
		const s = makeState();
		const ctx = ctxOf(s);
		startCombat(s, 0, [foe('fire-mages'), foe('prowlers')], { fortifiedSite: false, nightRules: false, noUnits: false }, ctx);
		const [fm, pr] = s.combat!.enemies;
		COMBAT_SPECIALS.demolish(s, 0, { how: 'basic' }, ctx);
		expect(fm.armorMinus ?? 0).toBe(0);
		expect(pr.armorMinus).toBe(1);
		// Prowlers now have Armor 2.
		attack(s, 'ranged', 'physical', 2);
		act(s, ctx, { a: 'target', uid: pr.token.uid });
		act(s, ctx, { a: 'strike' });
		expect(pr.defeated).toBe(true);
		act(s, ctx, { a: 'nextPhase' }); // block
		act(s, ctx, { a: 'nextPhase' }); // damage: 6 fire to the hero → 3 Wounds
		expect(wounds(s)).toBe(3);
		COMBAT_SPECIALS.demolish(s, 0, { how: 'powered' }, ctx);
		expect(s.tasks[0]).toMatchObject({ t: 'pickEnemy', purpose: 'disintegrate' });
		// The only enemy resists fire: nothing can be chosen, the effect is lost.
		settle(s, ctx);
		expect(s.tasks[0].t).toBe('turn');
		expect(fm.defeated).toBe(false);
	});
});

// ---- fortification, summon, poison, paralyze, riders --------------------------------------------
describe('fortification (spec §5.7.5)', () => {
	it('fortified: only siege in phase 1; double fortified: not targetable in phase 1', () => {
		const { s, ctx, uid } = fight('guardsmen');
		attack(s, 'ranged', 'physical', 7);
		act(s, ctx, { a: 'target', uid });
		expect(why(s, { a: 'strike' })).toBe('Siege Attack 0 (fortified target) is not enough: armor 7');
		attack(s, 'siege', 'physical', 7);
		act(s, ctx, { a: 'strike' });
		expect(s.combat).toBeNull();

		const d = fight('guardsmen', {}, 'assault');
		expect(why(d.s, { a: 'target', uid: d.uid })).toMatch(/double fortified/);
		attack(d.s, 'siege', 'physical', 20);
		expect(why(d.s, { a: 'strike' })).toMatch(/double fortified/);
	});
	it('a site garrison is fortified; phase 4 ignores fortification', () => {
		const { s, ctx } = fight('prowlers', {}, 'assault');
		attack(s, 'ranged', 'physical', 5);
		expect(why(s, { a: 'strike' })).toMatch(/Siege/);
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		attack(s, 'melee', 'physical', 3);
		act(s, ctx, { a: 'strike' });
		expect(outcome().defeated.length).toBe(1);
	});
});

describe('Summon, Poison, Paralyze', () => {
	it('a summoner draws a brown token at the start of phase 2; it attacks, is discarded without Fame', () => {
		const { s, ctx, uid } = fight('orc-summoners');
		act(s, ctx, { a: 'nextPhase' });
		const e = s.combat!.enemies[0];
		expect(e.summoned?.id).toBe('minotaur');
		block(s, 'physical', 5);
		act(s, ctx, { a: 'block' });
		expect(e.blocked).toBe(true);
		act(s, ctx, { a: 'nextPhase' });
		expect(s.pileDiscards.brown).toEqual(['minotaur']);
		expect(e.summoned).toBeNull();
		attack(s, 'melee', 'physical', 4);
		act(s, ctx, { a: 'target', uid });
		act(s, ctx, { a: 'strike' });
		expect(s.players[0].fame).toBe(4); // the summoner's Fame only
	});
	it('Poison: a Wound into hand puts one more into the discard pile; a unit gets 2 Wounds', () => {
		const { s, ctx } = fight('cursed-hags');
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		expect(wounds(s)).toBe(2);
		expect(s.players[0].discard.filter((c) => c === 'wound').length).toBe(2);
		const u = fight('cursed-hags', { units: ['peasants'] });
		act(u.s, u.ctx, { a: 'nextPhase' });
		act(u.s, u.ctx, { a: 'nextPhase' });
		act(u.s, u.ctx, { a: 'damage', to: 'unit', uid: 50 });
		expect(u.s.players[0].units[0]).toMatchObject({ wounded: true, wounds: 2 });
	});
	it('Paralyze: a wounded unit is destroyed; a wounded hero discards all non-Wound cards', () => {
		const { s, ctx } = fight('medusa', { units: ['peasants'] });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'nextPhase' });
		act(s, ctx, { a: 'damage', to: 'unit', uid: 50 });
		expect(s.players[0].units.length).toBe(0);
		// 6 − 3 = 3 left → the hero (Armor 2) takes 2 Wounds and discards every other card.
		expect(wounds(s)).toBe(2);
		expect(s.players[0].hand.every((c) => c === 'wound')).toBe(true);
		expect(s.players[0].discard).toEqual(['march', 'rage', 'stamina']);
	});
});

describe('combat specials', () => {
	it('Utem Guardsmen block: the blocked enemy loses Swift (Block 4 stops Wolf Riders)', () => {
		const { s, ctx } = fight('wolf-riders');
		act(s, ctx, { a: 'nextPhase' });
		COMBAT_SPECIALS['guardsmen-block'](s, 0, { how: 'basic' }, ctx);
		act(s, ctx, { a: 'block' });
		expect(s.combat!.enemies[0].blocked).toBe(true);
	});
	it('Ice Shield powered: the blocked enemy gets Armor −3 (minimum 1)', () => {
		const { s, ctx } = fight('minotaur');
		act(s, ctx, { a: 'nextPhase' });
		COMBAT_SPECIALS['ice-shield'](s, 0, { how: 'powered' }, ctx);
		block(s, 'physical', 2);
		act(s, ctx, { a: 'block' });
		act(s, ctx, { a: 'nextPhase' });
		attack(s, 'melee', 'physical', 2);
		act(s, ctx, { a: 'strike' });
		expect(outcome().defeated.length).toBe(1);
	});
	it('Whirlwind: the chosen enemy does not attack (block and damage skipped)', () => {
		const { s, ctx, uid } = fight('minotaur');
		COMBAT_SPECIALS.whirlwind(s, 0, { how: 'basic' }, ctx);
		act(s, ctx, { a: 'pickEnemy', uid });
		act(s, ctx, { a: 'nextPhase' });
		expect(s.combat!.phase).toBe('attack');
		expect(wounds(s)).toBe(0);
	});
	it('Tremor: every enemy Armor −2; Expose removes resistances', () => {
		const s = makeState();
		const ctx = ctxOf(s);
		startCombat(s, 0, [foe('ironclads'), foe('minotaur')], { fortifiedSite: false, nightRules: false, noUnits: false }, ctx);
		COMBAT_SPECIALS.tremor(s, 0, { how: 'basic' }, ctx);
		act(s, ctx, { a: 'pickEnemy', all: true });
		expect(s.combat!.enemies.map((e) => e.armorMinus)).toEqual([2, 2]);
		COMBAT_SPECIALS.expose(s, 0, { how: 'basic' }, ctx);
		act(s, ctx, { a: 'pickEnemy', uid: s.combat!.enemies[0].token.uid });
		// Ironclads: Armor 1, no resistance; Minotaur Armor 3; Ranged 2 from Expose + 2 more.
		attack(s, 'ranged', 'physical', 2);
		act(s, ctx, { a: 'target', uid: s.combat!.enemies[0].token.uid });
		act(s, ctx, { a: 'target', uid: s.combat!.enemies[1].token.uid });
		act(s, ctx, { a: 'strike' });
		expect(outcome().defeated.length).toBe(2);
	});
	it('Blood Rage: taking a Wound makes Attack 5 (counts toward knock-out)', () => {
		const { s, ctx } = fight('prowlers');
		act(s, ctx, { a: 'nextPhase' });
		block(s, 'physical', 4);
		act(s, ctx, { a: 'block' });
		act(s, ctx, { a: 'nextPhase' });
		COMBAT_SPECIALS['blood-rage'](s, 0, { how: 'basic' }, ctx);
		act(s, ctx, { a: 'combatChoose', i: 1 });
		expect(wounds(s)).toBe(1);
		expect(s.turn!.pools.attack.melee.physical).toBe(5);
	});
});

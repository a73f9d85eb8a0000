/**
 * Mage Knight's enemy and unit records as pack fields (issue 25): names, enemy abilities and
 * counts, unit levels, resistances, recruit sites, counts, elite units and the numbers of each
 * unit ability; and the rules, log and view reading them (content.ts through tablesOf).
 */
import { describe, expect, it } from 'vitest';
import { contentValueOf, emptyPack, newStepContext, type ContentPack, type ContentValues } from '../../../src/lib/engine';
import { MK_CONTENT, recruitKey, tablesOf, unitIn } from '../../../src/lib/games/mageknight/content';
import { ELITE_UNITS, ENEMIES, REGULAR_UNITS } from '../../../src/lib/games/mageknight/data';
import { blockRequired, startCombat } from '../../../src/lib/games/mageknight/combat';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { unitAbilities } from '../../../src/lib/games/mageknight/turn';
import type { MkOptions, MkState } from '../../../src/lib/games/mageknight/types';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { enemy, unit } from '../../../src/lib/games/mageknight/ui/labels';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { act, flatMap, legal, refused, SEATS, shape } from './helpers';
import { packOptions } from './pack-fixture';

const OLD: MkOptions = { mode: 'first-reconnaissance-2p', pvp: false };
const field = (key: string) => MK_CONTENT.fields.find((f) => f.key === key);
const pack = (values: ContentValues): ContentPack => ({ ...emptyPack(MK_CONTENT, 'Záznamy', 'tester'), values });
const withValues = (values: ContentValues): MkOptions => packOptions('first-reconnaissance-2p', false, pack(values));

/** A seeded 2-player match, tactics taken, at the first player's turn. */
function begin(options: MkOptions, seed = 'records'): MkState {
	const made = mageKnight.setup(SEATS, options, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	while (s.tasks[0]?.t !== 'turn') s = act(s, legal(s).find((x) => x.a === 'tactic' && x.id !== 'the-right-moment') ?? legal(s)[0]);
	return s;
}

/** The player on turn fights a face-up `id` (provoked), in phase `phase`. */
function fight(s: MkState, id: string, phase: 'ranged' | 'block' | 'attack'): { s: MkState; uid: number; seat: number; log: string[] } {
	const seat = s.turn!.seat;
	s.turn!.stage = 'combat';
	s.turn!.actionDone = true;
	const token = { uid: s.nextUid++, id, faceUp: true };
	const ctx = newStepContext(() => s.rng);
	startCombat(s, seat, [{ token, from: { kind: 'provoked', hex: '1,-1' }, defeated: false }], { fortifiedSite: false, nightRules: false, noUnits: false }, ctx);
	s.combat!.phase = phase;
	return { s, uid: token.uid, seat, log: ctx.events.map((e) => e.text.en) };
}

/** Wounds the hero of the player on turn takes from an unblocked `id` (no units): into the hand and the discard pile. */
function hit(o: MkOptions, id: string): { hand: number; discard: number } {
	const f = fight(begin(o), id, 'block');
	f.s.players[f.seat].units = [];
	const count = (s: MkState) => ({ hand: s.players[f.seat].hand.filter((c) => c === 'wound').length, discard: s.players[f.seat].discard.filter((c) => c === 'wound').length });
	const before = count(f.s);
	let s = act(f.s, { a: 'nextPhase' });
	while (s.tasks[0]?.t === 'assignDamage') s = act(s, { a: 'damage', to: 'hero' });
	const after = count(s);
	return { hand: after.hand - before.hand, discard: after.discard - before.discard };
}

/** Applies and returns the state and the log's English lines. */
function actLog(s: MkState, a: Parameters<typeof act>[1]): { s: MkState; log: string[] } {
	const r = mageKnight.apply(s, mageKnight.pending(s)[0].seat, a);
	if (!r.ok) throw new Error(r.reason.en);
	return { s: r.value.state, log: r.value.events.map((e) => e.text.en) };
}

describe('MK_CONTENT: enemy and unit records', () => {
	it('lists every enemy’s name, abilities and count with the values the game plays today', () => {
		for (const d of ENEMIES) {
			expect(field(`enemy.${d.id}.name`)?.placeholder, d.id).toEqual(d.name);
			expect(field(`enemy.${d.id}.abilities`)?.placeholder, d.id).toEqual(d.abilities.map((kind) => ({ kind, params: {} })));
			expect(field(`enemy.${d.id}.count`)?.placeholder, d.id).toBe(d.count);
		}
	});

	it('lists every unit, the elite ones too: name, cost, level, armour, resistances, recruit sites, count', () => {
		for (const u of [...REGULAR_UNITS, ...ELITE_UNITS]) {
			const at = (v: string) => field(`unit.${u.id}.${v}`)?.placeholder;
			expect([at('name'), at('cost'), at('level'), at('armor'), at('count'), at('recruit')], u.id).toEqual([u.name, u.cost, u.level, u.armor, u.count, recruitKey(u.recruitAt)]);
		}
		expect(field('unit.fire-mages.armor')).toMatchObject({ provisional: true, note: ELITE_UNITS.find((u) => u.id === 'fire-mages')!.provisional });
	});

	it('makes each number of a unit ability a field labelled by what it is', () => {
		expect(field('unit.peasants.ability.1.1')).toMatchObject({ label: { cs: 'Schopnost 1: Útok nebo blok', en: 'Ability 1: Attack or Block' }, placeholder: 2 });
		expect(field('unit.peasants.ability.2.1')).toMatchObject({ label: { cs: 'Schopnost 2: Vliv', en: 'Ability 2: Influence' }, placeholder: 2 });
		expect(field('unit.peasants.ability.3.1')).toMatchObject({ label: { cs: 'Schopnost 3: Pohyb', en: 'Ability 3: Move' }, placeholder: 2 });
		expect(field('unit.herbalists.ability.2.1')).toMatchObject({ label: { en: 'Ability 2: Ready a unit: highest level' }, placeholder: 2 });
		expect(field('unit.altem-mages.ability.2.1')).toMatchObject({ label: { cs: 'Schopnost 2: Útok nebo blok studeným ohněm', en: 'Ability 2: Cold Fire Attack or Block' }, placeholder: 5 });
		expect(field('unit.catapults.ability.2.1')).toMatchObject({ label: { cs: 'Schopnost 2: Útok (obléhací, ohnivý)', en: 'Ability 2: Fire Siege Attack' }, placeholder: 5 });
	});

	it('refuses an ability outside the vocabulary, an empty name and a pile shrunk below its printed size', () => {
		expect(contentValueOf(field('enemy.prowlers.abilities')!, [{ kind: 'elusive', params: {} }]).ok).toBe(false);
		expect(contentValueOf(field('enemy.prowlers.name')!, { cs: '', en: 'X' }).ok).toBe(false);
		const r = mageKnight.parseOptions({ ...OLD, content: { 'enemy.prowlers.count': 1 } });
		expect(r.ok ? 'accepted' : r.reason.en).toMatch(/green enemy pile would have 11 tokens; it needs at least 12/);
		expect(mageKnight.parseOptions({ ...OLD, content: { 'enemy.prowlers.count': 1, 'enemy.diggers.count': 3 } }).ok).toBe(true);
	});

	it('a match without a pack reads the data records themselves', () => {
		for (const u of [...REGULAR_UNITS, ...ELITE_UNITS]) expect(unitIn({ options: {} }, u.id)).toBe(u);
		expect(tablesOf({ options: { content: { 'unit.peasants.level': 2 } } }).units.get('foresters')).toBe(REGULAR_UNITS[1]);
	});
});

describe('enemy abilities from a pack change combat as the rules say', () => {
	it('Swift: the block needed is doubled (spec §5.7.2)', () => {
		const need = (o: MkOptions) => {
			const { s } = fight(begin(o), 'prowlers', 'block');
			return blockRequired(s, s.combat!.enemies[0]);
		};
		expect(need(OLD)).toBe(4);
		expect(need(withValues({ 'enemy.prowlers.abilities': [{ kind: 'swift', params: {} }] }))).toBe(8);
	});

	it('Brutal: the damage is doubled (the hero takes twice the Wounds)', () => {
		expect(hit(OLD, 'prowlers').hand).toBe(2); // Attack 4 against the hero's armour 2
		expect(hit(withValues({ 'enemy.prowlers.abilities': [{ kind: 'brutal', params: {} }] }), 'prowlers').hand).toBe(4);
		// Taking Brutal away from the Ironclads halves their damage.
		expect(hit(OLD, 'ironclads').hand).toBe(4);
		expect(hit(withValues({ 'enemy.ironclads.abilities': [] }), 'ironclads').hand).toBe(2);
	});

	it('Fortified: only Siege attacks count in the Ranged and Siege phase', () => {
		const ranged = (o: MkOptions) => {
			const { s, uid } = fight(begin(o), 'prowlers', 'ranged');
			s.turn!.pools.attack.ranged.physical = 5;
			return act(s, { a: 'target', uid });
		};
		expect(() => act(ranged(OLD), { a: 'strike' })).not.toThrow();
		expect(refused(ranged(withValues({ 'enemy.prowlers.abilities': [{ kind: 'fortified', params: {} }] })), { a: 'strike' })).toMatch(/fortified/);
	});

	it('Poison: the Wounds a hero takes come again into the discard pile', () => {
		const plain = hit(OLD, 'prowlers');
		expect(plain).toEqual({ hand: 2, discard: 0 });
		expect(hit(withValues({ 'enemy.prowlers.abilities': [{ kind: 'poison', params: {} }] }), 'prowlers')).toEqual({ hand: 2, discard: 2 });
	});
});

describe('names, counts and unit values from a pack', () => {
	it('a renamed enemy is named so in the log and the view', () => {
		const renamed = withValues({ 'enemy.prowlers.name': { cs: 'Plížilové', en: 'Skulkers' } });
		const { s, uid, log: start } = fight(begin(renamed), 'prowlers', 'attack');
		expect(start).toContain('Combat: Skulkers.');
		s.turn!.pools.attack.melee.physical = 3;
		const { log } = actLog(act(s, { a: 'target', uid }), { a: 'strike' });
		expect(log).toContain('Skulkers defeated (Fame +2).');
		expect(log.join('\n')).not.toMatch(/Prowlers/);
		expect(enemy(mageKnight.view(s, 0) as MkView, 'prowlers')!.name).toEqual({ cs: 'Plížilové', en: 'Skulkers' });
	});

	it('a renamed unit is named so when recruited (log) and on the board (view)', () => {
		const s = begin(withValues({ 'unit.peasants.name': { cs: 'Sedláci', en: 'Farmers' } }));
		flatMap(s, { '0,0': { site: { kind: 'village', enemies: [] } } });
		shape(s, { pos: '0,0' });
		s.unitOffer = ['peasants'];
		s.turn!.pools.influence = 4;
		const at = act(s, { a: 'interact' });
		// The answer the board offers names it too (ui/answers.ts reads the view's options).
		const seat = mageKnight.pending(at)[0].seat;
		const offered = answersFor(mageKnight.view(at, seat) as MkView, mageKnight.legalActions(at, seat), ['A', 'B']).find((x) => x.action.a === 'recruit');
		expect(offered?.label).toMatchObject({ cs: expect.stringMatching(/^Naverbovat: Sedláci/), en: expect.stringMatching(/^Recruit: Farmers/) });
		const { s: t, log } = actLog(at, { a: 'recruit', unit: 'peasants' });
		expect(log.join('\n')).toMatch(/recruits Farmers/);
		expect(unit('peasants', mageKnight.view(t, 0) as MkView)!.name.en).toBe('Farmers');
	});

	it('a unit ability’s number changed gives the new value (Peasants: Move 5 instead of 2)', () => {
		const move = (o: MkOptions) => {
			let s = begin(o);
			const seat = s.turn!.seat;
			s.players[seat].units = [{ uid: 900, id: 'peasants', ready: true, wounded: false }];
			const before = s.turn!.pools.move;
			s = act(s, { a: 'unit', uid: 900 });
			// Out of combat and interaction only Move is usable: the one choice is taken at once.
			if (s.tasks[0]?.t === 'unitAbility') s = act(s, { a: 'choose', i: 2 });
			return s.turn!.pools.move - before;
		};
		expect(move(OLD)).toBe(2);
		expect(move(withValues({ 'unit.peasants.ability.3.1': 5 }))).toBe(5);
	});

	it('a unit’s level decides which units a Ready effect may target (Herbalists: level 2 at most)', () => {
		const canReady = (o: MkOptions) => {
			const s = begin(o);
			const seat = s.turn!.seat;
			s.players[seat].units = [
				{ uid: 900, id: 'herbalists', ready: true, wounded: false },
				{ uid: 901, id: 'utem-guardsmen', ready: false, wounded: false }
			];
			return unitAbilities(s, seat, 900).includes(1);
		};
		expect(canReady(OLD)).toBe(true);
		expect(canReady(withValues({ 'unit.utem-guardsmen.level': 3 }))).toBe(false);
		// And the Herbalists' own number: "Ready a unit of level 1 at most" no longer reaches level 2.
		expect(canReady(withValues({ 'unit.herbalists.ability.2.1': 1 }))).toBe(false);
	});

	it('counts build the piles and the unit deck; recruit sites and resistances are the pack’s', () => {
		const o = withValues({ 'enemy.prowlers.count': 4, 'unit.peasants.count': 5, 'unit.foresters.recruit': 'keep', 'unit.peasants.resist': 'fire+ice' });
		const s = mageKnight.setup(SEATS, o, 'records');
		if (!s.ok) throw new Error(s.reason.en);
		const st = s.value.state;
		const all = (id: string, list: string[]) => list.filter((x) => x === id).length;
		const onMap = Object.values(st.hexes).flatMap((h) => [...h.rampaging, ...(h.site?.enemies ?? [])]).filter((t) => t.id === 'prowlers').length;
		expect(all('prowlers', st.piles.green) + onMap).toBe(4);
		expect(all('peasants', [...st.unitDeck, ...st.unitOffer])).toBe(5);
		expect(unitIn(st, 'foresters').recruitAt).toEqual(['keep']);
		expect(unitIn(st, 'peasants').resist).toEqual(['fire', 'ice']);
	});
});

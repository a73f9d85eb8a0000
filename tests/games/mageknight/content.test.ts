/**
 * Mage Knight on content packs (issue 25): the description of every enemy's values and the
 * Dummy's crystals, the options that carry a pack, and the rules, bots and board reading the
 * match's values (a corrected armour is required in combat, a corrected Fame is gained).
 */
import { describe, expect, it } from 'vitest';
import {
	contentValueOf,
	hashState,
	MatchRunner,
	newMatchRecord,
	newStepContext,
	packFileText,
	packHash,
	parsePackText,
	replayHashes,
	rngFromSeed,
	type Bot,
	type MatchRecord
} from '../../../src/lib/engine';
import { BUILT_IN_DATA, dummyCrystalsIn, enemyIn, MK_CONTENT, resistKey, tablesOf } from '../../../src/lib/games/mageknight/content';
import { ENEMIES, enemyById, HEROES, REGULAR_UNITS } from '../../../src/lib/games/mageknight/data';
import { startCombat } from '../../../src/lib/games/mageknight/combat';
import { randomBot } from '../../../src/lib/games/mageknight/bots';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkOptions, MkState } from '../../../src/lib/games/mageknight/types';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { enemy, unit } from '../../../src/lib/games/mageknight/ui/labels';
import { catalogueEntries } from '../../../src/lib/games/mageknight/ui/catalogue-entries';
import { playFuzzMatch } from '../../unit/fuzz-match';
import { mageKnightInvariants } from './contract';
import { act, flatMap, legal, refused, SEATS, shape } from './helpers';
import { packOptions, TEST_PACK } from './pack-fixture';

const OLD: MkOptions = { mode: 'first-reconnaissance-2p', pvp: false };
const field = (key: string) => MK_CONTENT.fields.find((f) => f.key === key)!;

describe('MK_CONTENT: what an owner may correct', () => {
	it('has stable unique keys, every built-in value valid for its field', () => {
		const keys = MK_CONTENT.fields.map((f) => f.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const f of MK_CONTENT.fields) expect(contentValueOf(f, f.placeholder), f.key).toEqual({ ok: true, value: f.placeholder });
		expect(MK_CONTENT.templates).toEqual([]);
	});

	it('lists every enemy with the values the game plays today (a summoner has no attack of its own)', () => {
		for (const d of ENEMIES) {
			expect(field(`enemy.${d.id}.armor`).placeholder, d.id).toBe(d.armor);
			expect(field(`enemy.${d.id}.fame`).placeholder, d.id).toBe(d.fame);
			expect(field(`enemy.${d.id}.element`).placeholder, d.id).toBe(d.element);
			expect(field(`enemy.${d.id}.resist`).placeholder, d.id).toBe(resistKey(d.resist));
			expect(field(`enemy.${d.id}.armor`).group).toEqual(d.name);
			if (d.abilities.includes('summon')) expect(MK_CONTENT.fields.some((f) => f.key === `enemy.${d.id}.attack`)).toBe(false);
			else expect(field(`enemy.${d.id}.attack`).placeholder, d.id).toBe(d.attack);
		}
		for (const u of REGULAR_UNITS) expect([field(`unit.${u.id}.cost`).placeholder, field(`unit.${u.id}.armor`).placeholder], u.id).toEqual([u.cost, u.armor]);
		for (const h of HEROES) expect([1, 2, 3].map((i) => field(`hero.${h.id}.dummy.${i}`).placeholder)).toEqual(h.dummyCrystals);
	});

	it('marks exactly the provisional values, with the data file’s note', () => {
		const marked = MK_CONTENT.fields.filter((f) => f.provisional && !/^(deed|skill|tactic|site|rampage|ruins)\./.test(f.key)).map((f) => f.key); // cards: content-cards.test.ts
		expect(marked).toEqual(['enemy.altem-guardsmen.attack', 'unit.fire-mages.armor', ...['arythea', 'norowas', 'tovak'].flatMap((h) => [1, 2, 3].map((i) => `hero.${h}.dummy.${i}`))]);
		expect(field('enemy.altem-guardsmen.attack').note).toEqual(enemyById('altem-guardsmen').provisional);
	});

	it('the built-in tables are the data records themselves; a set of values is built once', () => {
		for (const d of ENEMIES) expect(enemyIn(BUILT_IN_DATA, d.id)).toBe(d);
		const a = tablesOf({ options: { content: structuredClone(TEST_PACK.values) } });
		const b = tablesOf({ options: { content: structuredClone(TEST_PACK.values) } });
		expect(a).toBe(b);
		expect(a.enemies.get('prowlers')).toMatchObject({ armor: 6, fame: 5, attack: 4 });
		expect(a.enemies.get('gargoyle')!.resist).toEqual(['physical', 'fire']);
		expect(a.enemies.get('ironclads')!.resist).toEqual([]);
		expect(a.enemies.get('wolf-riders')!.element).toBe('fire');
		// A record the pack leaves alone stays the data record.
		expect(a.enemies.get('minotaur')).toBe(enemyById('minotaur'));
	});

	it('a pack file round-trips to the same hash', () => {
		const back = parsePackText(MK_CONTENT, packFileText(TEST_PACK));
		expect(back.ok && packHash(back.value)).toBe(packHash(TEST_PACK));
	});
});

describe('Mage Knight options with a pack', () => {
	it('leaves options without pack keys exactly as before (old saves keep their hashes)', () => {
		expect(mageKnight.parseOptions(OLD)).toEqual({ ok: true, value: OLD });
		expect(mageKnight.parseOptions({ ...OLD, content: {} })).toEqual({ ok: true, value: OLD });
	});

	it('takes a pack whose hash matches its values', () => {
		const opts = packOptions('first-reconnaissance-2p');
		expect(mageKnight.parseOptions(opts)).toEqual({ ok: true, value: opts });
	});

	it('refuses a wrong hash, a value out of range, an unknown key and added records', () => {
		const opts = packOptions('first-reconnaissance-2p');
		const bad = (o: unknown) => {
			const r = mageKnight.parseOptions(o);
			return r.ok ? 'accepted' : r.reason.en;
		};
		expect(bad({ ...opts, contentPack: { name: 'x', hash: '0000000000000000' } })).toMatch(/hash/);
		expect(bad({ ...OLD, content: { 'enemy.prowlers.armor': 0 } })).toMatch(/Prowlers – Armor: the value must be between 1 and 20/);
		expect(bad({ ...OLD, content: { 'enemy.prowlers.resist': 'wood' } })).toMatch(/unknown choice/);
		expect(bad({ ...OLD, content: { 'enemy.nobody.armor': 3 } })).toMatch(/Unknown owner value/);
		expect(bad({ ...opts, contentAdded: [{ type: 'enemy', id: 'x', values: {} }] })).not.toBe('accepted');
	});
});

/** A seeded 2-player match (with `options`), tactics taken, at the first player's turn. */
function begin(options: MkOptions, seed = 'pack-combat'): MkState {
	const made = mageKnight.setup(SEATS, options, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	while (s.tasks[0]?.t !== 'turn') s = act(s, legal(s).find((x) => x.a === 'tactic' && x.id !== 'the-right-moment') ?? legal(s)[0]);
	return s;
}

/** The player on turn fights a face-up `id` in the Attack phase with `attack` physical melee points. */
function fight(s: MkState, id: string, attack: number): { s: MkState; uid: number } {
	const seat = s.turn!.seat;
	s.turn!.stage = 'combat';
	s.turn!.actionDone = true;
	const token = { uid: s.nextUid++, id, faceUp: true };
	startCombat(s, seat, [{ token, from: { kind: 'provoked', hex: '1,-1' }, defeated: false }], { fortifiedSite: false, nightRules: false, noUnits: false }, newStepContext(() => s.rng));
	s.combat!.phase = 'attack';
	s.turn!.pools.attack.melee.physical = attack;
	return { s: act(s, { a: 'target', uid: token.uid }), uid: token.uid };
}

describe('Mage Knight combat plays the pack’s values', () => {
	it('a corrected armour needs the new attack, a corrected Fame is gained', () => {
		// Built in: Prowlers have armour 3 and give Fame 2 (data §5.1).
		const plain = fight(begin(OLD), 'prowlers', 3).s;
		const fameBefore = plain.players[plain.turn!.seat].fame;
		const won = act(plain, { a: 'strike' });
		expect(won.players[plain.turn!.seat].fame).toBe(fameBefore + 2);

		// The pack: armour 6, Fame 5.
		const weak = fight(begin(packOptions('first-reconnaissance-2p')), 'prowlers', 5).s;
		expect(refused(weak, { a: 'strike' })).toMatch(/armor 6/);
		const strong = fight(begin(packOptions('first-reconnaissance-2p')), 'prowlers', 6).s;
		const seat = strong.turn!.seat;
		const before = strong.players[seat].fame;
		const beaten = act(strong, { a: 'strike' });
		expect(beaten.players[seat].fame).toBe(before + 5);
	});

	it('a corrected resistance counts: Gargoyle with fire resistance halves a fire attack', () => {
		const s = begin(packOptions('first-reconnaissance-2p'));
		const { s: f } = fight(s, 'gargoyle', 0);
		f.turn!.pools.attack.melee.fire = 7;
		// Armour 4 against fire it now resists: 7 fire counts 3 (halved, rounded down).
		expect(refused(f, { a: 'strike' })).toMatch(/armor 4/);
		const plain = fight(begin(OLD), 'gargoyle', 0).s;
		plain.turn!.pools.attack.melee.fire = 7;
		expect(legal(plain).some((a) => a.a === 'strike')).toBe(true);
		expect(() => act(plain, { a: 'strike' })).not.toThrow();
	});

	it('Resistance Break counts the pack’s resistances (Gargoyle: physical and fire)', () => {
		const armorMinus = (options: MkOptions) => {
			const s = begin(options);
			s.players[s.turn!.seat].skills = ['resistance-break'];
			const t = act(fight(s, 'gargoyle', 0).s, { a: 'skill', id: 'resistance-break' });
			return t.combat!.enemies[0].armorMinus;
		};
		expect(armorMinus(OLD)).toBe(1);
		expect(armorMinus(packOptions('first-reconnaissance-2p'))).toBe(2);
	});

	it('a unit’s corrected armour absorbs the damage (Peasants: 5 instead of 3 against Prowlers’ 4)', () => {
		const woundsToHero = (options: MkOptions) => {
			let s = begin(options);
			const seat = s.turn!.seat;
			s.players[seat].units = [{ uid: 900, id: 'peasants', ready: true, wounded: false }];
			const { s: f, uid } = fight(s, 'prowlers', 0);
			f.combat!.phase = 'block';
			s = act(f, { a: 'nextPhase' });
			if (s.tasks[0]?.t !== 'assignDamage') s = act(s, { a: 'takeDamage', uid });
			s = act(s, { a: 'damage', to: 'unit', uid: 900 });
			while (s.tasks[0]?.t === 'assignDamage') s = act(s, { a: 'damage', to: 'hero' });
			expect(s.players[seat].units[0].wounded).toBe(true);
			return s.players[seat].hand.filter((c) => c === 'wound').length;
		};
		expect(woundsToHero(OLD)).toBe(1);
		expect(woundsToHero(packOptions('first-reconnaissance-2p'))).toBe(0);
	});

	it('recruiting takes the pack’s unit cost (Peasants: 6 instead of 4)', () => {
		const atVillage = (options: MkOptions, influence: number) => {
			const s = begin(options);
			flatMap(s, { '0,0': { site: { kind: 'village', enemies: [] } } });
			shape(s, { pos: '0,0' });
			s.unitOffer = ['peasants'];
			s.turn!.pools.influence = influence;
			return act(s, { a: 'interact' });
		};
		const recruits = (s: MkState) => legal(s).some((a) => a.a === 'recruit' && a.unit === 'peasants' && !a.bonds);
		expect(recruits(atVillage(OLD, 4))).toBe(true);
		const short = atVillage(packOptions('first-reconnaissance-2p'), 5);
		expect(recruits(short)).toBe(false);
		expect(refused(short, { a: 'recruit', unit: 'peasants' })).toMatch(/6 Influence/);
		const paid = act(atVillage(packOptions('first-reconnaissance-2p'), 6), { a: 'recruit', unit: 'peasants' });
		expect(paid.turn!.pools.influence).toBe(0);
		expect(paid.players[paid.turn!.seat].units.map((u) => u.id)).toEqual(['peasants']);
	});

	it('the board shows the match’s values (view, catalogue)', () => {
		const s = begin(packOptions('first-reconnaissance-2p'));
		const view = mageKnight.view(s, 0) as MkView;
		expect(enemy(view, 'prowlers')).toMatchObject({ armor: 6, fame: 5 });
		expect(enemy(mageKnight.view(begin(OLD), 0) as MkView, 'prowlers')).toMatchObject({ armor: 3, fame: 2 });
		const line = (c: ReturnType<typeof catalogueEntries>) => c.find((e) => e.key === 'e:prowlers')!.values;
		expect(String(line(catalogueEntries('en', view)))).toMatch(/Armor 6 .* fame 5/);
		expect(String(line(catalogueEntries('en')))).toMatch(/Armor 3 .* fame 2/);
		expect(unit('peasants', view)).toMatchObject({ cost: 6, armor: 5 });
		expect(unit('peasants')).toMatchObject({ cost: 4, armor: 3 });
	});

	it('the Dummy player takes the pack’s crystals', () => {
		const green = Object.fromEntries(HEROES.flatMap((h) => [1, 2, 3].map((i) => [`hero.${h.id}.dummy.${i}`, 'green'])));
		const pack = { ...TEST_PACK, values: green };
		const made = mageKnight.setup([{ name: 'A', kind: 'human' }], packOptions('solo', false, pack), 'dummy');
		if (!made.ok) throw new Error(made.reason.en);
		const s = made.value.state;
		expect(s.dummy!.crystals).toEqual({ red: 0, blue: 0, green: 3, white: 0 });
		expect(dummyCrystalsIn(s, s.dummy!.hero)).toEqual(['green', 'green', 'green']);
	});
});

describe('a match with a pack replays', () => {
	it('exported and imported, the record replays to the same hash after every action', () => {
		const record: MatchRecord = newMatchRecord(mageKnight, 'pack-replay', SEATS, packOptions('first-reconnaissance-2p'), 'pack-replay', 0);
		const opened = MatchRunner.open(mageKnight, record);
		if (!opened.ok) throw new Error(opened.reason.en);
		const runner = opened.value;
		const rng = rngFromSeed('pack-replay-bot');
		for (let i = 0; i < 250; i++) {
			const s = runner.state as MkState;
			const pending = mageKnight.pending(s);
			if (!pending.length) break;
			const seat = pending[0].seat;
			const a = (randomBot as Bot).choose(mageKnight.view(s, seat), mageKnight.legalActions(s, seat), rng);
			expect(runner.apply(seat, a).ok).toBe(true);
		}
		const hashes = runner.hashes;
		const imported = JSON.parse(JSON.stringify(runner.record)) as MatchRecord;
		expect(replayHashes(mageKnight, imported)).toEqual({ ok: true, value: hashes });
		// The pack is part of the match: the same seed without it is another match.
		const plain = mageKnight.setup(SEATS, OLD, 'pack-replay');
		const packed = mageKnight.setup(SEATS, packOptions('first-reconnaissance-2p'), 'pack-replay');
		expect(plain.ok && packed.ok && hashState(plain.value.state) !== hashState(packed.value.state)).toBe(true);
	});

	it('a random complete game with the pack ends by a rule, invariants hold, the log replays', () => {
		const s = playFuzzMatch(mageKnight, {
			seats: SEATS.map((x) => ({ ...x, kind: 'bot' as const })),
			options: packOptions('first-reconnaissance-2p'),
			seed: 'fuzz-pack',
			bot: randomBot as Bot,
			rng: rngFromSeed('bot-fuzz-pack'),
			maxActions: 4000,
			checks: () => (_before, after) => expect(mageKnightInvariants(after).join('; ')).toBe('')
		});
		expect(s.over).toBe(true);
	});
});

/**
 * Mage Knight's cards on content packs (issue 25): the names and numbers of the Deed cards,
 * skills, tactics and site rewards an owner may correct (content-cards.ts), and the rules, the
 * log and the prompts reading the match's values (card-tables.ts).
 */
import { describe, expect, it } from 'vitest';
import { contentValueOf, emptyPack, newStepContext, type ContentPack, type ContentValues, type GameEvent } from '../../../src/lib/engine';
import { MK_CONTENT, tablesOf } from '../../../src/lib/games/mageknight/content';
import { BUILT_IN_CARDS, buildCardTables, MK_CARD_FIELDS } from '../../../src/lib/games/mageknight/content-cards';
import { effectNumbers } from '../../../src/lib/games/mageknight/content-effects';
import { deedIn, siteRewardsIn, skillIn, tacticIn } from '../../../src/lib/games/mageknight/card-tables';
import { ALL_DEEDS, RUINS_TOKENS, SITE_REWARDS, SKILLS, TACTICS } from '../../../src/lib/games/mageknight/data';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { promptOf } from '../../../src/lib/games/mageknight/prompts';
import { afterCombat } from '../../../src/lib/games/mageknight/sites/outcome';
import { altarRewardHandler } from '../../../src/lib/games/mageknight/sites/adventure';
import type { Effect } from '../../../src/lib/games/mageknight/data/types';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkOptions, MkState } from '../../../src/lib/games/mageknight/types';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { cardName, deed, deedText, siteValues, skillName, tacticName } from '../../../src/lib/games/mageknight/ui/labels';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { catalogueEntries } from '../../../src/lib/games/mageknight/ui/catalogue-entries';
import { act, flatMap, legal, seatOf, SEATS, shape } from './helpers';
import { packOptions } from './pack-fixture';

const OLD: MkOptions = { mode: 'first-reconnaissance-2p', pvp: false };
const field = (key: string) => MK_CONTENT.fields.find((f) => f.key === key);
const pack = (values: ContentValues): ContentPack => ({ ...emptyPack(MK_CONTENT, 'Karty', 'tester'), values });
const withValues = (values: ContentValues): MkOptions => packOptions('first-reconnaissance-2p', false, pack(values));

function begin(options: MkOptions, seed = 'pack-cards'): MkState {
	const made = mageKnight.setup(SEATS, options, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	while (s.tasks[0]?.t !== 'turn') s = step(s, legal(s).find((x) => x.a === 'tactic' && x.id !== 'the-right-moment') ?? legal(s)[0]).s;
	return s;
}

function step(s: MkState, a: MkAction): { s: MkState; events: GameEvent[] } {
	const r = mageKnight.apply(s, seatOf(s), a);
	if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason.en}`);
	return { s: r.value.state, events: r.value.events };
}

describe('MK card fields: what an owner may correct', () => {
	it('lists every card, skill and tactic name and every number of their effects, with valid built-in values', () => {
		for (const c of ALL_DEEDS) {
			expect(field(`deed.${c.id}.name`)?.placeholder, c.id).toEqual(c.name);
			for (const half of ['basic', 'powered'] as const)
				effectNumbers(c[half]).forEach((x, i) => expect(field(`deed.${c.id}.${half}.${i + 1}`)?.placeholder, c.id).toBe(x.value));
		}
		for (const k of SKILLS) expect(field(`skill.${k.id}.name`)?.placeholder).toEqual(k.name);
		for (const t of TACTICS) expect([field(`tactic.${t.id}.name`)?.placeholder, field(`tactic.${t.id}.n`)?.placeholder]).toEqual([t.name, t.n]);
		for (const f of MK_CARD_FIELDS) expect(contentValueOf(f, f.placeholder), f.key).toEqual({ ok: true, value: f.placeholder });
		const keys = MK_CONTENT.fields.map((f) => f.key);
		expect(new Set(keys).size).toBe(keys.length);
	});

	it('labels a number by its half and its effect kind, in both languages', () => {
		expect(field('deed.march.basic.1')).toMatchObject({ placeholder: 2, label: { cs: 'Základní efekt: Pohyb', en: 'Basic effect: Move' }, group: { cs: 'Pochod', en: 'March' } });
		expect(field('deed.march.powered.1')?.placeholder).toBe(4);
		// Rage's "Attack or Block 2" is one printed number, one field.
		expect(field('deed.rage.basic.1')).toMatchObject({ placeholder: 2, label: { cs: 'Základní efekt: Útok nebo blok', en: 'Basic effect: Attack or Block' } });
		expect(field('deed.rage.basic.2')).toBeUndefined();
		expect(field('deed.fireball.basic.1')?.label.en).toBe('Basic effect: Fire Ranged Attack');
		expect(field('deed.mana-bolt.powered.1')).toMatchObject({ placeholder: 11, label: { en: 'Powered effect: Special (mana bolt): value' } });
		expect(field('deed.regeneration.powered.2')).toMatchObject({ placeholder: 3, label: { en: 'Powered effect: Ready a unit: highest level' } });
		expect(field('skill.hot-swordsmanship.effect.1')?.placeholder).toBe(2);
		expect(field('site.monsterDen.enter.reward.1')).toMatchObject({ placeholder: 2, label: { en: 'Reward: Crystals by die rolls (rolls)' } });
		expect(field('site.dungeon.enter.roll.goldOrBlack.1')?.placeholder).toBe(1);
		expect(field('ruins.1.reward.1')).toMatchObject({ placeholder: 7, label: { cs: 'Oltář: Sláva', en: 'Altar: Fame' } });
	});

	it('marks the fields of a provisional record with the data file’s note; bounds keep play sane; names must be given', () => {
		const ritual = ALL_DEEDS.find((c) => c.id === 'blood-ritual')!;
		const marked = MK_CARD_FIELDS.filter((f) => f.provisional).map((f) => f.key);
		expect(marked).toEqual(['deed.cold-toughness.powered.1', 'deed.blood-ritual.basic.1', 'deed.blood-ritual.powered.1', 'tactic.from-the-dusk.name']);
		expect(field('deed.blood-ritual.basic.1')).toMatchObject({ provisional: true, note: ritual.provisional });
		expect(field('tactic.from-the-dusk.name')?.note).toEqual(TACTICS.find((t) => t.id === 'from-the-dusk')!.provisional);
		const march = field('deed.march.basic.1')!;
		expect(contentValueOf(march, 21).ok).toBe(false);
		expect(contentValueOf(march, 0).ok).toBe(false);
		expect(contentValueOf(field('deed.march.name')!, { cs: ' ', en: 'March' }).ok).toBe(false);
		expect(contentValueOf(field('tactic.early-bird.n')!, 7).ok).toBe(false);
	});
});

describe('MK card tables', () => {
	it('without values, the tables are the data records themselves', () => {
		const built = buildCardTables({});
		for (const c of ALL_DEEDS) expect(built.deeds.get(c.id)).toBe(c);
		for (const k of SKILLS) expect(built.skills.get(k.id)).toBe(k);
		for (const r of RUINS_TOKENS) expect(built.ruins.get(r.n)).toBe(r);
		expect(built.siteRewards.keep[0]).toBe(SITE_REWARDS.keep[0]);
		expect(tablesOf({ options: {} }).cards).toBe(BUILT_IN_CARDS);
	});

	it('puts a number deep in an effect tree where its place says, leaving the rest alone', () => {
		const versatility = ALL_DEEDS.find((c) => c.id === 'battle-versatility')!;
		const changed = buildCardTables({ 'deed.battle-versatility.powered.5': 9 }).deeds.get('battle-versatility')!.powered;
		expect(effectNumbers(changed).map((x) => x.value)).toEqual([4, 4, 3, 3, 9, 2]);
		const first = (e: Effect) => (e.k === 'one' ? e.of[0] : undefined);
		expect(first(changed)).toBe(first(versatility.powered));
		const t = buildCardTables({ 'deed.improvisation.basic.1': 4, 'deed.march.name': { cs: 'Pochod!', en: 'March!' } });
		expect(t.deeds.get('improvisation')?.basic).toEqual({ k: 'special', id: 'improvisation', n: 4 });
		expect(t.deeds.get('march')?.name).toEqual({ cs: 'Pochod!', en: 'March!' });
		expect(t.deeds.get('rage')).toBe(ALL_DEEDS.find((c) => c.id === 'rage'));
	});
});

describe('the rules play the pack’s cards', () => {
	const moveFromMarch = (options: MkOptions, how: 'basic' | 'powered') => {
		let s = shape(begin(options), { hand: ['march'], dice: ['green', 'green', 'green'] });
		const seat = s.turn!.seat;
		s = step(s, { a: 'play', card: 'march' }).s;
		s = step(s, { a: 'how', how, alt: 0 }).s;
		while (s.tasks[0]?.t === 'payMana') s = step(s, legal(s)[0]).s;
		expect(s.turn!.seat).toBe(seat);
		return s.turn!.pools.move;
	};

	it('March with Move 3 gives 3 Move (built in: 2); its powered Move 6 gives 6', () => {
		expect(moveFromMarch(OLD, 'basic')).toBe(2);
		expect(moveFromMarch(withValues({ 'deed.march.basic.1': 3 }), 'basic')).toBe(3);
		expect(moveFromMarch(withValues({ 'deed.march.powered.1': 6 }), 'powered')).toBe(6);
	});

	it('a renamed card shows its new name in the prompt and the log', () => {
		const s = shape(begin(withValues({ 'deed.march.name': { cs: 'Rychlý pochod', en: 'Quick March' } })), { hand: ['march'] });
		const asked = step(s, { a: 'play', card: 'march' }).s;
		expect(promptOf(asked, asked.tasks[0] as Parameters<typeof promptOf>[1]).en).toMatch(/how to play Quick March\?/);
		const { events } = step(asked, { a: 'how', how: 'basic', alt: 0 });
		expect(events.map((e) => e.text.en).join('\n')).toMatch(/plays Quick March/);
		expect(events.map((e) => e.text.cs).join('\n')).toMatch(/hraje kartu Rychlý pochod/);
		expect(deedIn(asked, 'march')?.name.en).toBe('Quick March');
		expect(deedIn(mageKnight.view(asked, 0) as never, 'march')?.name.en).toBe('Quick March');
	});

	it('a skill’s number and name change take effect (Potion Making: Heal 4 as “Brewing”)', () => {
		const heal = (options: MkOptions) => {
			const s = shape(begin(options), { hand: ['wound', 'march'] });
			s.players[s.turn!.seat].skills = ['potion-making'];
			const done = step(s, { a: 'skill', id: 'potion-making' });
			return { heal: done.s.turn!.pools.heal, log: done.events.map((e) => e.text.en).join('\n') };
		};
		expect(heal(OLD).heal).toBe(2);
		const changed = heal(withValues({ 'skill.potion-making.effect.1': 4, 'skill.potion-making.name': { cs: 'Vaření', en: 'Brewing' } }));
		expect(changed.heal).toBe(4);
		expect(changed.log).toMatch(/uses the skill Brewing/);
	});

	it('a tactic’s number changes the turn order (Early Bird 6: its holder plays last)', () => {
		const holder = (s: MkState) => s.players.findIndex((p) => p.tactic === 'early-bird');
		const plain = begin(OLD);
		expect(holder(plain)).toBeGreaterThanOrEqual(0);
		expect(plain.order[0]).toBe(holder(plain));
		const late = begin(withValues({ 'tactic.early-bird.n': 6, 'tactic.early-bird.name': { cs: 'Pozdní ptáče', en: 'Late Bird' } }));
		expect(tacticIn(late, 'early-bird')).toMatchObject({ n: 6, name: { en: 'Late Bird' } });
		expect(late.order[late.order.length - 1]).toBe(holder(late));
		expect(skillIn(late, 'flight')).toBe(SKILLS.find((k) => k.id === 'flight'));
	});

	it('a site reward change gives the new reward (Monster Den: 4 crystal rolls; the altar: 9 Fame)', () => {
		const denRewards = (options: MkOptions) => {
			const s = begin(options);
			const seat = s.turn!.seat;
			const token = { uid: s.nextUid++, id: 'gargoyle', faceUp: true };
			flatMap(s, { '0,0': { site: { kind: 'monsterDen', enemies: [token] } } });
			afterCombat(s, seat, { defeated: [{ token, from: { kind: 'adventure', hex: '0,0' }, defeated: true }], undefeated: [], knockedOut: false }, newStepContext(() => s.rng));
			return s.turn!.rewards;
		};
		expect(denRewards(OLD)).toEqual([{ k: 'crystalRolls', n: 2 }]);
		expect(denRewards(withValues({ 'site.monsterDen.enter.reward.1': 4 }))).toEqual([{ k: 'crystalRolls', n: 4 }]);

		const altarFame = (options: MkOptions) => {
			const s = begin(options);
			const seat = s.turn!.seat;
			flatMap(s, { '0,0': { site: { kind: 'ruins', enemies: [], ruins: { n: 1, faceUp: true } } } });
			const before = s.players[seat].fame;
			altarRewardHandler.run!(s, { t: 'altarReward', seat, hex: '0,0', color: 'green' }, newStepContext(() => s.rng));
			return s.players[seat].fame - before;
		};
		expect(altarFame(OLD)).toBe(7);
		expect(altarFame(withValues({ 'ruins.1.reward.1': 9 }))).toBe(9);
	});
});

describe('the board names the match’s cards', () => {
	it('card, skill and tactic names and texts come from the view’s pack (built-in without a match)', () => {
		const values = { 'deed.march.name': { cs: 'Rychlý pochod', en: 'Quick March' }, 'deed.march.basic.1': 3, 'skill.flight.name': { cs: 'Vzlet', en: 'Lift-off' }, 'tactic.planning.name': { cs: 'Plán', en: 'Plan' } };
		const s = shape(begin(withValues(values)), { hand: ['march'] });
		const view = mageKnight.view(s, s.turn!.seat) as MkView;
		expect(cardName('march', 'en', view)).toBe('Quick March');
		expect(cardName('march', 'cs')).toBe('Pochod');
		expect(deedText(deed('march', view)!, 'en')).toMatch(/^Move 3 /);
		expect(skillName('flight', 'cs', view)).toBe('Vzlet');
		expect(tacticName('planning', 'en', view)).toBe('Plan');
		const labels = answersFor(view, mageKnight.legalActions(s, s.turn!.seat), ['A', 'B']).map((x) => x.label.en);
		expect(labels).toContain('Play Quick March');
	});
});

describe('the sites’ prices and Reputation as the pack has them', () => {
	it('lists them beside the rewards (a Reputation of 0 is no field)', () => {
		expect(field('site.village.interact.healCost')?.placeholder).toBe(3);
		expect(field('site.monastery.interact.advancedCost')?.placeholder).toBe(6);
		expect(field('site.mageTower.assault.spellCost')?.placeholder).toBe(7);
		expect(field('site.monastery.burn.reputation')).toMatchObject({ placeholder: -3, label: { en: 'Reputation change' } });
		expect(field('rampage.draconum.reputation')?.placeholder).toBe(2);
		expect(field('site.village.interact.reputation')).toBeUndefined();
	});

	it('Healing at a village costs the pack’s price; burning a monastery and beating Draconum change Reputation by the pack’s numbers', () => {
		const heal = (options: MkOptions, influence: number) => {
			const s = begin(options);
			flatMap(s, { '0,0': { site: { kind: 'village', enemies: [] } } });
			shape(s, { pos: '0,0' });
			s.turn!.pools.influence = influence;
			return mageKnight.apply(act(s, { a: 'interact' }), s.turn!.seat, { a: 'buyHeal' });
		};
		expect(heal(OLD, 3).ok).toBe(true);
		const dear = withValues({ 'site.village.interact.healCost': 4 });
		const short = heal(dear, 3);
		expect(short.ok ? '' : short.reason.en).toMatch(/4 Influence/);
		const paid = heal(dear, 4);
		expect(paid.ok && paid.value.state.turn!.pools).toMatchObject({ influence: 0, heal: 1 });

		const burnRep = (options: MkOptions) => {
			const s = begin(options);
			flatMap(s, { '0,0': { site: { kind: 'monastery', enemies: [] } } });
			shape(s, { pos: '0,0' });
			const seat = s.turn!.seat;
			const before = s.players[seat].reputation;
			return act(s, { a: 'burnMonastery' }).players[seat].reputation - before;
		};
		expect(burnRep(OLD)).toBe(-3);
		expect(burnRep(withValues({ 'site.monastery.burn.reputation': -2 }))).toBe(-2);

		const draconumRep = (options: MkOptions) => {
			const s = begin(options);
			const seat = s.turn!.seat;
			const token = { uid: s.nextUid++, id: 'swamp-dragon', faceUp: true };
			flatMap(s, { '0,1': { rampaging: [token] } });
			const before = s.players[seat].reputation;
			afterCombat(s, seat, { defeated: [{ token, from: { kind: 'challenge', hex: '0,1' }, defeated: true }], undefeated: [], knockedOut: false }, newStepContext(() => s.rng));
			return s.players[seat].reputation - before;
		};
		expect(draconumRep(OLD)).toBe(2);
		expect(draconumRep(withValues({ 'rampage.draconum.reputation': 3 }))).toBe(3);
	});
});

describe('the editor’s groups', () => {
	it('a skill’s group names its hero (every hero has a Motivation)', () => {
		expect(field('skill.motivation-tovak.name')?.group).toEqual({ cs: 'Motivace (Tovak)', en: 'Motivation (Tovak)' });
		const groups = SKILLS.map((k) => JSON.stringify(field(`skill.${k.id}.name`)?.group));
		expect(new Set(groups).size).toBe(SKILLS.length);
	});
});

describe('the catalogue in a match', () => {
	it('shows the pack’s card, skill, tactic and ruins values (built-in without a match)', () => {
		const s = begin(withValues({ 'deed.march.basic.1': 3, 'deed.march.name': { cs: 'Rychlý pochod', en: 'Quick March' }, 'tactic.early-bird.n': 6, 'ruins.11.reward.1': 3 }));
		const view = mageKnight.view(s, 0) as MkView;
		const entry = (key: string, match?: MkView) => catalogueEntries('en', match).find((e) => e.key === key)!;
		expect(entry('d:march', view)).toMatchObject({ name: 'Quick March', values: [expect.stringMatching(/^Move 3 /)] });
		expect(entry('d:march')).toMatchObject({ name: 'March', values: [expect.stringMatching(/^Move 2 /)] });
		expect(entry('c:early-bird', view).name).toBe('6 · Early Bird');
		expect(String(entry('r:11', view).values)).toMatch(/Artifact 3/);
	});
});

describe('a special effect’s number', () => {
	it('Endless Gem Pouch rolls the pack’s number of crystal dice (built in: 2)', () => {
		const rolls = (options: MkOptions) => {
			let s = shape(begin(options), { hand: ['endless-gem-pouch'] });
			s = step(s, { a: 'play', card: 'endless-gem-pouch' }).s;
			if (s.tasks[0]?.t === 'cardMode') s = step(s, { a: 'how', how: 'basic', alt: 0 }).s;
			return s.turn!.rewards;
		};
		expect(field('deed.endless-gem-pouch.basic.1')?.placeholder).toBe(2);
		expect(rolls(OLD)).toEqual([{ k: 'crystalRolls', n: 2 }]);
		expect(rolls(withValues({ 'deed.endless-gem-pouch.basic.1': 4 }))).toEqual([{ k: 'crystalRolls', n: 4 }]);
	});
});

describe('a space’s dialog lists the site’s values as the match plays them', () => {
	it('rewards, Reputation and prices in words (ui/labels.ts siteValues)', () => {
		const s = begin(withValues({ 'site.monastery.interact.advancedCost': 8, 'site.monastery.burn.reward.1': 2 }));
		const [visit, burning] = siteRewardsIn(s, 'monastery');
		expect(siteValues(visit, 'en')).toBe('Healing 1: Influence 2 · Advanced Action: Influence 8');
		expect(siteValues(burning, 'cs')).toBe('Odměna: Artefakty 2 · Pověst -3');
		expect(siteValues(SITE_REWARDS.monastery[0], 'en')).toBe('Healing 1: Influence 2 · Advanced Action: Influence 6');
	});
});

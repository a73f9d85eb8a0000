/**
 * Imperial Settlers on packs (issue 25): the effect vocabulary, owner-described unknown effects and
 * added expansion cards — interpreted through the same card model as the built-in cards.
 */
import { describe, expect, it } from 'vitest';
import { botMove, effectValueOf, MatchRunner, newMatchRecord, parsePack, withContent, type EffectValue } from '../../../src/lib/engine';
import { imperialSettlersBots } from '../../../src/lib/games/imperialsettlers/bots';
import { cardInfoOf, cardOf } from '../../../src/lib/games/imperialsettlers/cards';
import { IS_CONTENT, IS_EFFECT_FIELDS } from '../../../src/lib/games/imperialsettlers/content';
import { ALL_CARDS, card, EXPANSION_CARDS } from '../../../src/lib/games/imperialsettlers/data';
import { empireValue } from '../../../src/lib/games/imperialsettlers/scoring';
import type { IsAction, IsState } from '../../../src/lib/games/imperialsettlers/types';
import type { IsView } from '../../../src/lib/games/imperialsettlers/view';
import { answersFor } from '../../../src/lib/games/imperialsettlers/ui/answers';
import { cardName } from '../../../src/lib/games/imperialsettlers/ui/labels';
import { composeEffect, IS_EFFECT_KINDS, IS_VOCABULARY, placeholderActionEffect } from '../../../src/lib/games/imperialsettlers/vocabulary';
import { act, actionPhase, copy, g, rejects, toEmpire, toHand } from './helpers';
import { ADDED, DESCRIBED, pack, WATERMILL, withTestPack } from './pack-fixture';

const BASE_2P = { mode: 'base-2p', factionReshuffle: false, expansion: false } as const;
const EXP_2P = { mode: 'base-2p', factionReshuffle: false, expansion: true } as const;
const name = { cs: 'x', en: 'x' };

describe('Imperial Settlers: the effect vocabulary', () => {
	it('every kind is in the vocabulary with bilingual labels, and its initial step composes', () => {
		expect(IS_VOCABULARY.kinds.map((k) => k.kind)).toEqual(IS_EFFECT_KINDS);
		for (const k of IS_VOCABULARY.kinds) {
			expect(k.label.cs && k.label.en && k.help?.cs && k.help.en).toBeTruthy();
			const step = { kind: k.kind, params: Object.fromEntries(k.params.map((p) => [p.key, p.initial])) };
			expect(effectValueOf(IS_VOCABULARY, [step], name).ok).toBe(true);
			const parts = composeEffect([step]);
			expect(parts.bonus.length + parts.production.length + parts.feature.length + (parts.action ? 1 : 0)).toBe(1);
		}
	});

	it('each kind maps to the part of the card model the built-in cards use', () => {
		const s = (kind: string, params: Record<string, unknown>) => composeEffect([{ kind, params } as EffectValue[number]]);
		expect(s('produce', { gain: { food: 2 } }).production).toEqual([{ k: 'gain', gain: { food: 2 } }]);
		expect(s('producePerColor', { color: 'grey', item: 'stone', max: 3 }).production).toEqual([{ k: 'perColor', color: 'grey', item: 'stone', max: 3 }]);
		expect(s('whenBuilt', { gain: { vp: 2 } }).bonus).toEqual([{ k: 'gain', gain: { vp: 2 } }]);
		expect(s('whenBuiltPerColor', { color: 'black', item: 'vp', max: 6 }).bonus).toEqual([{ k: 'perColor', color: 'black', item: 'vp', max: 6 }]);
		expect(s('onBuild', { color: 'red', gain: { wood: 1 } }).feature).toEqual([{ k: 'onBuild', color: 'red', gain: { wood: 1 } }]);
		expect(s('onRaze', { gain: { vp: 1 } }).feature).toEqual([{ k: 'onRaze', gain: { vp: 1 } }]);
		expect(s('store', { goods: 'resources', max: 3 }).feature).toEqual([{ k: 'store', goods: ['wood', 'stone', 'food'], max: 3 }]);
		expect(s('store', { goods: 'gold', max: 1 }).feature).toEqual([{ k: 'store', goods: ['gold'], max: 1 }]);
		expect(s('guarded', {}).feature).toEqual([{ k: 'guarded' }]);
		expect(s('endVp', { vp: 2 }).feature).toEqual([{ k: 'endVp', vp: 2 }]);
		expect(s('endVpPerColor', { color: 'blue', vp: 1 }).feature).toEqual([{ k: 'endVp', vp: 1, color: 'blue' }]);
		expect(s('convert', { pay: { worker: 1 }, gain: { vp: 1 }, limit: 1 }).action).toEqual({ pay: { worker: 1 }, limit: 1, effect: { k: 'gain', gain: { vp: 1 } } });
		expect(s('action', { pay: { raze: 1 }, effect: 'razeEnemy', limit: 1 }).action).toEqual({ pay: { raze: 1 }, limit: 1, effect: { k: 'razeEnemy', guards: true } });
		expect(s('action', { pay: { worker: 1 }, effect: 'reproduce', limit: 2 }).action).toEqual({ pay: { worker: 1 }, limit: 2, effect: { k: 'reproduce' } });
	});

	it('an effect outside the vocabulary, a bad parameter or an unknown card field is refused by parseOptions with a reason', () => {
		const bad = [
			{ 'effect.bar-raid': [{ kind: 'runCode', params: {} }] },
			{ 'effect.bar-raid': [{ kind: 'produce', params: { gain: { diamonds: 1 } } }] },
			{ 'effect.bar-raid': [{ kind: 'convert', params: { pay: { worker: 1 }, gain: { vp: 1 }, limit: 9 } }] },
			{ 'effect.bar-raid': [{ kind: 'store', params: { goods: 'resources' } }] },
			{ 'effect.bar-raid': Array.from({ length: 7 }, () => ({ kind: 'guarded', params: {} })) },
			{ 'effect.armorer': [] }
		];
		for (const content of bad) {
			const r = g.parseOptions({ ...BASE_2P, content });
			expect(r.ok).toBe(false);
			if (!r.ok) expect(r.reason.cs.length && r.reason.en.length).toBeTruthy();
		}
	});
});

describe('Imperial Settlers: owner-described unknown effects', () => {
	it('each built-in value is what the card plays today, and every built-in value is valid', () => {
		for (const f of IS_EFFECT_FIELDS) {
			const c = [...ALL_CARDS, ...EXPANSION_CARDS].find((x) => f.key === `effect.${x.key}`)!;
			expect(f.placeholder).toEqual(c.action?.effect.k === 'placeholder' ? placeholderActionEffect(c.action) : []);
			expect(effectValueOf(IS_VOCABULARY, f.placeholder, name).ok).toBe(true);
		}
		const all = Object.fromEntries(IS_EFFECT_FIELDS.map((f) => [f.key, f.placeholder]));
		expect(g.parseOptions({ ...BASE_2P, content: all }).ok).toBe(true);
	});

	it('a match without a pack looks up the very built-in records', () => {
		const s = actionPhase(['romans', 'barbarians']);
		for (const id of ['bar004', 'rom015', 'com001']) expect(cardOf(s, id)).toBe(card(id));
	});

	it('the built-in effects re-described in the vocabulary play identically: the same actions accepted, the same log, result and state', () => {
		const described = Object.fromEntries(IS_EFFECT_FIELDS.map((f) => [f.key, f.placeholder]));
		const modes = [
			{ options: BASE_2P, factions: ['barbarians', 'egyptians'], seed: 'p1' },
			{ options: { mode: 'base-3p', factionReshuffle: false, expansion: true }, factions: ['romans', 'japanese', 'egyptians'], seed: 'p2' },
			{ options: { mode: 'base-4p', factionReshuffle: true, expansion: false }, factions: ['romans', 'barbarians', 'egyptians', 'japanese'], seed: 'p3' },
			{ options: { mode: 'solo', factionReshuffle: false, expansion: false }, factions: ['japanese'], seed: 'p4' }
		];
		for (const m of modes) {
			const seats = m.factions.map((faction, i) => ({ name: `b${i}`, kind: 'bot' as const, choices: { faction } }));
			const plain = play(newMatchRecord(g, 'plain', seats, m.options, m.seed, 0));
			expect(plain.result()).not.toBeNull();
			// The same actions in a match whose options describe the placeholders in the vocabulary.
			const opened = MatchRunner.open(g, { ...plain.record, options: withContent(m.options, described) });
			expect(opened.ok).toBe(true);
			if (!opened.ok) return;
			const again = opened.value;
			expect(again.length).toBe(plain.length);
			expect(again.events()).toEqual(plain.events());
			expect(again.result()).toEqual(plain.result());
			expect({ ...(again.state as IsState), options: null }).toEqual({ ...(plain.state as IsState), options: null });
		}
	});

	it('an owner-described Action plays as described (Barbarian Altar: 1 worker → 3 wood, not the NEUTRAL 1 VP)', () => {
		const s = actionPhase(['barbarians', 'romans'], 0, 'altar', { content: DESCRIBED });
		const altar = copy('bar-barbarian-altar');
		toEmpire(s, 0, altar);
		s.players[0].goods.worker = 1;
		const before = { wood: s.players[0].goods.wood, vp: s.players[0].vp };
		const after = act(s, 0, { a: 'activate', loc: altar, times: 1 });
		expect(after.players[0].goods.wood).toBe(before.wood + 3);
		expect(after.players[0].vp).toBe(before.vp);
		// The same card without the pack: the NEUTRAL placeholder.
		const plain = actionPhase(['barbarians', 'romans'], 0, 'altar');
		toEmpire(plain, 0, altar);
		plain.players[0].goods.worker = 1;
		const ph = act(plain, 0, { a: 'activate', loc: altar, times: 1 });
		expect(ph.players[0].vp).toBe(plain.players[0].vp + 1);
		expect(ph.players[0].goods.wood).toBe(plain.players[0].goods.wood);
	});

	it('an owner-described Feature plays as described and keeps the card’s known parts (Headquarters: +1 stone per grey build; Shrine: 2 VP at the end, still guarded)', () => {
		const s = actionPhase(['romans', 'japanese'], 0, 'hq', { content: DESCRIBED });
		toEmpire(s, 0, copy('rom-headquarters'));
		const grey = copy('rom-sculptors-apprentice');
		toHand(s, 0, grey);
		s.players[0].goods.stone = 1;
		s.players[0].foundations.push(copy('rom-colossus'));
		let t = act(s, 0, { a: 'build', card: grey });
		t = act(t, 0, { a: 'l', from: 'foundation', id: copy('rom-colossus') });
		expect(t.players[0].goods.stone).toBe(1);
		const shrine = cardOf(t, copy('jap-shrine'));
		expect(shrine.feature?.map((f) => f.k)).toEqual(['guarded', 'holds', 'endVp']);
		const j = actionPhase(['japanese', 'romans'], 0, 'shrine', { content: DESCRIBED });
		toEmpire(j, 0, copy('jap-shrine'));
		expect(empireValue(j, 0)).toBe(2 + 2);
	});
});

/** Plays a record with the bots to its end (or 600 steps). */
function play(record: ReturnType<typeof newMatchRecord>, prefer?: (r: MatchRunner) => { seat: number; action: IsAction } | null): MatchRunner {
	const opened = MatchRunner.open(g, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	const r = opened.value;
	for (let i = 0; i < 600 && r.pending().length; i++) {
		const m = prefer?.(r) ?? botMove(r, () => true, imperialSettlersBots);
		if (!m || 'failed' in m) break;
		const res = r.apply(m.seat, m.action);
		if (!res.ok) throw new Error(res.reason.en);
	}
	return r;
}

describe('Imperial Settlers: added expansion cards', () => {
	it('a pack with added cards is valid, and parseOptions refuses them without a pack label or with a wrong hash', () => {
		expect(parsePack(IS_CONTENT, JSON.parse(JSON.stringify(pack(DESCRIBED, ADDED)))).ok).toBe(true);
		const options = withTestPack(EXP_2P);
		expect(g.parseOptions(options).ok).toBe(true);
		const { contentPack: _label, ...unlabelled } = options as typeof options & { contentPack: unknown };
		expect(g.parseOptions(unlabelled).ok).toBe(false);
		expect(g.parseOptions({ ...options, contentPack: { name: 'x', hash: '0000000000000000' } }).ok).toBe(false);
	});

	it('are dealt into their decks only with the expansion, with ids that are never built-in ids', () => {
		const seats = ['romans', 'barbarians'].map((faction, i) => ({ name: `P${i}`, kind: 'human' as const, choices: { faction } }));
		const withExp = g.setup(seats, withTestPack(EXP_2P), 'deal');
		const without = g.setup(seats, withTestPack(BASE_2P), 'deal');
		expect(withExp.ok && without.ok).toBe(true);
		if (!withExp.ok || !without.ok) return;
		const all = (s: IsState) => [s.commonDeck, s.lookout, ...Object.values(s.decks), ...s.players.map((p) => p.hand)].flat();
		const added = all(withExp.value.state).filter((id) => id.startsWith('add:')).sort();
		// Common: watermill, smithy ×2, market, archive; Romans: barracks ×2; Barbarians: longhouse (not the Japanese or Egyptian ones: nobody plays them).
		expect(added).toEqual(['add:archive:1', 'add:barracks:1', 'add:barracks:2', 'add:longhouse:1', 'add:market:1', 'add:smithy:1', 'add:smithy:2', 'add:watermill:1']);
		for (const id of added) expect(() => card(id)).toThrow();
		expect(all(without.value.state).some((id) => id.startsWith('add:'))).toBe(false);
		const s = withExp.value.state;
		expect(cardOf(s, 'add:barracks:2')).toMatchObject({ deck: 'romans', kind: 'feature', needsL: true, deal: 'stone', name: { cs: 'Karta barracks', en: 'Card barracks' } });
		expect(cardOf(s, 'add:barracks:2').raze).toBeUndefined();
		expect(cardInfoOf(s, 'add:barracks:3')).toBeUndefined();
		expect(cardInfoOf(s, 'add:nothing:1')).toBeUndefined();
	});

	it('an added Imperial Settlers card with a composed effect is dealt, built and scored as composed', () => {
		const seats = ['romans', 'barbarians'].map((faction, i) => ({ name: `b${i}`, kind: 'bot' as const, choices: { faction } }));
		const id = 'add:watermill:1';
		let built: { seat: number; vp: number; food: number } | null = null;
		let applied: { vp: number; food: number } | null = null;
		let seen = false;
		// The bots play; whoever holds the card builds it as soon as that is legal. The first seeds
		// of the list where it reaches a hand (it lies among 86 Common cards) are the test's matches.
		const drive = (run: MatchRunner): { seat: number; action: IsAction } | null => {
			const s = run.state as IsState;
			if (built && !applied) applied = { vp: s.players[built.seat].vp - built.vp, food: s.players[built.seat].goods.food - built.food };
			const holder = s.players.findIndex((p) => p.hand.includes(id));
			if (holder >= 0) seen = true;
			if (built || holder < 0 || !run.pending().some((p) => p.seat === holder)) return null;
			const build = (run.legalActions(holder) as IsAction[]).find((a) => a.a === 'build' && a.card === id);
			if (!build) return null;
			const p = s.players[holder];
			built = { seat: holder, vp: p.vp, food: p.goods.food };
			return { seat: holder, action: build };
		};
		let r: MatchRunner | null = null;
		for (let k = 1; k <= 12 && !built; k++) {
			seen = false;
			r = play(newMatchRecord(g, 'mill', seats, withTestPack(EXP_2P, {}, [WATERMILL]), `mill-${k}`, 0), drive);
		}
		r = r!;
		expect(seen).toBe(true);
		expect(built).not.toBeNull();
		// Built: its building bonus (+2 VP) and, a Production Location, it produced at once (+2 food).
		expect(applied).toEqual({ vp: 2, food: 2 });
		expect(r.result()).not.toBeNull();
		const s = r.state as IsState;
		const owner = s.players.findIndex((p) => p.empire.some((l) => l.id === id));
		expect(owner).toBe(built!.seat);
		// Scored: 1 VP as a Common Location + its composed 3 VP at the end.
		const withoutIt = { ...s, players: s.players.map((p, i) => (i === owner ? { ...p, empire: p.empire.filter((l) => l.id !== id) } : p)) };
		expect(s.final!.locations[owner]).toBe(empireValue(s, owner));
		expect(empireValue(s, owner) - empireValue(withoutIt, owner)).toBe(1 + 3);
	});

	it('the composed effect applies at build time: +2 VP bonus, +2 food produced at once, and again each Production', () => {
		const s = actionPhase(['romans', 'barbarians'], 0, 'mill', { expansion: true, ...withTestPack({}, {}, [WATERMILL]) });
		const id = 'add:watermill:1';
		toHand(s, 0, id);
		s.players[0].goods.wood = 1;
		const before = { vp: s.players[0].vp, food: s.players[0].goods.food };
		const t = act(s, 0, { a: 'build', card: id });
		expect(t.players[0].empire.some((l) => l.id === id)).toBe(true);
		expect(t.players[0].vp).toBe(before.vp + 2);
		expect(t.players[0].goods.food).toBe(before.food + 2);
		expect(empireValue(t, 0) - empireValue({ ...t, players: t.players.map((p, i) => (i === 0 ? { ...p, empire: p.empire.filter((l) => l.id !== id) } : p)) }, 0)).toBe(1 + 3);
	});

	it('the board names an added card from its record (answers, card names, the catalogue lookup with the match)', () => {
		const s = actionPhase(['romans', 'barbarians'], 0, 'names', { expansion: true, ...withTestPack({}, {}, ADDED) });
		toHand(s, 0, 'add:watermill:1');
		toEmpire(s, 0, 'add:market:1');
		s.players[0].goods.wood = 1;
		s.players[0].goods.worker = 2;
		const view = g.view(s, 0) as IsView;
		const answers = answersFor(view, g.legalActions(s, 0) as IsAction[], ['A', 'B']);
		const labels = answers.map((a) => [a.label.cs, a.label.en]);
		expect(answers.some((a) => a.action.a === 'build' && a.action.card === 'add:watermill:1' && a.label.en === 'Build (1 wood)')).toBe(true);
		expect(labels.some(([cs, en]) => cs.includes('Aktivovat Karta market') && en.includes('Activate Card market'))).toBe(true);
		expect(answers.every((a) => !a.label.en.includes('add:'))).toBe(true);
		expect(cardName('add:market:1', 'cs', view)).toBe('Karta market');
	});

	it('an added Action converts as composed (Market: 2 workers → 1 gold + 1 VP, twice a round)', () => {
		const s = actionPhase(['romans', 'barbarians'], 0, 'market', { expansion: true, ...withTestPack({}, {}, ADDED) });
		toEmpire(s, 0, 'add:market:1');
		s.players[0].goods.worker = 4;
		const { gold } = s.players[0].goods;
		const vp = s.players[0].vp;
		const t = act(s, 0, { a: 'activate', loc: 'add:market:1', times: 2 });
		expect(t.players[0].goods.worker).toBe(0);
		expect(t.players[0].goods.gold).toBe(gold + 2);
		expect(t.players[0].vp).toBe(vp + 2);
		s.players[0].goods.worker = 6;
		expect(rejects(s, 0, { a: 'activate', loc: 'add:market:1', times: 3 })).toMatch(/at most 2×/);
	});
});

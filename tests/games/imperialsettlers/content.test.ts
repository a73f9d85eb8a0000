/**
 * Owner-correctable content values (engine/content.ts) and their first user, Imperial Settlers
 * (content.ts): validation, each corrected value changes exactly what it names, and a record with
 * owner values replays to the same hashes.
 */
import { describe, expect, it } from 'vitest';
import { botMove, MatchRunner, newMatchRecord, parseContentValues, salvageContentValues, withContent, type ContentField } from '../../../src/lib/engine';
import { imperialSettlersBots } from '../../../src/lib/games/imperialsettlers/bots';
import { actionOf, attackTarget, IS_CONTENT_FIELDS } from '../../../src/lib/games/imperialsettlers/content';
import { ATTACK_CARDS, attackTarget as dataTarget } from '../../../src/lib/games/imperialsettlers/data/solo';
import { card } from '../../../src/lib/games/imperialsettlers/data';
import { kept } from '../../../src/lib/games/imperialsettlers/round';
import { empireValue } from '../../../src/lib/games/imperialsettlers/scoring';
import type { IsState } from '../../../src/lib/games/imperialsettlers/types';
import { viewOf } from '../../../src/lib/games/imperialsettlers/view';
import { act, actionPhase, copy, g, rejects, runTasks, toEmpire } from './helpers';

const FIELDS: ContentField[] = [
	{ key: 'a.n', group: { cs: 'Karta', en: 'Card' }, label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 3 }, placeholder: 1 },
	{ key: 'b.c', group: { cs: 'Karta', en: 'Card' }, label: { cs: 'Cíl', en: 'Target' }, kind: { k: 'choice', options: [{ value: 'wood', label: { cs: 'dřevo', en: 'wood' } }, { value: 'stone', label: { cs: 'kámen', en: 'stone' } }] }, placeholder: 'wood' }
];

describe('kernel: parseContentValues', () => {
	it('accepts known keys with valid values, in the fields’ order', () => {
		const r = parseContentValues(FIELDS, { 'b.c': 'stone', 'a.n': 0 });
		expect(r).toEqual({ ok: true, value: { 'a.n': 0, 'b.c': 'stone' } });
		expect(Object.keys(r.ok ? r.value : {})).toEqual(['a.n', 'b.c']);
		expect(parseContentValues(FIELDS, {})).toEqual({ ok: true, value: {} });
	});

	it('refuses a non-object, an unknown key, a wrong type, a value out of range or an unknown choice, with a Czech and English reason', () => {
		const bad: [unknown, RegExp][] = [
			[null, /object/],
			[[1], /object/],
			['x', /object/],
			[{ 'z.z': 1 }, /Unknown owner value “z.z”/],
			[{ 'a.n': '1' }, /whole number/],
			[{ 'a.n': 1.5 }, /whole number/],
			[{ 'a.n': 4 }, /between 0 and 3/],
			[{ 'a.n': -1 }, /between 0 and 3/],
			[{ 'b.c': 'gold' }, /unknown choice/],
			[{ 'b.c': 1 }, /unknown choice/],
			[JSON.parse('{"__proto__": 1}'), /Unknown owner value/]
		];
		for (const [raw, re] of bad) {
			const r = parseContentValues(FIELDS, raw);
			expect(r.ok, JSON.stringify(raw)).toBe(false);
			if (r.ok) continue;
			expect(r.reason.en).toMatch(re);
			expect(r.reason.cs.length).toBeGreaterThan(0);
		}
	});

	it('salvage keeps the valid entries and names the dropped ones; withContent adds only a non-empty set', () => {
		expect(salvageContentValues(FIELDS, { 'a.n': 9, 'b.c': 'stone', old: 1 })).toEqual({ values: { 'b.c': 'stone' }, dropped: ['a.n', 'old'] });
		expect(salvageContentValues(FIELDS, 'garbage')).toEqual({ values: {}, dropped: ['*'] });
		expect(salvageContentValues(FIELDS, undefined)).toEqual({ values: {}, dropped: [] });
		const o = { mode: 'solo' };
		expect(withContent(o, {})).toBe(o);
		expect(withContent(o, { 'a.n': 2 })).toEqual({ mode: 'solo', content: { 'a.n': 2 } });
	});
});

describe('Imperial Settlers: the correctable fields', () => {
	it('every placeholder is the value the data plays with, and is itself valid', () => {
		const all = Object.fromEntries(IS_CONTENT_FIELDS.map((f) => [f.key, f.placeholder]));
		expect(parseContentValues(IS_CONTENT_FIELDS, all).ok).toBe(true);
		expect(new Set(IS_CONTENT_FIELDS.map((f) => f.key)).size).toBe(IS_CONTENT_FIELDS.length);
		for (const a of ATTACK_CARDS) expect(all[`attack.${a.id}`]).toBe(a.target);
		expect(all['cost.bar-rabble']).toBe(1);
		expect(all['cost.bar-dark-chapel']).toBe(1);
		expect(all['gain.bar-mission']).toBe(2);
		expect(all['store.rom-warehouses']).toBe(3);
		expect(IS_CONTENT_FIELDS.filter((f) => f.key.startsWith('cost.')).length).toBe(12);
		for (const f of IS_CONTENT_FIELDS) expect([f.group.cs, f.group.en, f.label.cs, f.label.en].every((t) => t.length > 0)).toBe(true);
	});

	it('parseOptions validates `content` and drops an empty set (the options of a match without owner values stay as they were)', () => {
		const base = { mode: 'solo', factionReshuffle: false, expansion: false };
		expect(g.parseOptions({ ...base, content: {} })).toEqual(g.parseOptions(base));
		expect(g.parseOptions({ ...base, content: {} }).ok && 'content' in (g.parseOptions({ ...base, content: {} }) as { value: object }).value).toBe(false);
		const good = g.parseOptions({ ...base, content: { 'attack.atk01': 'gold', 'cost.bar-rabble': 2 } });
		expect(good.ok && good.value.content).toEqual({ 'attack.atk01': 'gold', 'cost.bar-rabble': 2 });
		for (const content of [{ 'attack.atk99': 'gold' }, { 'attack.atk01': 'raze' }, { 'cost.bar-rabble': 6 }, { 'fortress.vp': -1 }, [], 'x']) {
			const r = g.parseOptions({ ...base, content });
			expect(r.ok, JSON.stringify(content)).toBe(false);
			if (!r.ok) expect(r.reason.cs.length * r.reason.en.length).toBeGreaterThan(0);
		}
		// setup refuses them too (a save file or the network with bad values).
		expect(g.setup([{ name: 'a', kind: 'human' }], { ...base, content: { 'cost.bar-rabble': 'two' } } as never, 's').ok).toBe(false);
	});
});


describe('Imperial Settlers: the rules read the owner values', () => {
	const byTarget = (t: string, n = 0) => ATTACK_CARDS.filter((c) => c.target === t)[n].id;

	it('a corrected Attack target changes which Location the attack razes', () => {
		// Quarry: 2 stone; Lumberjacks' Route: 2 wood. Placeholder: two wood Targets → the Route.
		const [a, b] = [byTarget('wood', 0), byTarget('wood', 1)];
		const place = (s: IsState) => {
			s.virtual!.attackDeck = [a];
			s.virtual!.line = [b];
			toEmpire(s, 0, copy('quarry'));
			toEmpire(s, 0, copy('lumberjacks-route'));
			return runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		};
		const plain = place(actionPhase(['romans']));
		expect(plain.virtual!.collection).toEqual([copy('lumberjacks-route')]);
		const owned = place(actionPhase(['romans'], 0, 'test', { content: { [`attack.${a}`]: 'stone', [`attack.${b}`]: 'stone' } }));
		expect(owned.virtual!.collection).toEqual([copy('quarry')]);
		expect(attackTarget(owned, a)).toBe('stone');
		expect(dataTarget(a)).toBe('wood');
		// The view carries the options: the panel shows the owner's Target.
		expect(attackTarget(viewOf(owned, 0), b)).toBe('stone');
		expect(attackTarget(viewOf(plain, 0), b)).toBe('wood');
	});

	it('a corrected activation cost is charged, and Mission’s corrected card count is drawn', () => {
		const s = actionPhase(['barbarians'], 0, 'test', { content: { 'cost.bar-mission': 3, 'gain.bar-mission': 1 } });
		const mission = copy('bar-mission');
		toEmpire(s, 0, mission);
		s.players[0].goods.worker = 2;
		expect(rejects(s, 0, { a: 'activate', loc: mission, times: 1 })).toMatch(/needs 1 worker more/);
		s.players[0].goods.worker = 3;
		const t = act(s, 0, { a: 'activate', loc: mission, times: 1 });
		expect(t.players[0].goods.worker).toBe(0);
		expect(t.tasks[0]).toMatchObject({ t: 'draw', seat: 0, n: 1 });
		// Without owner values the placeholder 1 worker → 2 cards applies.
		const p = actionPhase(['barbarians']);
		toEmpire(p, 0, mission);
		p.players[0].goods.worker = 3;
		const q = act(p, 0, { a: 'activate', loc: mission, times: 1 });
		expect(q.players[0].goods.worker).toBe(2);
		expect(q.tasks[0]).toMatchObject({ t: 'draw', seat: 0, n: 2 });
		// The good of a guessed cost stays (Dark Chapel: Raze tokens), only the count changes.
		expect(actionOf({ options: { content: { 'cost.bar-dark-chapel': 0 } } }, copy('bar-dark-chapel'))!.pay).toEqual({ raze: 0 });
		expect(actionOf({ options: {} }, copy('bar-dark-chapel'))).toBe(card(copy('bar-dark-chapel')).action);
	});

	it('Warehouses keep the corrected number of Resources; a Fortress scores the corrected VP per level and costs the corrected workers', () => {
		const s = actionPhase(['romans'], 0, 'test', { content: { 'store.rom-warehouses': 5 } });
		toEmpire(s, 0, copy('rom-warehouses'));
		Object.assign(s.players[0].goods, { wood: 4, stone: 4 });
		expect(kept(s, 0)).toMatchObject({ wood: 4, stone: 1 });
		const p = actionPhase(['romans']);
		toEmpire(p, 0, copy('rom-warehouses'));
		Object.assign(p.players[0].goods, { wood: 4, stone: 4 });
		expect(kept(p, 0)).toMatchObject({ wood: 3, stone: 0 });

		const f = actionPhase(['romans', 'barbarians'], 0, 'test', { expansion: true, content: { 'fortress.vp': 3, 'fortress.cost': 2 } });
		const fort = copy('xro-romulus-fortress');
		toEmpire(f, 0, fort, { level: 2 });
		const before = empireValue(f, 0);
		expect(before - 2 * 3).toBe(empireValue({ ...f, options: { ...f.options, content: undefined } } as IsState, 0) - 2 * 1);
		f.players[0].goods.worker = 1;
		expect(rejects(f, 0, { a: 'activate', loc: fort, times: 1 })).toMatch(/needs 1 worker more/);
		f.players[0].goods.worker = 2;
		expect(act(f, 0, { a: 'activate', loc: fort, times: 1 }).players[0].goods.worker).toBe(0);
	});
});

describe('Imperial Settlers: a record with owner values', () => {
	it('replays to the same hashes, and differs from the same match on the placeholders', () => {
		const content = Object.fromEntries(IS_CONTENT_FIELDS.map((f) => [f.key, f.kind.k === 'choice' ? 'stone' : f.kind.k === 'int' ? (f.kind.min === 0 ? 0 : f.kind.max) : f.placeholder]));
		const play = (options: unknown) => {
			const record = newMatchRecord(g, 'm', [{ name: 'a', kind: 'bot', choices: { faction: 'barbarians' } }], options, 'owner-seed', 0);
			const opened = MatchRunner.open(g, record);
			if (!opened.ok) throw new Error(opened.reason.en);
			const r = opened.value;
			for (let i = 0; i < 400 && r.pending().length; i++) {
				const m = botMove(r, () => true, imperialSettlersBots);
				if (!m || 'failed' in m) break;
				const res = r.apply(m.seat, m.action);
				if (!res.ok) throw new Error(res.reason.en);
			}
			return r;
		};
		const owned = play(withContent({ mode: 'solo', factionReshuffle: false, expansion: false }, content));
		expect(owned.result()).not.toBeNull();
		const again = MatchRunner.open(g, JSON.parse(JSON.stringify(owned.record)));
		expect(again.ok && again.value.hashes).toEqual(owned.hashes);
		const plain = play({ mode: 'solo', factionReshuffle: false, expansion: false });
		expect(plain.hashes[0]).not.toBe(owned.hashes[0]);
	});
});

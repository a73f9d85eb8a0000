/**
 * The Great Wall on content packs (issue 26): the description has a field for every card and board
 * value (each built-in value valid for its own kind, placeholders marked), the match's tables read
 * a pack's values (and only through `tablesOf`), and hostile or unplayable values are refused.
 */
import { describe, expect, it } from 'vitest';
import { contentValueOf, emptyPack, kindValueOf, packHash, parseContentValues, parsePack, parsePackText, shape, withPack, type ContentValues, type EffectValue } from '../../../src/lib/engine';
import { BUILT_IN_HOLDER, checkGwPackOptions, contentProblem, GW_CONTENT, gwContentOptionFields, placeholdersIn, tablesOf } from '../../../src/lib/games/greatwall/content';
import { BUILT_IN_DATA, BUILT_IN_TABLES, hordeDeck, timeSpacesOf, wallLevelOf } from '../../../src/lib/games/greatwall/data';

const field = (key: string) => {
	const f = GW_CONTENT.fields.find((x) => x.key === key);
	if (!f) throw new Error(`no field ${key}`);
	return f;
};
const holder = (content: ContentValues) => ({ options: { content } });
/** Parsed (as parseOptions does) and checked values, or the refusal's English reason. */
function check(raw: unknown): string | ContentValues {
	const parsed = parseContentValues(GW_CONTENT.fields, raw);
	if (!parsed.ok) return parsed.reason.en;
	const problem = contentProblem(parsed.value);
	return problem ? problem.en : parsed.value;
}

describe('GW_CONTENT: what an owner may correct', () => {
	it('is the game’s version-1 description; nothing may be added', () => {
		expect(GW_CONTENT).toMatchObject({ game: 'greatwall', version: 1, templates: [] });
	});
	it('has unique keys and every built-in value passes its own kind check (kindValueOf) unchanged', () => {
		const keys = GW_CONTENT.fields.map((f) => f.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const f of GW_CONTENT.fields) {
			const r = kindValueOf(f.kind, f.placeholder, f.label);
			expect(r.ok ? null : r.reason.en, f.key).toBeNull();
			if (r.ok) expect(r.value, f.key).toEqual(f.placeholder);
		}
	});
	it('every field has a source; every provisional field its placeholder label in both languages', () => {
		for (const f of GW_CONTENT.fields) {
			expect(f.source?.trim(), f.key).toBeTruthy();
			if (f.provisional) {
				expect(f.note?.cs.trim(), f.key).toBeTruthy();
				expect(f.note?.en.trim(), f.key).toBeTruthy();
			}
		}
	});
	it('covers every record: a field per horde type value and copy, general, advisor, command box, tactic, artifact, request, event, wall level, time space, location', () => {
		const groups = (prefix: string) => new Set(GW_CONTENT.fields.filter((f) => f.key.startsWith(prefix)).map((f) => f.key.split('.')[1]));
		expect(groups('horde.').size).toBe(BUILT_IN_DATA.hordeTypes.length);
		expect(GW_CONTENT.fields.filter((f) => /^horde\..*\.back\.\d$/.test(f.key))).toHaveLength(hordeDeck(BUILT_IN_DATA, 'standard').length + hordeDeck(BUILT_IN_DATA, 'coop').length);
		expect(groups('general.').size).toBe(BUILT_IN_DATA.generals.length);
		expect(groups('advisor.').size).toBe(44);
		expect(GW_CONTENT.fields.filter((f) => /^command\.[^.]+\.box\d$/.test(f.key))).toHaveLength(BUILT_IN_DATA.commands.length * 3);
		expect(groups('tactic.').size).toBe(32);
		expect(groups('artifact.').size).toBe(5);
		expect(groups('request.').size).toBe(12);
		expect(groups('event.').size).toBe(12);
		expect(GW_CONTENT.fields.filter((f) => /^wall\.\d\.defence$/.test(f.key))).toHaveLength(4);
		expect(GW_CONTENT.fields.filter((f) => /^time\.small\.\d\.hordes$/.test(f.key))).toHaveLength(BUILT_IN_DATA.timeTracks.small.spaces.length);
		expect(groups('location.').size).toBe(10);
		expect(GW_CONTENT.fields.filter((f) => /^(solo|reed|coop)\./.test(f.key)).map((f) => f.key)).toHaveLength(5 + 4 + 3 + 1 + 6);
	});
	it('marks exactly the values the data marks as placeholders', () => {
		expect(field('horde.brutes.leader').provisional).toBeFalsy();
		expect(field('horde.brutes.power').provisional).toBe(true);
		expect(field('general.yang-ye.setup').provisional).toBeFalsy();
		expect(field('general.yang-ye.ability').provisional).toBe(true);
		expect(field('wall.1.cost').provisional).toBeFalsy();
		expect(field('wall.1.defence').provisional).toBe(true);
		expect(field('rule.recruit.archer').provisional).toBeFalsy();
		expect(field('rule.commandTrack.small').provisional).toBe(true);
		expect(field('command.attack-order.name').note?.en).toMatch(/our translation/);
		expect(field('solo.overseer.temple').provisional).toBe(true);
		expect(field('solo.token.wound').provisional).toBeFalsy();
	});
	it('a match without a pack plays on placeholders, and says which', () => {
		expect(placeholdersIn(BUILT_IN_HOLDER).length).toBeGreaterThan(500);
		expect(placeholdersIn(holder({ 'horde.brutes.power': 6 })).some((f) => f.key === 'horde.brutes.power')).toBe(false);
	});
});

describe('tablesOf: the match’s tables', () => {
	it('are the built-in ones without a pack', () => {
		expect(tablesOf(BUILT_IN_HOLDER)).toBe(BUILT_IN_TABLES);
	});
	it('built from every field at its built-in value equal the built-in data (the mapping loses nothing)', () => {
		const all: ContentValues = Object.fromEntries(GW_CONTENT.fields.map((f) => [f.key, f.placeholder]));
		const t = tablesOf(holder(all));
		expect(t).not.toBe(BUILT_IN_TABLES);
		for (const part of Object.keys(BUILT_IN_DATA) as (keyof typeof BUILT_IN_DATA)[]) expect(t[part], part).toEqual(BUILT_IN_DATA[part]);
	});
	it('a pack value changes the table and nothing else; the built-in data stays as it was', () => {
		const t = tablesOf(
			holder({
				'horde.brutes.power': 9,
				'horde.brutes.back.1': 'right',
				'general.yang-ye.ability': [{ kind: 'gain', params: { goods: { gold: 2 }, per: 'supportingAdvisor' } }],
				'advisor.alchemist.name': { cs: 'Zlatník', en: 'Goldsmith' },
				'command.betrayal.box2': [{ kind: 'moveClerks', params: { count: 2 } }],
				'wall.2.defence': 20,
				'time.small.1.hordes': 5,
				'location.teaHouse.slots.small': 4,
				'rule.recruit.spearman': { stone: 1 },
				'general.liang-hongyu.setup': { wood: 1 }
			})
		);
		expect(t.hordeTypeById.get('brutes')!.power).toBe(9);
		expect(t.hordeCardById.get('brutes-1')!.back).toBe('right');
		expect(t.generalById.get('yang-ye')!.ability).toEqual({ when: 'afterBuild', steps: [{ k: 'gain', goods: { gold: 2 }, per: 'supportingAdvisor' }] });
		expect(t.advisorById.get('alchemist')!.name).toEqual({ cs: 'Zlatník', en: 'Goldsmith' });
		expect(t.commandById.get('betrayal')!.boxes).toEqual([
			{ scope: 'owner', steps: [{ k: 'copyCommand' }] },
			{ scope: 'others', steps: [{ k: 'moveClerks', count: 2 }] }
		]);
		expect(wallLevelOf(t, 2).defence).toBe(20);
		expect(timeSpacesOf(t, 'small')[0].hordes).toBe(5);
		expect(t.locationById.teaHouse.slots).toEqual({ small: 4, large: 3 });
		expect(t.numbers.recruit.spearman).toEqual({ stone: 1 });
		expect(t.generalById.get('liang-hongyu')!.setup).toEqual({ wood: 1, stone: 0, gold: 0, chi: 0, tactics: 0, tea: 65 });
		// Unchanged records are the built-in ones; the built-in data is not touched.
		expect(t.hordeTypeById.get('horde-2')).toBe(BUILT_IN_TABLES.hordeTypeById.get('horde-2'));
		expect(BUILT_IN_TABLES.hordeTypeById.get('brutes')!.power).toBe(5);
		expect(BUILT_IN_TABLES.hordeCardById.get('brutes-1')!.back).toBe('left');
		expect(BUILT_IN_TABLES.commandById.get('betrayal')!.boxes).toHaveLength(1);
	});
	it('an emptied command box disappears; spots read back in reading order', () => {
		const t = tablesOf(
			holder({
				'command.economy.box1': [],
				'horde.horde-2.spots': [
					{ kind: 'spot', params: { row: 2, col: 6, reward: { honor: 2 } } },
					{ kind: 'spot', params: { row: 1, col: 3, reward: {} } }
				]
			})
		);
		expect(t.commandById.get('economy')!.boxes.map((b) => b.scope)).toEqual(['others']);
		expect(t.hordeTypeById.get('horde-2')!.spots).toEqual([
			{ row: 1, col: 3, reward: {} },
			{ row: 2, col: 6, reward: { honor: 2 } }
		]);
	});
	it('are built once per set of values (the same tables for an equal copy)', () => {
		const a = tablesOf(holder({ 'wall.3.firing': 5 }));
		expect(tablesOf(holder({ 'wall.3.firing': 5 }))).toBe(a);
	});
});

describe('hostile and unplayable values are refused', () => {
	it.each<[string, unknown, RegExp]>([
		['an unknown key', { 'horde.nope.power': 3 }, /Unknown owner value/],
		['a built-in key name', JSON.parse('{"__proto__": 3}'), /Unknown owner value|__proto__/],
		['a string for a number', { 'horde.brutes.power': '9' }, /whole number/],
		['a power out of range', { 'horde.brutes.power': 99 }, /between 0 and 20/],
		['a negative cost', { 'wall.1.cost': -5 }, /between 1 and 40/],
		['an unknown section', { 'horde.brutes.back.1': 'north' }, /unknown choice/],
		['an effect kind outside the vocabulary', { 'advisor.alchemist.active': [{ kind: 'eval', params: {} }] }, /does not know the effect kind/],
		['a step missing a parameter', { 'advisor.alchemist.active': [{ kind: 'gain', params: { goods: { wood: 1 } } }] }, /is missing/],
		['too many steps', { 'advisor.alchemist.active': Array.from({ length: 7 }, () => ({ kind: 'wound', params: { count: 1 } })) }, /at most 6 steps/],
		['an unknown resource', { 'rule.recruit.archer': { rice: 2 } }, /unknown kind of goods/],
		['a name too long', { 'advisor.alchemist.name': { cs: 'x'.repeat(49), en: 'x' } }, /at most 48/],
		['a spot off the grid', { 'horde.brutes.spots': [{ kind: 'spot', params: { row: 3, col: 1, reward: {} } }] }, /between 1 and 2/],
		['a horde card without spots', { 'horde.brutes.spots': [] }, /at least one vital spot/],
		[
			'a vital spot given twice',
			{
				'horde.brutes.spots': [
					{ kind: 'spot', params: { row: 1, col: 2, reward: {} } },
					{ kind: 'spot', params: { row: 1, col: 2, reward: { wood: 1 } } }
				]
			},
			/given twice/
		],
		['a start space off the board', { 'time.small.start': 7 }, /not on the board/],
		['a shortened track leaving the start behind', { 'time.large.start': 4, 'time.large.length': 3 }, /not on the board/],
		['a regular location without slots', { 'location.barracks.slots.large': 0 }, /at least 1 slot/],
		['too few command-track positions', { 'rule.commandTrack.large': 3 }, /between 4 and 5/],
		['two Reed Clan clerks in one location', { 'reed.clerk.2': 'lumberMill' }, /at most 1 of its clerks/],
		['two of Qin’s tokens on one location', { 'solo.token.wound': 'temple' }, /different location/]
	])('%s', (_label, raw, reason) => {
		const r = check(raw);
		expect(typeof r === 'string' ? r : 'accepted').toMatch(reason);
	});
	it('a special location may have no slots; a longer track may start later', () => {
		expect(typeof check({ 'location.headquarters.slots.small': 0, 'time.small.length': 8, 'time.small.start': 7 })).toBe('object');
	});
});

describe('the options a match carries its pack in', () => {
	const OPTIONS = shape.options({ mode: shape.initially(shape.oneOf(['standard']), 'standard'), ...gwContentOptionFields() });
	const packWith = (values: ContentValues) => ({ ...emptyPack(GW_CONTENT, 'Moje karty'), values });
	const parse = (raw: unknown) => {
		const r = OPTIONS.parse(raw);
		return r.ok ? checkGwPackOptions(r.value) : r;
	};

	it('a pack plays: its values and hash check', () => {
		const options = withPack({ mode: 'standard' }, packWith({ 'horde.brutes.power': 7 }));
		const r = parse(options);
		expect(r.ok).toBe(true);
		if (r.ok) expect(tablesOf({ options: r.value }).hordeTypeById.get('brutes')!.power).toBe(7);
	});
	it('options without pack keys are unchanged', () => {
		const r = parse({ mode: 'standard' });
		expect(r).toEqual({ ok: true, value: { mode: 'standard' } });
	});
	it('a hash that does not match the content is refused', () => {
		const options = withPack({ mode: 'standard' }, packWith({ 'horde.brutes.power': 7 })) as Record<string, unknown>;
		const r = parse({ ...options, content: { 'horde.brutes.power': 8 } });
		expect(r.ok ? 'accepted' : r.reason.en).toMatch(/hash does not match/);
	});
	it('an unplayable pack is refused even with a matching hash (the reason names the card)', () => {
		const bad = packWith({ 'horde.brutes.spots': [] as EffectValue });
		const options = withPack({ mode: 'standard' }, bad) as Record<string, unknown>;
		expect((options.contentPack as { hash: string }).hash).toBe(packHash(bad));
		const r = parse(options);
		expect(r.ok ? 'accepted' : r.reason.en).toMatch(/Brutes.*at least one vital spot/);
	});
	it('a pack file round-trips and a file with a hostile value is refused naming the field', () => {
		const pack = packWith({ 'tactic.retreat.boostChi': 3 });
		const ok = parsePack(GW_CONTENT, JSON.parse(JSON.stringify(pack)));
		expect(ok.ok).toBe(true);
		const badFile = JSON.stringify({ ...pack, values: { 'tactic.retreat.boostChi': 1e9 } });
		const r = parsePackText(GW_CONTENT, badFile);
		expect(r.ok ? 'accepted' : r.reason.en).toMatch(/Retreat.*Boost cost/);
	});
	it('every field value passes contentValueOf with its group and label in the reason', () => {
		const r = contentValueOf(field('wall.1.cost'), 0);
		expect(r.ok ? 'accepted' : r.reason.en).toMatch(/^Wall and barricades – Wall level 1: cost/);
	});
});

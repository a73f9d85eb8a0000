/**
 * The pack a new match plays and the pack a room's host plays (issue 25, item 4): the change lines
 * the new-match form and the lobby list, the host's pack read back out of its options (checked as a
 * file import would be), a guest's pack of the same name with other content, the remembered choice.
 */
import { describe, expect, it } from 'vitest';
import { emptyPack, packHash, withPack, type ContentDescription, type ContentPack } from '../../src/lib/engine';
import { BUILT_IN_CHOICE, differingPack, initialPackChoice, matchPackOf, packChangeLine, rememberedPackId, rememberPackId } from '../../src/lib/play/match-pack';

const t = (cs: string, en: string) => ({ cs, en });
const DESC: ContentDescription = {
	game: 'demo',
	version: 1,
	fields: [
		{ key: 'cost.a', group: t('Rváči', 'Rabble'), label: t('Cena', 'Cost'), kind: { k: 'int', min: 0, max: 9 }, placeholder: 2 },
		{ key: 'good.a', group: t('Rváči', 'Rabble'), label: t('Surovina', 'Good'), kind: { k: 'choice', options: [{ value: 'wood', label: t('dřevo', 'wood') }, { value: 'gold', label: t('zlato', 'gold') }] }, placeholder: 'wood' }
	],
	templates: [{ type: 'card', label: t('Karta', 'Card'), max: 3, fields: [{ key: 'name', label: t('Název', 'Name'), kind: { k: 'text', max: 40 }, initial: t('', '') }] }]
};
const PACK: ContentPack = {
	...emptyPack(DESC, 'Moje karty'),
	values: { 'cost.a': 3, 'good.a': 'gold' },
	added: [{ type: 'card', id: 'tower', values: { name: t('Věž', 'Tower') } }],
	notes: { 'cost.a': 'z mé krabice, karta 17' }
};
const OPTIONS = withPack({ mode: 'base' }, PACK);

describe('matchPackOf (the lobby: the host’s pack)', () => {
	it('names the pack and lists what it changes, in the description’s order', () => {
		const r = matchPackOf(DESC, OPTIONS);
		expect(r?.ok).toBe(true);
		if (!r?.ok) return;
		expect(r.value.label).toEqual({ name: 'Moje karty', hash: packHash(PACK) });
		expect(r.value.changes.map((c) => packChangeLine(c).cs)).toEqual(['Rváči – Cena: 2 → 3', 'Rváči – Surovina: dřevo → zlato', 'Karta: Věž']);
		expect(r.value.changes.map((c) => packChangeLine(c).en)).toEqual(['Rabble – Cost: 2 → 3', 'Rabble – Good: wood → gold', 'Card: Tower']);
	});
	it('the built-in data (no pack label): null', () => {
		expect(matchPackOf(DESC, { mode: 'base' })).toBeNull();
		expect(matchPackOf(DESC, withPack({ mode: 'base' }, emptyPack(DESC, 'Prázdný')))).toBeNull();
	});
	it('a host’s value outside the description is refused with the field’s name, not listed', () => {
		const bad = { ...(OPTIONS as object), content: { 'cost.a': 99 } };
		const r = matchPackOf(DESC, bad);
		expect(r?.ok).toBe(false);
		if (r && !r.ok) expect(r.reason.en).toContain('Cost');
		const unknown = { ...(OPTIONS as object), contentAdded: [{ type: 'spell', id: 'x', values: {} }] };
		expect(matchPackOf(DESC, unknown)?.ok).toBe(false);
	});
});

describe('differingPack (a guest’s pack of the same name)', () => {
	const label = { name: 'Moje karty', hash: packHash(PACK) };
	it('finds this device’s pack of the host’s name with other content', () => {
		const mine = { id: 'm1', pack: { name: 'Moje karty' }, hash: 'ffffffffffffffff' };
		expect(differingPack(label, [{ id: 'o', pack: { name: 'Jiný' }, hash: 'x' }, mine])).toBe(mine);
	});
	it('the same content, or no pack of that name: nothing to say', () => {
		expect(differingPack(label, [{ id: 'm1', pack: { name: 'Moje karty' }, hash: packHash(PACK) }])).toBeNull();
		expect(differingPack(label, [{ id: 'm1', pack: { name: 'Jiné karty' }, hash: 'ffffffffffffffff' }])).toBeNull();
	});
});

describe('the new-match form’s choice', () => {
	const packs = [
		{ id: 'p1', pack: { name: 'Turnaj' } },
		{ id: 'p2', pack: { name: 'Moje hodnoty' } }
	];
	it('the remembered pack while it exists, else the built-in data', () => {
		expect(initialPackChoice('p1', packs, 'Moje hodnoty')).toBe('p1');
		expect(initialPackChoice('gone', packs, 'Moje hodnoty')).toBe('');
		expect(initialPackChoice(BUILT_IN_CHOICE, packs, 'Moje hodnoty')).toBe('');
	});
	it('before any choice: the migrated owner values’ pack (new matches used them before packs), else built-in', () => {
		expect(initialPackChoice(null, packs, 'Moje hodnoty')).toBe('p2');
		expect(initialPackChoice(null, [packs[0]], 'Moje hodnoty')).toBe('');
	});
	it('remembers per game, the built-in data as a choice too', () => {
		const m = new Map<string, string>();
		const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
		expect(rememberedPackId('demo', store)).toBeNull();
		rememberPackId('demo', 'p1', store);
		rememberPackId('other', '', store);
		expect(rememberedPackId('demo', store)).toBe('p1');
		expect(rememberedPackId('other', store)).toBe(BUILT_IN_CHOICE);
		expect(initialPackChoice(rememberedPackId('other', store), packs, 'Moje hodnoty')).toBe('');
		const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
		expect(rememberedPackId('demo', broken)).toBeNull();
		expect(() => rememberPackId('demo', 'p1', broken)).not.toThrow();
	});
});

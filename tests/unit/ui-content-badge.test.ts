/**
 * The content badge (issue 25, item 4): the setup screen, the match header and the end screen say
 * "data from pack X (hash …)", the owner values of a match recorded before packs, or the mode's
 * placeholder/provisional mark; nothing for built-in data of a mode without placeholders.
 */
import { describe, expect, it } from 'vitest';
import { emptyPack, packHash, withContent, withPack, type ContentDescription, type GameMeta } from '../../src/lib/engine';
import { contentBadgeOf, shortHash } from '../../src/lib/ui/content-badge';
import { packsMatchCs, packsMatchEn } from '../../src/lib/i18n/packs-match';

const META: Pick<GameMeta, 'modes' | 'modeOf'> = {
	modes: [
		{ id: 'base', name: { cs: 'Základ', en: 'Base' } },
		{ id: 'solo', name: { cs: 'Sólo', en: 'Solo' }, provisional: true }
	],
	modeOf: (o) => ((o as { mode?: unknown } | null)?.mode === 'solo' ? 'solo' : (o as { mode?: unknown } | null)?.mode === 'base' ? 'base' : null)
};
const DESC: ContentDescription = {
	game: 'demo',
	version: 1,
	fields: [{ key: 'cost.a', group: { cs: 'A', en: 'A' }, label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 9 }, placeholder: 2 }],
	templates: []
};
const pack = { ...emptyPack(DESC, 'Moje karty'), values: { 'cost.a': 3 } };

describe('contentBadgeOf', () => {
	it('names the pack and the short form of its content hash', () => {
		const badge = contentBadgeOf(META, withPack({ mode: 'base' }, pack));
		expect(badge).toEqual({ t: 'pack', name: 'Moje karty', hash: packHash(pack).slice(0, 8) });
		expect(shortHash(packHash(pack))).toHaveLength(8);
	});
	it('a named pack wins over the mode’s provisional mark (the pack is what is played)', () => {
		expect(contentBadgeOf(META, withPack({ mode: 'solo' }, pack))?.t).toBe('pack');
	});
	it('a match recorded before packs with owner values says so (with their count)', () => {
		expect(contentBadgeOf(META, withContent({ mode: 'base' }, { 'cost.a': 3, 'cost.b': 1 }))).toEqual({ t: 'owner', count: 2 });
	});
	it('a provisional mode without a pack says it plays on placeholder values', () => {
		expect(contentBadgeOf(META, { mode: 'solo' })).toEqual({ t: 'provisional' });
	});
	it('built-in data of a mode without placeholders, or an unknown game: nothing', () => {
		expect(contentBadgeOf(META, { mode: 'base' })).toBeNull();
		expect(contentBadgeOf(META, withPack({ mode: 'base' }, emptyPack(DESC, 'Prázdný')))).toBeNull();
		expect(contentBadgeOf(undefined, { mode: 'solo' })).toBeNull();
	});
	it('a damaged pack label is not shown as a pack', () => {
		expect(contentBadgeOf(META, { mode: 'solo', contentPack: { name: 'X', hash: 7 } })).toEqual({ t: 'provisional' });
		expect(contentBadgeOf(META, { mode: 'base', contentPack: 'X' })).toBeNull();
	});
	it('its texts exist in Czech and English with the same keys and placeholders', () => {
		const cs = packsMatchCs.packMatch as Record<string, string>;
		const en = packsMatchEn.packMatch as Record<string, string>;
		expect(Object.keys(cs).sort()).toEqual(Object.keys(en).sort());
		const holes = (s: string) => [...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
		for (const k of Object.keys(cs)) expect(holes(cs[k]), k).toEqual(holes(en[k]));
		expect(cs.badgePack).toBe('Data z balíčku „{name}“ (otisk {hash})');
		expect(en.badgePack).toBe('Data from pack “{name}” (hash {hash})');
	});
});

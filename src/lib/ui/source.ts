/**
 * A card's source in words a player understands (issue 23). The data files tag every value
 * with developer codes ("data §5.4 jap001–003 (NCF, RB p.11)", "seed L120; cost [K][Z]",
 * "[IMG:…] [YAV:src/Enemies.hs]"); the catalogue and card details show what kind of source
 * it is — "pravidla, str. 11 · veřejný seznam karet" — and keep the raw tag in a tooltip or a
 * disclosure for owners who check the data. Unit-tested in tests/unit/ui-source.test.ts.
 */
export type SourceLang = 'cs' | 'en';

interface Kind {
	test: RegExp;
	label: { cs: string; en: string };
}

/** The codes, in the order they are named (the most authoritative first). */
const KINDS: Kind[] = [
	// The Czech rulebook: the seed transcripts of it (Rivals "seed L…", Mage Knight and Imperial Settlers "SEED l.…") and "R-CZ".
	{ test: /\bseed\b|\[SEED\b|\bR-CZ\b/i, label: { cs: 'česká pravidla', en: 'Czech rulebook' } },
	{ test: /\[FAQ\b/, label: { cs: 'oficiální FAQ', en: 'official FAQ' } },
	{ test: /\bPGB\d*\b/, label: { cs: 'blog vydavatele', en: 'publisher’s blog' } },
	{ test: /\bNCF\b|\bVDM\b|\bMQ\b/, label: { cs: 'veřejný seznam karet', en: 'public card list' } },
	{ test: /\[IMG:/, label: { cs: 'obrázky karet', en: 'card images' } },
	{ test: /\[(?:YAV|MKD):|\bZK\b|\[K\]|\[Z\d?\]|\[D\]/, label: { cs: 'fanouškovská verze hry', en: 'a fan-made version of the game' } },
	{ test: /\[FORUM\]/, label: { cs: 'diskuse hráčů', en: 'players’ forum' } },
	{ test: /placeholder|provisional|unverified|no source/i, label: { cs: 'odhad aplikace', en: 'the app’s estimate' } }
];

/** "RB p.11", "RB p.6–7, p.9" → the rulebook's pages. */
const RULEBOOK = /\bRB p\.\s?(\d+(?:[–-]\d+)?)((?:,\s*p\.\s?\d+(?:[–-]\d+)?)*)/g;

/** The source's kinds in words, most authoritative first: ["pravidla, str. 11", "veřejný seznam karet"]. */
export function sourceParts(raw: string, lang: SourceLang): string[] {
	const parts: string[] = [];
	const pages: string[] = [];
	for (const m of raw.matchAll(RULEBOOK)) {
		pages.push(m[1]);
		for (const more of m[2].matchAll(/p\.\s?(\d+(?:[–-]\d+)?)/g)) pages.push(more[1]);
	}
	if (pages.length) {
		const uniq = [...new Set(pages.map((p) => p.replace('-', '–')))];
		parts.push(lang === 'cs' ? `pravidla, str. ${uniq.join(', ')}` : `rulebook, p. ${uniq.join(', ')}`);
	}
	for (const k of KINDS) if (k.test.test(raw)) parts.push(k.label[lang]);
	if (!parts.length) parts.push(lang === 'cs' ? 'podklady aplikace' : 'the app’s notes');
	return parts;
}

/** The source as one line: "pravidla, str. 11 · veřejný seznam karet". */
export function readableSource(raw: string, lang: SourceLang): string {
	return sourceParts(raw, lang).join(' · ');
}

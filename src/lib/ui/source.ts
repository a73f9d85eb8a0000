/**
 * A card's source in words a player understands (issue 23). The data files tag every value
 * with developer codes ("data §5.4 jap001–003 (NCF, RB p.11)", "seed L120; cost [K][Z]",
 * "[IMG:…] [YAV:src/Enemies.hs]"); the catalogue and card details show what kind of source
 * it is — "anglická pravidla, str. 11 · fanouškovská verze hry" — and keep the raw tag in a tooltip or a
 * disclosure for owners who check the data. Unit-tested in tests/unit/ui-source.test.ts.
 */
export type SourceLang = 'cs' | 'en';

interface Kind {
	test: RegExp;
	label: { cs: string; en: string };
}

/**
 * The codes, in the order they are named (the most authoritative first). What each code is comes from
 * the sources tables of shared/rules/*-data.md and the source tags of rivals-for-catan.md.
 */
const KINDS: Kind[] = [
	// The Czech rulebook: the seed transcripts of it (Rivals "seed L…", Mage Knight and Imperial Settlers "SEED l.…") and "R-CZ".
	{ test: /\bseed\b|\[SEED\b|\bR-CZ\b/i, label: { cs: 'česká pravidla', en: 'Czech rulebook' } },
	// Mage Knight: scans of the first-printing English rulebook (RB1-pN) and the Ultimate Edition rulebook text (RB-UE).
	{ test: /\[RB1-p\d+\]|\[RB-UE\]/, label: { cs: 'anglická pravidla', en: 'English rulebook' } },
	{ test: /\[RB-DE\]/, label: { cs: 'německá pravidla', en: 'German rulebook' } },
	// The official catan.com FAQ of Rivals.
	{ test: /\[FAQ\b/, label: { cs: 'oficiální FAQ', en: 'official FAQ' } },
	// Portal Games' blog and game page (designer diary).
	{ test: /\bPGB\d*\b/, label: { cs: 'blog vydavatele', en: 'publisher’s blog' } },
	// VDM: a card list (CSV) of the 84 Common cards in a public repository.
	{ test: /\bVDM\b/, label: { cs: 'veřejný seznam karet', en: 'public card list' } },
	// Scans of the first-printing English components (Mage Knight).
	{ test: /\[IMG:/, label: { cs: 'obrázky karet', en: 'card images' } },
	// Fan-made digital versions: NCF (Imperial Settlers), YAV and MKD (Mage Knight), [K] and [Z] (Rivals).
	{ test: /\bNCF\b|\[(?:YAV|MKD):|\[K\]|\[Z\d?\]/, label: { cs: 'fanouškovská verze hry', en: 'a fan-made version of the game' } },
	// Rivals start-region numbers from students' course projects.
	{ test: /\[D\]/, label: { cs: 'studentské verze hry', en: 'students’ versions of the game' } },
	// ZK: a fan-made campaign companion app (faction boards).
	{ test: /\bZK\b/, label: { cs: 'fanouškovská pomocná aplikace', en: 'a fan-made companion app' } },
	// MQ: a review of the solo game (marquand.net); GS1/GS2: public Google spreadsheets of Mage Knight values.
	{ test: /\bMQ\b/, label: { cs: 'recenze hry', en: 'a review of the game' } },
	{ test: /\[GS\d\]/, label: { cs: 'veřejná tabulka', en: 'a public spreadsheet' } },
	{ test: /\[FORUM\]/, label: { cs: 'diskuse hráčů', en: 'players’ forum' } },
	{ test: /placeholder|provisional|unverified|no source/i, label: { cs: 'odhad aplikace', en: 'the app’s estimate' } }
];

/** "RB p.11", "RB p.6–7, p.9" → the pages of the official English rulebook (Imperial Settlers data: RB). */
const RULEBOOK = /\bRB p\.\s?(\d+(?:[–-]\d+)?)((?:,\s*p\.\s?\d+(?:[–-]\d+)?)*)/g;

/** The source's kinds in words, most authoritative first: ["anglická pravidla, str. 11", "fanouškovská verze hry"]. */
export function sourceParts(raw: string, lang: SourceLang): string[] {
	const parts: string[] = [];
	const pages: string[] = [];
	for (const m of raw.matchAll(RULEBOOK)) {
		pages.push(m[1]);
		for (const more of m[2].matchAll(/p\.\s?(\d+(?:[–-]\d+)?)/g)) pages.push(more[1]);
	}
	if (pages.length) {
		const uniq = [...new Set(pages.map((p) => p.replace('-', '–')))];
		parts.push(lang === 'cs' ? `anglická pravidla, str. ${uniq.join(', ')}` : `English rulebook, p. ${uniq.join(', ')}`);
	}
	for (const k of KINDS) if (k.test.test(raw)) parts.push(k.label[lang]);
	if (!parts.length) parts.push(lang === 'cs' ? 'podklady aplikace' : 'the app’s notes');
	return parts;
}

/** The source as one line: "anglická pravidla, str. 11 · fanouškovská verze hry". */
export function readableSource(raw: string, lang: SourceLang): string {
	return sourceParts(raw, lang).join(' · ');
}

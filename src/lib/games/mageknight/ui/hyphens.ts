/**
 * Soft hyphens in long Czech words of card titles, so a narrow card breaks "Im-pro-vi-zace"
 * at a syllable and never mid-syllable ("Improvizac|e"): browsers without a Czech hyphenation
 * dictionary (Chromium on Linux) otherwise break an overlong word anywhere. A simplified
 * Czech syllable rule: one consonant between vowels starts the next syllable (vi-za); a
 * cluster ending in r or l keeps that pair together (Im-pro, Os-tro); any other cluster is
 * split after its first consonant (střel-ba). "ch" is one consonant; at least 2 letters stay
 * before a break and 3 after it; words under 8 letters are left whole.
 */
const VOWEL = /[aáeéěiíoóuúůyý]/i;
const SHY = '\u00AD';

function hyphenateWord(w: string): string {
	if (w.length < 8 || !/^\p{L}+$/u.test(w)) return w;
	// Letters as units ("ch" is one consonant).
	const units: string[] = [];
	for (let i = 0; i < w.length; i++) {
		if (/c/i.test(w[i]) && /h/i.test(w[i + 1] ?? '')) {
			units.push(w.slice(i, i + 2));
			i++;
		} else units.push(w[i]);
	}
	const isV = (u: string) => VOWEL.test(u);
	const breaks = new Set<number>(); // unit index a break goes before
	let lastV = -1;
	for (let i = 0; i < units.length; i++) {
		if (!isV(units[i])) continue;
		if (lastV >= 0 && i - lastV > 1) {
			const n = i - lastV - 1; // consonants between the two vowels
			const last = units[i - 1].toLowerCase();
			breaks.add(n === 1 ? i - 1 : (last === 'r' || last === 'l') && n >= 2 ? i - 2 : lastV + 2);
		}
		lastV = i;
	}
	let out = '';
	let pos = 0;
	for (let i = 0; i < units.length; i++) {
		if (breaks.has(i) && pos >= 2 && w.length - pos >= 3) out += SHY;
		out += units[i];
		pos += units[i].length;
	}
	return out;
}

/** The text with soft hyphens in its long words (Czech only; other languages unchanged). */
export function softHyphens(text: string, lang: 'cs' | 'en'): string {
	return lang === 'cs' ? text.replace(/\p{L}+/gu, hyphenateWord) : text;
}

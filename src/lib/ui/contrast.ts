/**
 * WCAG 2 contrast of colours (issue 11: text ≥ 4.5:1). Used to pick readable text on game
 * colours (regions, resources, card kinds) instead of hand-tuning each pair; the unit test
 * checks every game colour pair the kit draws.
 */
function channel(c: number): number {
	const s = c / 255;
	return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
	let h = hex.replace('#', '');
	if (h.length === 3) h = [...h].map((x) => x + x).join('');
	const n = parseInt(h, 16);
	return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
	const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (hi + 0.05) / (lo + 0.05);
}

export const INK = '#1f1710';
export const WHITE = '#ffffff';

/** The text colour (near-black or white) that reads best on `background`. */
export function readableOn(background: string): string {
	return contrastRatio(background, INK) >= contrastRatio(background, WHITE) ? INK : WHITE;
}

/** Texts of the rules in Czech and English. */
import type { Text } from '$lib/engine';

export const tx = (cs: string, en: string): Text => ({ cs, en });

/**
 * "1 frakční lokace, 2 frakční lokace, 5 frakčních lokací" / "1 Faction Location, 2 Faction Locations":
 * Czech forms for 1 / 2–4 / 0 and 5+ (the case the sentence needs), English 1 / other.
 */
export function counted(n: number, cs: readonly [string, string, string], en: readonly [string, string]): Text {
	const form = n === 1 ? cs[0] : n >= 2 && n <= 4 ? cs[1] : cs[2];
	return { cs: `${n} ${form}`, en: `${n} ${n === 1 ? en[0] : en[1]}` };
}

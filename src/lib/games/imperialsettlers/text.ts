/** Texts of the rules in Czech and English. */
import { plural, pluralForms, type Text } from '$lib/engine';

export { tx } from '$lib/engine';

/**
 * "1 frakční lokace, 2 frakční lokace, 5 frakčních lokací" / "1 Faction Location, 2 Faction Locations":
 * Czech forms for 1 / 2–4 / 0 and 5+ (the case the sentence needs), English 1 / other (engine `plural`).
 */
export function counted(n: number, cs: readonly [string, string, string], en: readonly [string, string]): Text {
	return plural(n, pluralForms(cs, en));
}

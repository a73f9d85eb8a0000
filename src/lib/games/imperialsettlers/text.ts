/** Texts of the rules in Czech and English. */
import type { Text } from '$lib/engine';

export const tx = (cs: string, en: string): Text => ({ cs, en });

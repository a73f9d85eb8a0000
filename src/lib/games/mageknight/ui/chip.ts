/**
 * The player chip of the round bar (issue 23): every number says what it is. Visible: "Jana ·
 * taktika 3 · sláva 5"; the accessible name (and tooltip) starts with the same words, as axe's
 * label-content-name-mismatch asks, and adds the tactic's name: "Jana · taktika 3 · sláva 5
 * (taktika 3: Ranní ptáče)".
 */
export interface ChipText {
	/** The short visible parts after the name. */
	parts: string[];
	/** The accessible name (and tooltip): the visible text, then the tactic's name. */
	label: string;
}

export function playerChip(name: string, fame: number, lang: 'cs' | 'en', tactic?: { n: number; name: string } | null): ChipText {
	const cs = lang === 'cs';
	const tacticWord = cs ? 'taktika' : 'tactic';
	const parts: string[] = [];
	if (tactic) parts.push(`${tacticWord} ${tactic.n}`);
	parts.push(`${cs ? 'sláva' : 'Fame'} ${fame}`);
	const more = tactic ? ` (${tacticWord} ${tactic.n}: ${tactic.name})` : '';
	return { parts, label: `${[name, ...parts].join(' · ')}${more}` };
}

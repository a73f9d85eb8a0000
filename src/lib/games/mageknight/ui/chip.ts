/**
 * The player chip of the round bar (issue 23): every number says what it is. Visible: "Jana ·
 * taktika 3 · ★ 5"; the accessible name and tooltip in words: "Jana: taktika 3 (Ranní Flirt), sláva 5".
 */
export interface ChipText {
	/** The short visible parts after the name. */
	parts: string[];
	/** The accessible name (and tooltip): every number with its meaning. */
	label: string;
}

export function playerChip(name: string, fame: number, lang: 'cs' | 'en', tactic?: { n: number; name: string } | null): ChipText {
	const cs = lang === 'cs';
	const parts: string[] = [];
	const said: string[] = [];
	if (tactic) {
		parts.push(`${cs ? 'taktika' : 'tactic'} ${tactic.n}`);
		said.push(`${cs ? 'taktika' : 'tactic'} ${tactic.n} (${tactic.name})`);
	}
	parts.push(`★ ${fame}`);
	said.push(`${cs ? 'sláva' : 'Fame'} ${fame}`);
	return { parts, label: `${name}: ${said.join(', ')}` };
}

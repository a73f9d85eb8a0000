/** What the app knows of Imperial Settlers without loading its rules: names, modes, seats, factions. */
import type { GameMeta, ModeInfo, Text } from '$lib/engine';

/**
 * Modes. Provisional: about half the Faction Action/Feature texts are unknown and use the
 * NEUTRAL placeholder (data §9); the solo Attack cards' Targets are unknown (placeholder spread,
 * data/solo.ts); the expansion's cards are mostly unknown (data/expansion.ts). The multiplayer
 * modes take the `expansion` option (Siege, Conquest, Fortresses).
 */
export const IS_MODES: ModeInfo[] = [
	{ id: 'base-2p', name: { cs: 'Základní hra (2 hráči)', en: 'Base game (2 players)' }, minSeats: 2, maxSeats: 2, provisional: true },
	{ id: 'base-3p', name: { cs: 'Základní hra (3 hráči)', en: 'Base game (3 players)' }, minSeats: 3, maxSeats: 3, provisional: true },
	{ id: 'base-4p', name: { cs: 'Základní hra (4 hráči)', en: 'Base game (4 players)' }, minSeats: 4, maxSeats: 4, provisional: true },
	{ id: 'solo', name: { cs: 'Sólo proti virtuálnímu hráči', en: 'Solo against the virtual player' }, minSeats: 1, maxSeats: 1, provisional: true },
	{ id: 'solo-conquest', name: { cs: 'Sólo s dobýváním (rozšíření)', en: 'Solo conquest (expansion)' }, minSeats: 1, maxSeats: 1, provisional: true }
];

/** The options a mode starts with (the recommended defaults of every open choice). */
export function defaultOptionsFor(mode: string) {
	if (mode === 'solo') return { mode, factionReshuffle: false, expansion: false, soloGoal: 'faction' as const };
	if (mode === 'solo-conquest') return { mode, factionReshuffle: false, expansion: true, soloGoal: 'faction' as const, difficulty: 'medium' as const };
	return { mode, factionReshuffle: false, expansion: false };
}

const modeOf = (options: unknown): string | null => {
	const mode = (options as { mode?: unknown } | null)?.mode;
	return IS_MODES.some((m) => m.id === mode) ? (mode as string) : null;
};

export const imperialSettlersMeta: GameMeta = {
	id: 'imperialsettlers',
	name: { cs: 'Settlers: Zrod impéria', en: 'Imperial Settlers' },
	minSeats: 1,
	maxSeats: 4,
	modes: IS_MODES,
	seatChoices: [
		{
			id: 'faction',
			name: { cs: 'Frakce', en: 'Faction' },
			unique: true,
			options: [
				{ id: 'romans', name: { cs: 'Římané', en: 'Romans' }, provisional: true },
				{ id: 'barbarians', name: { cs: 'Barbaři', en: 'Barbarians' }, provisional: true },
				{ id: 'egyptians', name: { cs: 'Egypťané', en: 'Egyptians' }, provisional: true },
				{ id: 'japanese', name: { cs: 'Japonci', en: 'Japanese' }, provisional: true }
			]
		}
	],
	optionsForMode: defaultOptionsFor,
	modeOf,
	describe(options): Text {
		const mode = IS_MODES.find((m) => m.id === modeOf(options));
		if (!mode) return { cs: '', en: '' };
		const o = options as { factionReshuffle?: boolean; expansion?: boolean; difficulty?: string };
		const cs = [mode.name.cs];
		const en = [mode.name.en];
		if (o.expansion && mode.id !== 'solo-conquest') cs.push('s rozšířením'), en.push('with the expansion');
		if (o.difficulty) cs.push({ easy: 'snadná', medium: 'střední', hard: 'těžká' }[o.difficulty] ?? ''), en.push(o.difficulty);
		if (o.factionReshuffle) cs.push('frakční balíček se míchá znovu'), en.push('Faction decks reshuffle');
		const owner = Object.keys((options as { content?: object }).content ?? {}).length;
		if (owner) cs.push(`hodnoty vlastníka: ${owner}`), en.push(`owner values: ${owner}`);
		return { cs: cs.join(', '), en: en.join(', ') };
	}
};

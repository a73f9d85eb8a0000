/** What the app knows of Imperial Settlers without loading its rules: names, modes, seats, factions. */
import type { GameMeta, ModeInfo, Text } from '$lib/engine';

/**
 * Modes. Provisional: about half the Faction Action/Feature texts are unknown and use the
 * NEUTRAL placeholder (data §9). Solo ('solo', 'solo-conquest') and the expansion option are
 * the next step (DESIGN.md, "Seams").
 */
export const IS_MODES: ModeInfo[] = [
	{ id: 'base-2p', name: { cs: 'Základní hra (2 hráči)', en: 'Base game (2 players)' }, minSeats: 2, maxSeats: 2, provisional: true },
	{ id: 'base-3p', name: { cs: 'Základní hra (3 hráči)', en: 'Base game (3 players)' }, minSeats: 3, maxSeats: 3, provisional: true },
	{ id: 'base-4p', name: { cs: 'Základní hra (4 hráči)', en: 'Base game (4 players)' }, minSeats: 4, maxSeats: 4, provisional: true }
];

const modeOf = (options: unknown): string | null => {
	const mode = (options as { mode?: unknown } | null)?.mode;
	return IS_MODES.some((m) => m.id === mode) ? (mode as string) : null;
};

export const imperialSettlersMeta: GameMeta = {
	id: 'imperialsettlers',
	name: { cs: 'Settlers: Zrod impéria', en: 'Imperial Settlers' },
	minSeats: 2,
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
	optionsForMode: (mode) => ({ mode, factionReshuffle: false, expansion: false }),
	modeOf,
	describe(options): Text {
		const mode = IS_MODES.find((m) => m.id === modeOf(options));
		if (!mode) return { cs: '', en: '' };
		const re = (options as { factionReshuffle?: boolean }).factionReshuffle;
		return { cs: mode.name.cs + (re ? ', frakční balíček se míchá znovu' : ''), en: mode.name.en + (re ? ', Faction decks reshuffle' : '') };
	}
};

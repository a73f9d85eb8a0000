/** What the app knows of Mage Knight without loading its rules: names, modes, seats, heroes. */
import { shape, type GameMeta, type ModeInfo, type Text } from '$lib/engine';

export const MK_MODES: ModeInfo[] = [
	{ id: 'first-reconnaissance-2p', name: { cs: 'První průzkum (2 hráči)', en: 'First Reconnaissance (2 players)' }, minSeats: 2, maxSeats: 2, provisional: true },
	{ id: 'first-reconnaissance-3p', name: { cs: 'První průzkum (3 hráči)', en: 'First Reconnaissance (3 players)' }, minSeats: 3, maxSeats: 3, provisional: true },
	{ id: 'first-reconnaissance-4p', name: { cs: 'První průzkum (4 hráči)', en: 'First Reconnaissance (4 players)' }, minSeats: 4, maxSeats: 4, provisional: true },
	{ id: 'solo', name: { cs: 'První průzkum sólo (s automatickým hráčem)', en: 'First Reconnaissance solo (with the Dummy player)' }, minSeats: 1, maxSeats: 1, provisional: true }
];

/** Every mode: player-vs-player combat (optional in First Reconnaissance, spec §8.1) is off unless chosen. */
const PVP = { pvp: shape.def(shape.bool(), false) };

/** The options, per mode (the ids of MK_MODES): what each takes and what a new match starts from. */
export const MK_OPTIONS = shape.modeOptions('mode', {
	'first-reconnaissance-2p': PVP,
	'first-reconnaissance-3p': PVP,
	'first-reconnaissance-4p': PVP,
	solo: PVP
});

/**
 * Rounds of First Reconnaissance: 3 (Day, Night, Day); solo 4 (Day, Night, Day, Night) [external:
 * Rulebook, spec §1]. The one source for the setup (setup.ts maxRounds) and the rules help.
 */
export function roundsOfMode(mode: string): number {
	return mode === 'solo' ? 4 : 3;
}

const modeOf = (options: unknown): string | null => {
	const mode = (options as { mode?: unknown } | null)?.mode;
	return MK_MODES.some((m) => m.id === mode) ? (mode as string) : null;
};

export const mageKnightMeta: GameMeta = {
	id: 'mageknight',
	name: { cs: 'Mage Knight', en: 'Mage Knight' },
	minSeats: 1,
	maxSeats: 4,
	modes: MK_MODES,
	seatChoices: [
		{
			id: 'hero',
			name: { cs: 'Hrdina', en: 'Hero' },
			unique: true,
			options: [
				{ id: 'arythea', name: { cs: 'Arythea', en: 'Arythea' } },
				{ id: 'goldyx', name: { cs: 'Goldyx', en: 'Goldyx' } },
				{ id: 'norowas', name: { cs: 'Norowas', en: 'Norowas' } },
				{ id: 'tovak', name: { cs: 'Tovak', en: 'Tovak' } }
			]
		}
	],
	optionsForMode: (mode) => MK_OPTIONS.defaultsFor(mode),
	modeOf,
	describe(options): Text {
		const mode = MK_MODES.find((m) => m.id === modeOf(options));
		if (!mode) return { cs: '', en: '' };
		const pvp = (options as { pvp?: boolean }).pvp;
		return { cs: mode.name.cs + (pvp ? ', souboje hráčů' : ''), en: mode.name.en + (pvp ? ', player-vs-player combat' : '') };
	}
};

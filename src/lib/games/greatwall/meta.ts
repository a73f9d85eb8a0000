/** What the app knows of The Great Wall without loading its rules (state layer): modes, options, readings. */
import { packOfOptions, shape, tx, type GameMeta, type ModeInfo, type Text } from '$lib/engine';
import type { ModeId } from './types';

/**
 * Every mode of the seed (spec §1, §8); `offered`: built in this rules version. All provisional:
 * most card faces and board values are placeholders (great-wall-data.md GW-Y).
 */
export const GW_MODES: (ModeInfo & { id: ModeId; offered: boolean })[] = [
	{ id: 'standard', name: tx('Základní hra (3–4 hráči)', 'Standard game (3–4 players)'), minSeats: 3, maxSeats: 4, provisional: true, offered: true },
	{ id: 'two-player', name: tx('Dva hráči s Rákosovým klanem', 'Two players with the Reed Clan'), minSeats: 2, maxSeats: 2, provisional: true, offered: false },
	{ id: 'solo', name: tx('Sólo proti Čchin Ťiou-šaovi', 'Solo against Qin Jiushao'), minSeats: 1, maxSeats: 1, provisional: true, offered: false },
	{ id: 'coop', name: tx('Kooperativní hra', 'Cooperative game'), minSeats: 2, maxSeats: 4, provisional: true, cooperative: true, offered: false }
];

/** The modes a match can be started in. */
export const OFFERED_MODES: ModeInfo[] = GW_MODES.filter((m) => m.offered).map(({ offered: _offered, ...m }) => m);

/** The readings where the seed is open (spec §12.2, DESIGN.md "## Rules"), each with the recommended default. */
const READINGS = {
	teaTie: shape.def(shape.oneOf(['lot', 'seat'] as const), 'lot'),
	honorFloor: shape.def(shape.oneOf(['scoring', 'always'] as const), 'always'),
	leader: shape.def(shape.oneOf(['front', 'anywhere'] as const), 'front'),
	emptyHand: shape.def(shape.oneOf(['forceReclaim', 'skipFall'] as const), 'forceReclaim')
};

export const GW_OPTIONS = shape.modeOptions('mode', { standard: READINGS });

const modeOf = (options: unknown): string | null => {
	const mode = (options as { mode?: unknown } | null)?.mode;
	return OFFERED_MODES.some((m) => m.id === mode) ? (mode as string) : null;
};

export const greatWallMeta: GameMeta = {
	id: 'greatwall',
	name: tx('Velká čínská zeď', 'The Great Wall'),
	minSeats: 3,
	maxSeats: 4,
	modes: OFFERED_MODES,
	optionsForMode: (mode) => GW_OPTIONS.defaultsFor(mode),
	modeOf,
	describe(options): Text {
		const mode = OFFERED_MODES.find((m) => m.id === modeOf(options));
		if (!mode) return tx('', '');
		const pack = packOfOptions(options);
		return pack ? { cs: `${mode.name.cs}, data z balíčku „${pack.name}“`, en: `${mode.name.en}, data from pack “${pack.name}”` } : mode.name;
	}
};

/** What the app knows of the Rivals without loading its rules: names, modes, seats. */
import { shape, type GameMeta, type ModeInfo, type Text } from '$lib/engine';

/** Modes that are complete and tested; theme sets with provisional card values are marked so. */
export const RIVALS_MODES: ModeInfo[] = [
	{ id: 'intro', name: { cs: 'První Kataňan (úvodní hra)', en: 'The First Catanians (introductory game)' } },
	{ id: 'gold', name: { cs: 'Období zlata', en: 'The Era of Gold' }, provisional: true },
	{ id: 'turmoil', name: { cs: 'Období zmatků', en: 'The Era of Turmoil' }, provisional: true },
	{ id: 'progress', name: { cs: 'Období rozvoje', en: 'The Era of Progress' }, provisional: true },
	{ id: 'duel', name: { cs: 'Souboj knížat', en: 'Duel of the Princes' }, provisional: true }
];

/** The options: one of the modes (their ids are the Mode union), nothing else. */
export const RIVALS_OPTIONS = shape.modeOptions('mode', { intro: {}, gold: {}, turmoil: {}, progress: {}, duel: {} });

const modeOf = (options: unknown): string | null => {
	const mode = (options as { mode?: unknown } | null)?.mode;
	return RIVALS_MODES.some((m) => m.id === mode) ? (mode as string) : null;
};

export const rivalsMeta: GameMeta = {
	id: 'rivals',
	name: { cs: 'Knížata z Katanu', en: 'The Rivals for Catan' },
	minSeats: 2,
	maxSeats: 2,
	modes: RIVALS_MODES,
	optionsForMode: (mode) => RIVALS_OPTIONS.defaultsFor(mode),
	modeOf,
	describe(options): Text {
		const mode = RIVALS_MODES.find((m) => m.id === modeOf(options));
		if (!mode) return { cs: '', en: '' };
		return mode.provisional ? { cs: `${mode.name.cs} (předběžné hodnoty karet)`, en: `${mode.name.en} (provisional card values)` } : mode.name;
	}
};

/** What the app knows of Imperial Settlers without loading its rules: names, modes, seats, factions. */
import { packOfOptions, shape, tx, type GameMeta, type ModeInfo, type Text } from '$lib/engine';
import { FACTION_IDS } from './data/types';
import type { Difficulty, ModeId, SoloGoal } from './types';

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

const SOLO_ONLY = tx('Cíl, obtížnost a frakce virtuálního hráče patří jen k sólu.', 'Goal, difficulty and the virtual faction belong to the solo modes only.');
const CONQUEST_ONLY = tx('Obtížnost a frakce virtuálního hráče patří jen k sólu s dobýváním.', 'Difficulty and the virtual faction belong to solo conquest only.');
/** Every mode: an empty Faction deck is not reshuffled unless chosen (RB p.10; the errata, data §8.2 C8, says it is not). */
const factionReshuffle = shape.def(shape.bool(), false);
/** The solo goal (data §8.2 C6): the RB Goal, more Faction Locations, unless chosen otherwise. */
const soloGoal = shape.def(shape.oneOf<SoloGoal>(['faction', 'all']), 'faction');
/** The multiplayer modes: the expansion (Siege, Conquest, Fortresses) is off unless chosen; nothing of the solo. */
const MULTIPLAYER = {
	factionReshuffle,
	expansion: shape.def(shape.bool(), false),
	soloGoal: shape.absent(SOLO_ONLY),
	difficulty: shape.absent(SOLO_ONLY),
	virtualFaction: shape.absent(SOLO_ONLY)
};

/**
 * The options, per mode: which ones a mode takes, what it fixes, what a missing one means and what a
 * new match starts from (the setup form's defaults, `optionsForMode`). The rules' parseOptions reads
 * this same table (rules.ts adds the owner values, engine/content.ts).
 */
export const IS_OPTIONS = shape.modeOptions('mode', {
	'base-2p': MULTIPLAYER,
	'base-3p': MULTIPLAYER,
	'base-4p': MULTIPLAYER,
	solo: {
		factionReshuffle,
		expansion: shape.fixed(false, tx('Základní sólo se hraje bez rozšíření; s ním je režim „Sólo s dobýváním“.', 'The base solo is played without the expansion; with it, choose “Solo conquest”.')),
		soloGoal,
		difficulty: shape.absent(CONQUEST_ONLY),
		virtualFaction: shape.absent(CONQUEST_ONLY)
	},
	'solo-conquest': {
		factionReshuffle,
		expansion: shape.fixed(true, tx('Sólo s dobýváním je režim rozšíření.', 'Solo conquest is a mode of the expansion.')),
		soloGoal,
		// Conquest waves per round (SEED l.164–170): medium unless chosen.
		difficulty: shape.def(shape.oneOf<Difficulty>(['easy', 'medium', 'hard']), 'medium'),
		// Dealt at random from the factions nobody plays unless chosen.
		virtualFaction: shape.opt(shape.oneOf(FACTION_IDS))
	}
} satisfies Record<ModeId, object>);

/** The options a mode starts with (the recommended defaults of every open choice). */
export const defaultOptionsFor = IS_OPTIONS.defaultsFor;

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
	optionsForMode: (mode) => IS_OPTIONS.defaultsFor(mode),
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
		// A pack names itself (ui/ContentBadge); owner values recorded before packs are counted.
		const pack = packOfOptions(options);
		const owner = Object.keys((options as { content?: object }).content ?? {}).length;
		if (pack) cs.push(`data z balíčku „${pack.name}“`), en.push(`data from pack “${pack.name}”`);
		else if (owner) cs.push(`hodnoty vlastníka: ${owner}`), en.push(`owner values: ${owner}`);
		return { cs: cs.join(', '), en: en.join(', ') };
	}
};

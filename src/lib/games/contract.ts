/**
 * What a game provides besides its rules (src/lib/engine/types.ts): the lazy UI
 * package the app loads to play it, and the headless part Node tools load.
 */
import type { AnyGameModule, Bot, ContentDescription, ContentValues, GameMeta, Text } from '$lib/engine';
import type { Component } from 'svelte';

/** Props every game board component receives from the match page. */
export interface BoardProps {
	/** The view of the seat deciding on this device (or a spectator view). */
	view: unknown;
	/** The seat whose eyes the board shows; null for a public view. */
	seat: number | null;
	/** Legal actions of `seat` now (empty when it is not this seat's decision). */
	legal: unknown[];
	names: string[];
	lang: 'cs' | 'en';
	/** Submits an action; the answer is a rejection reason or null when accepted. */
	act: (action: unknown) => Promise<Text | null>;
	/** Why an action is not legal now (null when it is). */
	explain: (action: unknown) => Text | null;
}

/**
 * A game's catalogue page (its cards, tiles, enemies with values and sources); `owner`: the
 * owner's corrections of placeholder values saved on this device (engine/content.ts), if any.
 */
export interface CatalogueProps {
	owner?: ContentValues;
}

/**
 * A game's setup form: options beyond the mode (a scenario, a variant, a difficulty), shown
 * on the home page under the mode. It starts from `options` (the mode's defaults from the
 * meta) and reports every change; the game's `parseOptions`/`setup` validate at the start.
 */
export interface SetupFormProps {
	mode: string;
	options: unknown;
	lang: 'cs' | 'en';
	change: (options: unknown) => void;
}

/** A game's rules summary, opened from the match page; `options` are the match's. */
export interface RulesHelpProps {
	options: unknown;
	lang: 'cs' | 'en';
}

/** A game's lazily loaded UI package. */
export interface GamePackage {
	module: AnyGameModule;
	bots: Bot[];
	Board: Component<BoardProps>;
}

/** Rules and bots only, for Node tools (sim, bench, soak) and tests. */
export interface HeadlessGame {
	module: AnyGameModule;
	bots: Bot[];
	/** What `npm run bench` measures for this game beyond its defaults. */
	bench?: {
		/** The mode whose complete bot match is replayed from its log (default: the benched mode). */
		replayMode?: string;
	};
}

/** One line of the manifest: a game's static meta and how to load the rest. */
export interface GameEntry {
	meta: GameMeta;
	/**
	 * The UI package (rules, bots, board…): one lazy chunk. A game whose board is not built
	 * yet has none: the tools and tests play it headless and the app does not list it.
	 */
	ui?: () => Promise<GamePackage>;
	/** Rules and bots without any UI. */
	headless: () => Promise<HeadlessGame>;
	/**
	 * The game's catalogue page: every content item with its values, sources and
	 * provisional marks, served at /catalogue?game=<id> (its own lazy chunk).
	 */
	catalogue?: () => Promise<{ default: Component<CatalogueProps> | Component<Record<string, never>> }>;
	/** The setup form (options beyond the mode), a lazy chunk of its own. */
	setupForm?: () => Promise<{ default: Component<SetupFormProps> }>;
	/** The rules summary the match page opens, a lazy chunk of its own. */
	rulesHelp?: () => Promise<{ default: Component<RulesHelpProps> }>;
	/**
	 * The placeholder values the owner may correct (engine/content.ts), a lazy chunk of its own:
	 * the /content page lists them, a new match carries the owner's values in `options.content`.
	 */
	content?: () => Promise<ContentDescription>;
}

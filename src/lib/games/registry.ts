/**
 * The catalogue of games. Metadata is static so the home page can list games
 * without loading them; each game's rules, bots and UI load lazily as one chunk.
 */
import type { AnyGameModule, Bot, ModeInfo, Text } from '$lib/engine';
import type { Component } from 'svelte';

export interface GameMeta {
	id: string;
	name: Text;
	minSeats: number;
	maxSeats: number;
	modes: ModeInfo[];
	/** The option value that selects each mode. */
	optionsForMode(mode: string): unknown;
}

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

export interface GamePackage {
	module: AnyGameModule;
	bots: Bot[];
	Board: Component<BoardProps>;
}

export const games: GameMeta[] = [
	{
		id: 'rivals',
		name: { cs: 'Knížata z Katanu', en: 'The Rivals for Catan' },
		minSeats: 2,
		maxSeats: 2,
		modes: [
			{ id: 'intro', name: { cs: 'První Kataňan (úvodní hra)', en: 'The First Catanians (introductory game)' } },
			{ id: 'gold', name: { cs: 'Období zlata', en: 'The Era of Gold' }, provisional: true },
			{ id: 'turmoil', name: { cs: 'Období zmatků', en: 'The Era of Turmoil' }, provisional: true },
			{ id: 'progress', name: { cs: 'Období rozvoje', en: 'The Era of Progress' }, provisional: true },
			{ id: 'duel', name: { cs: 'Souboj knížat', en: 'Duel of the Princes' }, provisional: true }
		],
		optionsForMode: (mode) => ({ mode })
	}
];

const loaders: Record<string, () => Promise<GamePackage>> = {
	rivals: () => import('./rivals/package').then((m) => m.rivalsPackage)
};

export function gameMeta(id: string): GameMeta | undefined {
	return games.find((g) => g.id === id);
}

export async function loadGame(id: string): Promise<GamePackage | undefined> {
	const load = loaders[id];
	return load ? load() : undefined;
}

/**
 * The app's view of the manifest: game metadata without loading anything, and
 * each game's UI package on demand.
 */
import type { ContentDescription, ContentField, GameMeta } from '$lib/engine';
import type { Component } from 'svelte';
import type { CatalogueProps, GamePackage, RulesHelpProps, SetupFormProps } from './contract';
import { manifest } from './manifest';

export type { BoardProps, CatalogueProps, GamePackage, RulesHelpProps, SetupFormProps } from './contract';

/** Games the app offers: those with a board (a headless-only game is for the tools). */
export const games: GameMeta[] = manifest.filter((e) => e.ui).map((e) => e.meta);

export function gameMeta(id: string): GameMeta | undefined {
	return games.find((g) => g.id === id);
}

export function hasCatalogue(id: string): boolean {
	return !!manifest.find((e) => e.meta.id === id)?.catalogue;
}

/** A game's catalogue page component, or undefined when it has none. */
export async function loadCatalogue(id: string): Promise<Component<CatalogueProps> | undefined> {
	const load = manifest.find((e) => e.meta.id === id)?.catalogue;
	return load ? ((await load()).default as Component<CatalogueProps>) : undefined;
}

/** A game's setup form (options beyond the mode), or undefined when it has none. */
export async function loadSetupForm(id: string): Promise<Component<SetupFormProps> | undefined> {
	const load = manifest.find((e) => e.meta.id === id)?.setupForm;
	return load ? (await load()).default : undefined;
}

/** A game's rules summary for the match page, or undefined when it has none. */
export async function loadRulesHelp(id: string): Promise<Component<RulesHelpProps> | undefined> {
	const load = manifest.find((e) => e.meta.id === id)?.rulesHelp;
	return load ? (await load()).default : undefined;
}

export async function loadGame(id: string): Promise<GamePackage | undefined> {
	const entry = manifest.find((e) => e.meta.id === id);
	return entry?.ui ? entry.ui() : undefined;
}

/** Games whose placeholder values the owner may correct (/content). */
export const gamesWithContent = (): GameMeta[] => manifest.filter((e) => e.ui && e.content).map((e) => e.meta);

/** A game's content description (engine/pack.ts), null when it has none. */
export async function loadContentDescription(id: string): Promise<ContentDescription | null> {
	const load = manifest.find((e) => e.meta.id === id)?.content;
	return load ? load() : null;
}

/** A game's owner-correctable fields (empty when it has none). */
export async function loadContentFields(id: string): Promise<ContentField[]> {
	return (await loadContentDescription(id))?.fields ?? [];
}

/**
 * Every game of the app, one line each. Adding a game means adding its folder
 * and one line here; the app, the saves, the sim, the bench and the soak all
 * read this list. Metadata is static (the home page lists games without loading
 * them); each game's rules, bots and UI load lazily as their own chunk.
 */
import type { GameEntry } from './contract';
import { imperialSettlersMeta } from './imperialsettlers/meta';
import { mageKnightMeta } from './mageknight/meta';
import { rivalsMeta } from './rivals/meta';

export const manifest: GameEntry[] = [
	{ meta: rivalsMeta, ui: () => import('./rivals/package').then((m) => m.rivalsPackage), headless: () => import('./rivals/headless').then((m) => m.rivalsHeadless), catalogue: () => import('./rivals/ui/Catalogue.svelte'), rulesHelp: () => import('./rivals/ui/RulesHelp.svelte'), content: () => import('./rivals/content').then((m) => m.RIVALS_CONTENT) },
	{ meta: mageKnightMeta, ui: () => import('./mageknight/package').then((m) => m.mageKnightPackage), headless: () => import('./mageknight/headless').then((m) => m.mageKnightHeadless), catalogue: () => import('./mageknight/ui/Catalogue.svelte'), rulesHelp: () => import('./mageknight/ui/RulesHelp.svelte'), setupForm: () => import('./mageknight/ui/SetupForm.svelte'), content: () => import('./mageknight/content').then((m) => m.MK_CONTENT) },
	{ meta: imperialSettlersMeta, ui: () => import('./imperialsettlers/package').then((m) => m.imperialSettlersPackage), headless: () => import('./imperialsettlers/headless').then((m) => m.imperialSettlersHeadless), catalogue: () => import('./imperialsettlers/ui/Catalogue.svelte'), rulesHelp: () => import('./imperialsettlers/ui/RulesHelp.svelte'), setupForm: () => import('./imperialsettlers/ui/SetupForm.svelte'), content: () => import('./imperialsettlers/content').then((m) => m.IS_CONTENT) }
];

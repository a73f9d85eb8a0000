/**
 * The sites module: interaction with locals (spec §5.5), challenges, adventure sites,
 * burning monasteries, and what a combat does to the map and its rewards (`afterCombat`).
 */
import type { HandlerTable } from '$lib/engine';
import type { MkAction } from '../tasks';
import type { MkState, TurnActionDef, TurnMenu } from '../types';
import { ADVENTURE_ACTIONS, altarRewardHandler } from './adventure';
import { INTERACT_ACTIONS, disbandHandler, grantSpellHandler } from './interact';
import type { SiteTask } from './types';

export type { SiteAction, SiteTask } from './types';
export { afterCombat } from './outcome';
export { interactionSite, purchasable, gainUnit } from './interact';
export { manaAvailable, healPrice, advancedPrice, spellPrice, type InteractionSite, type InhabitedKind } from './common';

/** The turn-menu actions owned by sites (merged into TURN_ACTIONS by turn.ts). */
export const SITE_TURN_ACTIONS: Record<string, TurnActionDef> = {
	...INTERACT_ACTIONS,
	...ADVENTURE_ACTIONS
} satisfies TurnMenu;

/** Handlers of the sites module's tasks (merged in rules.ts). */
export const SITE_HANDLERS: HandlerTable<MkState, SiteTask, MkAction> = {
	disband: disbandHandler,
	altarReward: altarRewardHandler,
	grantSpell: grantSpellHandler
};

/**
 * The Rivals for Catan. The folder in layers; a file imports only from its own layer or below
 * (`npx depcruise src --config .dependency-cruiser.cjs` finds no cycle in it):
 *
 *   data      card-types.ts (card shapes) ← cards.ts, cards-theme.ts (the card records); meta.ts;
 *             content-fields.ts (names, region numbers, counts, text numbers as pack fields) ←
 *             content.ts (the pack fields over the records, and the match's card table they give)
 *   state     types.ts (state, every task and action shape), clone.ts, actionSchema.ts, context.ts
 *   facts     principality.ts, theme.ts (effective ids, sites, requirements from facts), requirements.ts
 *             (from the state), resources.ts, turmoil.ts, progress.ts; text.ts (log texts); decks.ts (the
 *             decks from the match's card counts); zones.ts
 *             (the piles as the toolkit's zones: who sees what, for the view and the contract)
 *   rules     setup.ts, version.ts, flow.ts (the turn's automatic steps), themes/ (hook objects per
 *             card set: action cards and on-built effects), decisions.ts (the action phase, removals)
 *   moves     handlers/*.ts: one handler per task kind
 *   assembly  handlers/index.ts (the exhaustive table and the kernel), rules.ts (the module on
 *             kernelModuleParts), view.ts, bots.ts; headless.ts and package.ts for the app
 */
export { rivals, RULES_VERSION } from './rules';
export { rivalsBots } from './bots';
export type { RivalsState, RivalsAction, RivalsOptions } from './types';
export type { RivalsView } from './view';

/**
 * What the new-match form's pack chooser needs beyond the first page (issue 25): the stored packs,
 * the remembered choice and the list of changes. The home page loads it with the game's content
 * description, so none of it weighs on the first page's JavaScript (budget: README "Performance").
 */
export { listPacks, MIGRATED_PACK_NAME } from '$lib/store/packs';
export { initialPackChoice, rememberedPackId, rememberPackId } from './match-pack';
export { default as PackChanges } from './PackChanges.svelte';
// The pack's options and list of changes: the engine's pack code comes with the chooser, not before.
export { packChanges, withPack } from '$lib/engine/pack';

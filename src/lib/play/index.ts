export * from './controller.svelte';
export { catalogText } from './messages';

export * from './controller.svelte';
export { catalogText } from './messages';
export * from './authority';
export { appBotClient, createBotClient, BOT_TIMEOUT_MS } from './bot-client';

// The SvelteKit aliases, for dependency-cruiser's resolver (Svelte components import `$lib/...`).
const path = require('node:path');
module.exports = { resolve: { alias: { $lib: path.resolve(__dirname, '../../src/lib') } } };

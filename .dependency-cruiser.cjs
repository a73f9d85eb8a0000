/**
 * The architecture's nevers, checked by `npm test` (tests/unit/architecture.test.ts) and by
 * `npx depcruise src --config .dependency-cruiser.cjs`. README "Architecture" explains the layers.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const GAME = '^src/lib/games/([^/]+)/';
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			comment: 'No import cycles anywhere in src/.',
			severity: 'error',
			from: { path: '^src/' },
			to: { circular: true },
		},
		{
			name: 'engine-knows-no-game',
			comment: 'The engine is game-agnostic: it imports nothing of games, net, store, play, ui or routes.',
			severity: 'error',
			from: { path: '^src/lib/engine/' },
			to: { path: '^src/(lib/(games|net|store|play|ui|i18n)|routes)/' },
		},
		{
			name: 'game-stays-in-its-folder',
			comment: 'A game never reaches into another game.',
			severity: 'error',
			from: { path: GAME },
			to: { path: '^src/lib/games/([^/]+)/', pathNot: '^src/lib/games/$1/' },
		},
		{
			name: 'game-knows-no-app',
			comment: 'A game never imports net, store, play, routes or the game registry/manifest.',
			severity: 'error',
			from: { path: GAME },
			to: { path: '^src/(lib/(net|store|play)/|routes/|lib/games/(manifest|registry|headless)\\.ts$)' },
		},
		{
			name: 'shared-code-through-the-manifest',
			comment: "Shared code reaches a game's folder only through the manifest.",
			severity: 'error',
			from: { path: '^src/', pathNot: ['^src/lib/games/'] },
			to: { path: GAME },
		},
		{
			name: 'kit-knows-no-net-or-registry',
			comment: 'The UI kit is shared by every board: no network, no game registry.',
			severity: 'error',
			from: { path: '^src/lib/ui/' },
			to: { path: '^src/lib/(net/|games/(manifest|registry|headless)\\.ts$)' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: 'node_modules' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		webpackConfig: { fileName: 'scripts/lib/depcruise-aliases.cjs' },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['import', 'require', 'node', 'default', 'svelte'],
			extensions: ['.ts', '.js', '.svelte'],
		},
	},
};

/**
 * The bench's command line (scripts/bench.ts), parsed without side effects so that it can be tested.
 * `--against <ref>` and `--browser` switch the bench into a comparison (scripts/lib/bench-against.ts)
 * or the browser figures (scripts/bench-browser.ts); the other flags keep their meaning there.
 */
export interface BenchArgs {
	game: string | undefined;
	modulePath: string | undefined;
	games: number;
	seed: string;
	mode: string | undefined;
	replayMode: string | undefined;
	replays: number;
	maxActions: number;
	build: boolean;
	playouts: number;
	rounds: number;
	runtimeOnly: boolean;
	/** A git ref to compare with: built in a temporary folder, runs alternate with this tree's. */
	against: string | undefined;
	/** Alternating rounds of the comparison (A B A B …). */
	compareRounds: number;
	/** The browser figures (online round trip, offline cold start, first page) instead of the headless ones. */
	browser: boolean;
	/** Browser bench: moves measured per round, cold starts per round. */
	moves: number;
	coldStarts: number;
}

export const DEFAULT_ARGS: Readonly<BenchArgs> = {
	game: undefined,
	modulePath: undefined,
	games: 20,
	seed: 'bench',
	mode: undefined,
	replayMode: undefined,
	replays: 7,
	maxActions: 5000,
	build: false,
	playouts: 100,
	rounds: 5,
	runtimeOnly: false,
	against: undefined,
	compareRounds: 3,
	browser: false,
	moves: 50,
	coldStarts: 5
};

/** The positive-integer flags, by name on the command line. */
const COUNTS = { games: 'games', replays: 'replays', 'max-actions': 'maxActions', playouts: 'playouts', rounds: 'rounds', 'compare-rounds': 'compareRounds', moves: 'moves', 'cold-starts': 'coldStarts' } as const;

/** The flags that take a text value. */
const TEXTS = { '--game': 'game', '--module': 'modulePath', '--seed': 'seed', '--mode': 'mode', '--replay-mode': 'replayMode', '--against': 'against' } as const;

export type ParsedArgs = { ok: true; value: BenchArgs } | { ok: false; error: string };

export function parseBenchArgs(argv: readonly string[]): ParsedArgs {
	const o: BenchArgs = { ...DEFAULT_ARGS };
	for (let i = 0; i < argv.length; i++) {
		const [flag, inline] = argv[i].includes('=') ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
		const val = (): string | undefined => inline ?? argv[++i];
		const name = flag.replace(/^--/, '');
		if (flag.startsWith('--') && Object.hasOwn(COUNTS, name)) {
			const raw = val();
			const n = Number(raw);
			if (!Number.isInteger(n) || n < 1) return { ok: false, error: `--${name} needs a positive integer (got ${raw ?? 'nothing'})` };
			o[COUNTS[name as keyof typeof COUNTS]] = n;
			continue;
		}
		if (flag === '--build') o.build = true;
		else if (flag === '--runtime-only') o.runtimeOnly = true;
		else if (flag === '--browser') o.browser = true;
		else if (Object.hasOwn(TEXTS, flag)) {
			const text = val();
			// A missing value, or the next flag taken for one (`--game --build`), is a mistake.
			if (!text || (inline === undefined && text.startsWith('--'))) return { ok: false, error: `${flag} needs a value` };
			o[TEXTS[flag as keyof typeof TEXTS]] = text;
		} else return { ok: false, error: `Unknown argument: ${argv[i]}` };
	}
	if (o.against !== undefined && o.modulePath !== undefined) return { ok: false, error: '--against compares the app\'s games: --module is not supported with it' };
	return { ok: true, value: o };
}

/** The flags a headless run of one game passes on to a child bench (`--runtime-only` of either tree). */
export function runtimeArgv(a: BenchArgs, game: string): string[] {
	const out = ['--runtime-only', '--game', game, '--games', String(a.games), '--seed', a.seed, '--replays', String(a.replays), '--max-actions', String(a.maxActions), '--playouts', String(a.playouts), '--rounds', String(a.rounds)];
	if (a.mode !== undefined) out.push('--mode', a.mode);
	if (a.replayMode !== undefined) out.push('--replay-mode', a.replayMode);
	return out;
}

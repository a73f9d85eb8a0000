/**
 * Long seeded fuzzing of one game and mode through the shared contract checks
 * (tests/contract): complete matches of bots mixed with random legal moves, with
 * after every action pending ⇔ legal actions, legal actions apply, the game's own
 * invariants and the hidden-information comparison; every record replayed to the
 * same hashes; every match must end by a result within the action cap.
 *
 *   npm run soak -- --game rivals --mode turmoil --matches 1000 [--seed s] [--no-hidden] [--max-actions N] [--random P] [--options JSON]
 *
 * Modes are the contract adapter's (tests/games/<game>/contract.ts, found by tests/contract/adapters.ts), e.g. imperialsettlers base-3p-expansion;
 * --options '{"expansion":true}' sets match options over the mode's own, like `npm run sim`.
 *
 * Moves: P % (default 25) uniformly random legal moves, the rest by the game's first bot (a goal-
 * directed one), so that long modes end by a rule (half random moves never end a Rivals Duel:
 * random exchanges keep its stacks full and nobody reaches 13 VP).
 *
 * Prints one line of JSON: {game, mode, matches, finished, problems, meanActions, ms, seed, firstProblems}.
 * Exit code 1 when any match broke a check or did not finish.
 */
import { DEFAULT_BUDGET, playCheckedMatch, type ContractAdapter } from '../tests/contract/checks';
import { contractAdapters } from '../tests/contract/adapters';

function parseArgs(argv: string[]) {
	const o = { game: 'rivals', mode: undefined as string | undefined, matches: 100, seed: 'soak', hidden: true, maxActions: DEFAULT_BUDGET.maxActions, random: 25, options: undefined as Record<string, unknown> | undefined };
	for (let i = 0; i < argv.length; i++) {
		const val = () => {
			const v = argv[++i];
			if (v === undefined) throw new Error(`${argv[i - 1]} needs a value`);
			return v;
		};
		switch (argv[i]) {
			case '--game': o.game = val(); break;
			case '--mode': o.mode = val(); break;
			case '--matches': o.matches = Number(val()); break;
			case '--seed': o.seed = val(); break;
			case '--max-actions': o.maxActions = Number(val()); break;
			case '--no-hidden': o.hidden = false; break;
			case '--random': o.random = Number(val()); break;
			case '--options': {
				const parsed: unknown = JSON.parse(val());
				if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('--options needs a JSON object');
				o.options = parsed as Record<string, unknown>;
				break;
			}
			default: throw new Error(`Unknown argument: ${argv[i]} (see the comment at the top of scripts/soak.ts)`);
		}
	}
	if (!Number.isInteger(o.matches) || o.matches < 1) throw new Error('--matches needs a positive integer');
	if (!Number.isInteger(o.random) || o.random < 0 || o.random > 100) throw new Error('--random needs a whole percentage 0-100');
	return o;
}

async function main() {
	const args = parseArgs(process.argv.slice(2));
	const load = contractAdapters[args.game];
	if (!load) throw new Error(`Unknown game "${args.game}". Known: ${Object.keys(contractAdapters).join(', ')}`);
	const adapter: ContractAdapter = await load();
	const known = adapter.modes.find((m) => m.id === (args.mode ?? adapter.modes[0].id));
	if (!known) throw new Error(`Unknown mode "${args.mode}". Modes: ${adapter.modes.map((m) => m.id).join(', ')}`);
	const mode = args.options ? { ...known, options: { ...(known.options as object), ...args.options } } : known;
	const budget = { ...DEFAULT_BUDGET, maxActions: args.maxActions };
	const t0 = performance.now();
	let finished = 0;
	let actions = 0;
	const problems: string[] = [];
	for (let i = 0; i < args.matches; i++) {
		const r = playCheckedMatch(adapter, mode, i, budget, { hidden: args.hidden, invariants: true }, args.seed, { kind: 'firstBot', randomPercent: args.random });
		if (r.finished) finished++;
		actions += r.actions;
		problems.push(...r.problems);
	}
	const summary = {
		game: args.game,
		mode: mode.id,
		matches: args.matches,
		finished,
		problems: problems.length,
		meanActions: Math.round((actions / args.matches) * 10) / 10,
		ms: Math.round(performance.now() - t0),
		seed: args.seed,
		hidden: args.hidden,
		randomPercent: args.random,
		firstProblems: problems.slice(0, 5)
	};
	console.log(JSON.stringify(summary));
	process.exit(problems.length || finished < args.matches ? 1 : 0);
}

main().catch((e) => {
	console.error(e instanceof Error ? e.message : e);
	process.exit(2);
});

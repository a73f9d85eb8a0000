/**
 * Bot-vs-bot simulation through the kernel API.
 *
 *   npm run sim -- --game rivals --games 100 --seed s1 [--mode intro] [--seats 2]
 *                  [--max-actions 5000] [--bot ID] [--options JSON] [--json] [--list-modes]
 *   npm run sim -- --module tests/fixtures/tiny-game.ts --games 50     (a fixture game)
 *
 * Match i uses game seed `${seed}:${i}`; every seat is a bot, moved by the one bot
 * driver of the app and the network host (src/lib/engine/bot-driver.ts): the first
 * pending seat's bot chooses with rngFromSeed(`${matchSeed}:bot:${seq}`), seq being
 * the 1-based index its action takes in the log, so a match replays identically anywhere. Exit code 1 when any
 * match did not finish (cap reached, stuck, or a bot action was rejected).
 */
import { seatRange } from '../src/lib/engine';
import { headlessGameIds, loadGame, optionsForMode, simulateMatch, summarize } from './lib/simulate';

function parseArgs(argv: string[]) {
	const o = {
		game: undefined as string | undefined,
		modulePath: undefined as string | undefined,
		games: 10,
		seed: 'sim',
		mode: undefined as string | undefined,
		seats: undefined as number | undefined,
		maxActions: 5000,
		bot: undefined as string | undefined,
		json: false,
		listModes: false,
		help: false,
		/** Match options over the mode's (JSON object), e.g. --options '{"expansion":true}'. */
		options: undefined as Record<string, unknown> | undefined
	};
	for (let i = 0; i < argv.length; i++) {
		const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
		const val = () => {
			const v = inline ?? argv[++i];
			if (v === undefined) throw new Error(`${flag} needs a value`);
			return v;
		};
		const int = () => {
			const v = Number(val());
			if (!Number.isInteger(v) || v < 1) throw new Error(`${flag} needs a positive integer`);
			return v;
		};
		switch (flag) {
			case '--game': o.game = val(); break;
			case '--module': o.modulePath = val(); break;
			case '--games': case '-n': o.games = int(); break;
			case '--seed': o.seed = val(); break;
			case '--mode': o.mode = val(); break;
			case '--seats': o.seats = int(); break;
			case '--max-actions': o.maxActions = int(); break;
			case '--bot': o.bot = val(); break;
			case '--json': o.json = true; break;
			case '--list-modes': o.listModes = true; break;
			case '--options': {
				const parsed: unknown = JSON.parse(val());
				if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('--options needs a JSON object');
				o.options = parsed as Record<string, unknown>;
				break;
			}
			case '--help': case '-h': o.help = true; break;
			default: throw new Error(`Unknown argument: ${argv[i]}`);
		}
	}
	return o;
}

async function main() {
	const args = parseArgs(process.argv.slice(2));
	if (args.help) {
		console.log(
			'npm run sim -- --game ID --games N --seed S [--mode M] [--seats K] [--max-actions A] [--bot ID] [--options JSON] [--json] [--list-modes]\n' +
				`games: ${headlessGameIds.join(', ')}`
		);
		return;
	}
	const game = await loadGame(args);
	const { module, bots } = game;
	if (args.listModes) {
		for (const m of module.modes) console.log(m.id);
		return;
	}
	if (!bots.length) throw new Error(`${module.id} has no bots`);
	const bot = args.bot ? bots.find((b) => b.id === args.bot) : bots[0];
	if (!bot) throw new Error(`Unknown bot "${args.bot}". Bots: ${bots.map((b) => b.id).join(', ')}`);
	const mode = args.mode ?? module.modes[0]?.id;
	if (!mode) throw new Error(`${module.id} declares no modes`);
	let options = await optionsForMode(module, mode);
	if (args.options) {
		const parsed = module.parseOptions({ ...(options as object), ...args.options });
		if (!parsed.ok) throw new Error(`--options rejected: ${parsed.reason.en}`);
		options = parsed.value;
	}
	// A mode may fix its own seat range (Mage Knight's 2p/3p/4p/solo).
	const range = seatRange(module, mode);
	const seats = args.seats ?? range.min;
	if (seats < range.min || seats > range.max)
		throw new Error(`${module.id} (${mode}) takes ${range.min}–${range.max} seats, not ${seats}`);

	const outcomes = [];
	for (let i = 0; i < args.games; i++) {
		const o = simulateMatch(game, i, { seed: args.seed, options, seats, maxActions: args.maxActions, bot });
		outcomes.push(o);
		if (!args.json && process.stderr.isTTY && args.games >= 20 && (i + 1) % Math.ceil(args.games / 10) === 0)
			process.stderr.write(`  ${i + 1}/${args.games}\r`);
	}
	if (!args.json && process.stderr.isTTY && args.games >= 20) process.stderr.write(' '.repeat(24) + '\r');
	const s = summarize(module.id, mode, args.seed, seats, outcomes);

	if (args.json) {
		console.log(JSON.stringify(s));
	} else {
		const pct = (n: number) => (s.finished ? ` (${Math.round((100 * n) / s.finished)} %)` : '');
		console.log(`game:              ${s.game} (mode ${s.mode}, ${seats} seats, bot ${bot.id}, seed ${s.seed})`);
		console.log(`matches finished:  ${s.finished} / ${s.games}`);
		console.log(`mean actions:      ${s.meanActions}`);
		console.log(`wins by seat:      ${s.winsBySeat.map((w, i) => `seat ${i}: ${w}${pct(w)}`).join(', ')}${s.draws ? `, draws: ${s.draws}` : ''}`);
		console.log(`mean ms per match: ${s.meanMs}`);
		for (const u of s.unfinished.slice(0, 10)) console.log(`unfinished: match ${u.index} after ${u.actions} actions: ${u.stopped}`);
		if (s.unfinished.length > 10) console.log(`… and ${s.unfinished.length - 10} more unfinished`);
	}
	if (s.unfinished.length) process.exitCode = 1;
}

main().catch((e) => {
	console.error(`sim: ${e instanceof Error ? e.message : e}`);
	process.exit(2);
});

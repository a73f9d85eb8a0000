/**
 * Finds seeds for tests/e2e/rivals-modes.spec.ts: replays, in Node, the same
 * click policy (tests/e2e/rivals-policy.ts) that the browser test uses, on the
 * rules' view and legal actions (mirroring how the board derives its
 * highlights), and reports after how many decisions a mode's city expansion
 * is built and an attack card is answered by the opponent.
 *
 *   npx tsx tests/e2e/rivals-seeds.ts --mode gold [--games 200] [--bot] [--seed <32 hex>]
 *
 * Seeds are 32 hex digits like the home page's; pass one to the spec with
 * E2E_RIVALS_SEED or put it in the spec's MODES table. Not a test itself.
 */
import { botSeedString, rngFromSeed } from '$lib/engine';
import { rivals, rivalsBots, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { cardDef } from '$lib/games/rivals/cards';
import type { RivalsView } from '$lib/games/rivals/view';
import { decide, SCENARIO_PLANS, MODE_PLANS, pickSite, pickStack, type ModePlan, type Move, type Obs, type ObsSide } from './rivals-policy';

type A = RivalsAction;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function side(v: RivalsView, seat: number): ObsSide {
	const p = v.players[seat];
	return {
		regions: p.regions.map((r) => ({ region: r.card, stock: r.stock })),
		centers: p.centers.map((c) => ({ kind: c.kind, col: c.col })),
		expansions: p.expansions.map((e) => ({ card: e.card, kind: cardDef(e.card).kind, col: e.col, row: e.row }))
	};
}

/** What the board shows the deciding seat (see ui/Board.svelte). */
export function observe(v: RivalsView, seat: number, legal: A[]): Obs {
	const task = v.task;
	const me = v.players[seat];
	const opp = v.players[1 - seat];
	const isLegal = (a: A) => legal.some((x) => same(x, a));
	const buttons: Obs['buttons'] = [];
	for (const a of legal) {
		if (a.t === 'roll') buttons.push({ id: 'roll' });
		else if (a.t === 'takeType') buttons.push({ id: 'take-type', key: a.res });
		else if (a.t === 'choose') buttons.push({ id: 'choice', key: a.option });
		else if (a.t === 'noScout') buttons.push({ id: 'scout-noScout' });
		else if (a.t === 'scoutTake' || a.t === 'regionOnTop') buttons.push({ id: 'region-choice', key: a.region });
		else if (a.t === 'doneBuying') buttons.push({ id: 'merchant-doneBuying' });
		else if (a.t === 'skipExchange') buttons.push({ id: 'skip-exchange' });
		else if (a.t === 'takeTop') buttons.push({ id: 'take-top', key: String(a.stack) });
		else if (a.t === 'search') buttons.push({ id: 'search', key: String(a.stack) });
		else if (a.t === 'endTurn') buttons.push({ id: 'end-turn' });
	}
	let optionCards: string[] = [];
	if (task?.t === 'startPick' || task?.t === 'searchPick') optionCards = (task.cards as string[] | null) ?? [];
	else if (task?.t === 'feudsPick' || task?.t === 'traitorPick') optionCards = (task.victimHand as string[] | null) ?? [];
	else if (task?.t === 'discardPick') optionCards = (task.cards as string[] | null) ?? [];
	else if (task?.t === 'feudRemove') optionCards = (task.options as string[]) ?? [];
	// Riots: the units that may go under a stack instead of paying gold.
	else if (task?.t === 'riots') optionCards = [...new Set(legal.flatMap((a) => (a.t === 'feudRemove' ? [a.card] : [])))];
	const stackAction = (i: number): A | null => {
		switch (task?.t) {
			case 'chooseStartStack':
				return { t: 'startStack', stack: i };
			case 'replenish':
				return legal.some((a) => a.t === 'putUnder') ? null : { t: 'draw', stack: i };
			case 'exchangeTake':
				return { t: 'takeTop', stack: i };
		}
		return null;
	};
	const myRegions = new Set(me.regions.map((r) => r.card));
	const card = (c: string) => ({
		card: c,
		kind: cardDef(c).kind,
		set: cardDef(c).set ?? 'basic',
		playable: legal.some((a) => (a.t === 'buildExpansion' || a.t === 'playAction') && a.card === c)
	});
	const faceUp = (v.faceUp ?? []).filter((c, i, all) => all.findIndex((x) => cardDef(x).id === cardDef(c).id) === i);
	return {
		task: task?.t ?? '',
		buttons,
		optionCards,
		hand: (me.hand ?? []).map(card),
		faceUp: faceUp.map((c) => ({ card: c, kind: cardDef(c).kind, set: cardDef(c).set ?? 'basic', playable: legal.some((a) => a.t === 'buildExpansion' && a.card === c) })),
		stacks: v.drawStackCounts.map((count, i) => {
			const a = stackAction(i);
			return { stack: i, set: v.stackSets?.[i] ?? 'basic', count, hl: !!a && isLegal(a) };
		}),
		me: side(v, seat),
		opp: side(v, 1 - seat),
		hlRegions: [
			...new Set(
				legal.flatMap((a) =>
					(a.t === 'payFrom' || a.t === 'gainOn' || a.t === 'giveFrom') && myRegions.has(a.region)
						? [a.region]
						: a.t === 'relocatePick' && a.target.kind === 'region'
							? [a.target.card]
							: []
				)
			)
		],
		hlCities: legal.flatMap((a) => (a.t === 'buildCity' ? [a.col] : [])),
		ghosts:
			task?.t === 'main' && legal.length
				? [
						...me.spots.road.map((col) => ({ kind: 'road' as const, col, legal: isLegal({ t: 'buildRoad', col }) })),
						...me.spots.settlement.map((col) => ({ kind: 'settlement' as const, col, legal: isLegal({ t: 'buildSettlement', col }) }))
					]
				: [],
		hlMyExpansions: legal.flatMap((a) =>
			(a.t === 'pickExpansion' && me.expansions.some((e) => e.card === a.card)) ||
			((a.t === 'payFrom' || a.t === 'gainOn' || a.t === 'giveFrom') && !myRegions.has(a.region))
				? [a.t === 'pickExpansion' ? a.card : a.region]
				: a.t === 'relocatePick' && a.target.kind === 'expansion'
					? [a.target.card]
					: []
		),
		hlOppExpansions: legal.flatMap((a) =>
			a.t === 'feudSelect' || (a.t === 'pickExpansion' && opp.expansions.some((e) => e.card === a.card)) ? [a.card] : []
		),
		tradeEnabled: legal.some((a) => a.t === 'trade')
	};
}

/** The action a move stands for (what the clicks submit in the browser). */
export function toAction(o: Obs, m: Move, legal: A[]): A {
	const pick = (f: (a: A) => boolean, what: string): A => {
		const a = legal.find(f);
		if (!a) throw new Error(`move ${JSON.stringify(m)} (${what}) has no legal action in ${o.task}`);
		return a;
	};
	const chooseStack = (f: (a: A) => boolean, how: 'first' | 'most' = 'first') => {
		const all = legal.filter(f) as (A & { stack: number })[];
		const best = pickStack(
			all.map((a) => ({ stack: a.stack, count: o.stacks[a.stack].count })),
			how
		);
		if (!best) throw new Error(`move ${JSON.stringify(m)}: no stack`);
		return all.find((a) => a.stack === best.stack)!;
	};
	switch (m.t) {
		case 'button':
			switch (m.id) {
				case 'roll':
					return { t: 'roll' };
				case 'take-type':
					return pick((a) => a.t === 'takeType' && a.res === m.key, m.id);
				case 'choice':
					return pick((a) => a.t === 'choose' && a.option === m.key, m.id);
				case 'skip-exchange':
					return { t: 'skipExchange' };
				case 'take-top':
					return { t: 'takeTop', stack: Number(m.key) };
				case 'search':
					return { t: 'search', stack: Number(m.key) };
				case 'merchant-doneBuying':
					return { t: 'doneBuying' };
				case 'scout-noScout':
					return { t: 'noScout' };
				case 'region-choice':
					return pick((a) => (a.t === 'scoutTake' || a.t === 'regionOnTop') && a.region === m.key, m.id);
			}
			throw new Error(`unknown button ${m.id}`);
		case 'region':
			return pick(
				(a) =>
					((a.t === 'payFrom' || a.t === 'gainOn' || a.t === 'giveFrom') && a.region === m.region) ||
					(a.t === 'relocatePick' && a.target.card === m.region),
				'region'
			);
		case 'city':
			return { t: 'buildCity', col: m.col };
		case 'ghost':
			return m.kind === 'road' ? { t: 'buildRoad', col: m.col } : { t: 'buildSettlement', col: m.col };
		case 'build': {
			const sites = legal.filter((a): a is Extract<A, { t: 'buildExpansion' }> => a.t === 'buildExpansion' && a.card === m.card);
			const s = pickSite(sites);
			if (!s) throw new Error(`no site for ${m.card}`);
			return s;
		}
		case 'play':
			return { t: 'playAction', card: m.card };
		case 'trade': {
			const options = legal.filter((a): a is Extract<A, { t: 'trade' }> => a.t === 'trade' && a.give === m.give && a.get === m.get);
			const a = options.find((x) => x.via === 'mint') ?? options.find((x) => x.via.startsWith('large')) ?? options.find((x) => x.via === 'ship') ?? options[0];
			if (!a) throw new Error(`no trade ${m.give}→${m.get}`);
			return a;
		}
		case 'cardToStack':
			return chooseStack((a) => (a.t === 'putUnder' || a.t === 'exchange' || a.t === 'feudRemove' || a.t === 'feudsPut') && a.card === m.card, m.stack);
		case 'stack':
			return pick((a) => (a.t === 'startStack' || a.t === 'draw' || a.t === 'takeTop') && a.stack === m.stack, 'stack');
		case 'option':
			return pick((a) => a.t === 'searchTake' && a.card === m.card, 'option');
		case 'myExpansion':
		case 'oppExpansion':
			return pick((a) => (a.t === 'pickExpansion' || a.t === 'feudSelect') && a.card === m.card, 'expansion');
		case 'endTurn':
			return { t: 'endTurn' };
	}
}

export interface Outcome {
	seed: string;
	/**
	 * Human decisions (one Move each) until the city expansion / the victim's answer (a mode without
	 * attack cards, Progress: until a Library search, `attack` = 'library').
	 */
	cityExpansionAt: number | null;
	attackAt: number | null;
	attack: string | null;
	/** Hand-offs between the two humans until both happened. */
	handoffs: number;
	decisions: number;
	/** Decisions before the `stop` decision came (replay with `stop`). */
	stopAt?: number;
	error?: string;
}

/**
 * Plays a match with the policy for every human seat (bot seats use the app's bot) until both goals
 * or `cap` decisions; with `stop`, until a human seat faces a decision it accepts (`stopAt`).
 */
export function replay(
	mode: string,
	seed: string,
	opts: { bot?: boolean; cap?: number; plan?: ModePlan; stop?: (s: RivalsState, seat: number, legal: A[]) => boolean } = {}
): Outcome {
	const plan = opts.plan ?? MODE_PLANS[mode];
	const seats = [
		{ name: 'A', kind: 'human' as const },
		{ name: 'B', kind: opts.bot ? ('bot' as const) : ('human' as const) }
	];
	const r = rivals.setup(seats, { mode: mode as RivalsState['mode'] }, seed);
	if (!r.ok) throw new Error(r.reason.en);
	let s = r.value.state;
	let length = 0;
	let decisions = 0;
	let viewing: number | null = null;
	let handoffs = 0;
	// A mode without attack cards (Progress): the second goal is the free search of a Library just built.
	const noAttacks = Object.keys(plan.attacks).length === 0;
	const out: Outcome = { seed, cityExpansionAt: null, attackAt: null, attack: null, handoffs: 0, decisions: 0 };
	let attackPlayed: { by: number; card: string } | null = null;
	const cap = opts.cap ?? 1500;
	try {
		while (s.winner === null && decisions < cap) {
			const pend = rivals.pending(s);
			if (!pend.length) throw new Error('nothing pending');
			const seat = pend[0].seat;
			const legal = rivals.legalActions(s, seat);
			let action: A;
			if (seats[seat].kind === 'bot') {
				action = rivalsBots[0].choose(rivals.view(s, seat), legal, rngFromSeed(botSeedString(seed, length + 1)) /* the app's bot driver: seq = the action's 1-based log index */) as A;
				attackPlayed = null;
			} else {
				if (viewing !== seat) {
					if (viewing !== null || !opts.bot) handoffs++;
					viewing = seat;
				}
				if (attackPlayed && seat !== attackPlayed.by && legal.length > 1 && out.attackAt === null) {
					out.attackAt = decisions;
					out.attack = attackPlayed.card;
				}
				if (opts.stop?.(s, seat, legal)) {
					out.stopAt = decisions;
					break;
				}
				const o = observe(rivals.view(s, seat), seat, legal);
				const move = decide(o, plan);
				action = toAction(o, move, legal);
				decisions++;
				if (noAttacks && o.task === 'libraryOffer' && action.t === 'search' && out.attackAt === null) {
					out.attackAt = decisions;
					out.attack = 'library';
				}
				if (action.t === 'playAction' && plan.attacks[cardDef(action.card).id]) attackPlayed = { by: seat, card: action.card };
				else if (seat === attackPlayed?.by && action.t === 'endTurn') attackPlayed = null;
			}
			const next = rivals.apply(s, seat, action);
			if (!next.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${next.reason.en}`);
			s = next.value.state;
			length++;
			if (out.cityExpansionAt === null && s.players.some((p) => p.expansions.some((e) => cardDef(e.card).kind === 'cityExpansion' && p.centers.some((c) => c.kind === 'city' && c.col === e.col))))
				out.cityExpansionAt = decisions;
			if (!opts.stop && out.cityExpansionAt !== null && out.attackAt !== null) break;
		}
	} catch (e) {
		out.error = String((e as Error).message ?? e);
	}
	out.decisions = decisions;
	out.handoffs = handoffs;
	return out;
}

/**
 * Single-card scenarios of tests/e2e/rivals-modes.spec.ts (Turmoil): a plan variant and the decision
 * to stop at. `riots`: Riots asks a player without the gold to return a unit; `traitor`: the
 * attacker's Traitor pick.
 */
export const SCENARIOS: Record<string, { plan: ModePlan; stop: (s: RivalsState, seat: number, legal: A[]) => boolean }> = {
	riots: {
		plan: SCENARIO_PLANS.riots,
		stop: (s, _seat, legal) => s.tasks[0]?.t === 'riots' && !legal.some((a) => a.t === 'choose')
	},
	traitor: {
		plan: SCENARIO_PLANS.traitor,
		stop: (s) => s.tasks[0]?.t === 'traitorPick'
	}
};

function hexSeed(i: number, salt: string): string {
	let h = 0x811c9dc5;
	const out: string[] = [];
	for (let k = 0; k < 4; k++) {
		for (const ch of `${salt}:${i}:${k}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
		out.push(h.toString(16).padStart(8, '0'));
	}
	return out.join('');
}

const isMain = process.argv[1]?.endsWith('rivals-seeds.ts');
if (isMain) {
	const arg = (name: string) => {
		const i = process.argv.indexOf(`--${name}`);
		return i >= 0 ? process.argv[i + 1] : undefined;
	};
	const mode = arg('mode') ?? 'gold';
	const games = Number(arg('games') ?? 100);
	const bot = process.argv.includes('--bot');
	const one = arg('seed');
	const seeds = one ? [one] : Array.from({ length: games }, (_, i) => hexSeed(i, arg('salt') ?? 'modes'));
	const scenario = arg('scenario');
	if (scenario) {
		const sc = SCENARIOS[scenario];
		const found = seeds
			.map((seed) => replay(mode, seed, { bot, plan: sc.plan, stop: sc.stop }))
			.filter((r) => r.stopAt !== undefined)
			.sort((a, b) => a.stopAt! - b.stopAt!);
		console.log(`${scenario}: ${found.length}/${seeds.length} seeds reach it`);
		for (const r of found.slice(0, 5)) console.log(JSON.stringify({ seed: r.seed, stopAt: r.stopAt }));
		process.exit(0);
	}
	const results = seeds.map((seed) => replay(mode, seed, { bot }));
	const done = results.filter((r) => r.cityExpansionAt !== null && r.attackAt !== null);
	const cost = (r: Outcome) => Math.max(r.cityExpansionAt!, r.attackAt!);
	done.sort((a, b) => cost(a) - cost(b));
	const errors = results.filter((r) => r.error);
	console.log(`${mode}${bot ? ' vs bot' : ''}: ${done.length}/${results.length} reached both; errors ${errors.length}`);
	const costs = done.map(cost);
	if (costs.length) console.log(`decisions to both: min ${costs[0]}, median ${costs[Math.floor(costs.length / 2)]}, max ${costs[costs.length - 1]}`);
	for (const r of done.slice(0, 8)) console.log(JSON.stringify(r));
	for (const r of errors.slice(0, 5)) console.log('ERROR', JSON.stringify(r));
	const partial = results.filter((r) => !r.error && (r.cityExpansionAt === null || r.attackAt === null));
	console.log(`partial: cityExpansion only ${partial.filter((r) => r.cityExpansionAt !== null).length}, attack only ${partial.filter((r) => r.attackAt !== null).length}, neither ${partial.filter((r) => r.cityExpansionAt === null && r.attackAt === null).length}`);
}

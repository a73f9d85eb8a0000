/**
 * The heuristic bot: from its own view and legal actions only, it picks a goal each decision —
 * fight what its hand can beat, explore, recruit or heal at a village, otherwise head for the
 * unexplored edge — and plays cards for what that goal needs (Move to get there, Influence at a
 * site, ranged attacks, blocks and attacks in combat). Card values come from the public card data.
 */
import { cheapestTree, hexArcs, pathIn, randomInt, type Bot, type RngState } from '$lib/engine';
import { deedIn } from './card-tables';
import { maybeEnemyIn, maybeUnitIn, unitIn } from './content';
import type { DeedCard, EnemyDef, Effect } from './data/types';
import { FAME_LEVELS, REPUTATION_TRACK, TERRAIN_COST } from './data/tracks';
import { besideBoth, key, neighbourKeys, TILE_POSITIONS, tileHex, type HexKey } from './hex';
import { openPositions } from './map';
import type { MkAction } from './tasks';
import type { EnemyToken } from './types';
import type { MkView } from './view';

type Need = 'move' | 'influence' | 'block' | 'attack' | 'ranged' | 'heal';
type Act<K extends MkAction['a']> = Extract<MkAction, { a: K }>;

const WOUND = 'wound';

// ---------------------------------------------------------------- what cards and units are worth

/** The card as the match plays it (the view carries the pack's values), or null. */
const safeDeed = (view: MkView, id: string): DeedCard | null => deedIn(view, id) ?? null;

/** Points of `need` an effect gives (an "or" counts its best branch, an "and" all of them). */
function effectValue(e: Effect, need: Need): number {
	switch (e.k) {
		case 'move':
			return need === 'move' ? e.n : 0;
		case 'influence':
			return need === 'influence' ? e.n : 0;
		case 'block':
			return need === 'block' ? e.n : 0;
		case 'heal':
			return need === 'heal' ? e.n : 0;
		case 'attack':
			if (need === 'attack') return e.n;
			return need === 'ranged' && e.kind !== 'melee' ? e.n : 0;
		case 'one':
			return Math.max(0, ...e.of.map((x) => effectValue(x, need)));
		case 'all':
			return e.of.reduce((sum, x) => sum + effectValue(x, need), 0);
		default:
			return 0;
	}
}

/** What a card in hand is worth for `need`, played basic or sideways (powered needs mana: a bonus, not counted on). */
function cardValue(view: MkView, id: string, need: Need): number {
	if (id === WOUND) return 0;
	const c = safeDeed(view, id);
	if (!c) return 0;
	const basic = c.kind === 'spell' ? 0 : effectValue(c.basic, need);
	const sideways = need === 'ranged' || need === 'heal' ? 0 : 1;
	return Math.max(basic, sideways);
}

function unitValue(view: MkView, id: string, need: Need): number {
	try {
		return Math.max(0, ...unitIn(view, id).abilities.filter((a) => !a.mana).map((a) => effectValue(a.effect, need)));
	} catch {
		return 0;
	}
}

/** Room for another unit under the command limit of the level. */
function commandRoom(view: MkView): boolean {
	const me = view.players[view.seat ?? 0];
	const row = FAME_LEVELS.find((l) => l.level === me.level) ?? FAME_LEVELS[0];
	return me.units.length < row.commandTokens;
}

function handOf(view: MkView): string[] {
	return view.players[view.seat ?? 0].hand ?? [];
}

/** All the hand and the ready units could give for `need`. */
function potential(view: MkView, need: Need, except: string[] = []): number {
	if (except.length) return potentialFresh(view, need, except);
	let known = potentials.get(view);
	if (!known) potentials.set(view, (known = new Map()));
	if (!known.has(need)) known.set(need, potentialFresh(view, need, except));
	return known.get(need)!;
}

/** Potentials per view object (the planner asks for them at every step it weighs). */
const potentials = new WeakMap<MkView, Map<Need, number>>();

function potentialFresh(view: MkView, need: Need, except: string[]): number {
	const me = view.players[view.seat ?? 0];
	const hand = handOf(view).filter((c) => !except.includes(c));
	const units = me.units.filter((u) => u.ready && !u.wounded).reduce((n, u) => n + unitValue(view, u.id, need), 0);
	return hand.reduce((n, c) => n + cardValue(view, c, need), 0) + units;
}

// ---------------------------------------------------------------- enemies

/** Face-down tokens are guessed at a middling enemy. */
const UNKNOWN: Pick<EnemyDef, 'armor' | 'attack' | 'resist' | 'abilities'> = { armor: 5, attack: 5, resist: [], abilities: [] };

/** A face-up token's values as this match plays them (its pack's values in: content.ts). */
function enemyStats(view: MkView, t: EnemyToken): Pick<EnemyDef, 'armor' | 'attack' | 'resist' | 'abilities'> {
	if (!t.faceUp) return UNKNOWN;
	return maybeEnemyIn(view, t.id) ?? UNKNOWN;
}

/** Attack needed to be fairly sure of a group: physical resistance halves plain attacks. */
function armorToBeat(view: MkView, tokens: EnemyToken[]): number {
	return tokens.reduce((sum, t) => {
		const e = enemyStats(view, t);
		return sum + e.armor * (e.resist.includes('physical') ? 2 : 1);
	}, 0);
}

/** Whether the hand (and units) can take these enemies now, keeping a margin. */
function canBeat(view: MkView, tokens: EnemyToken[]): boolean {
	if (!tokens.length) return false;
	return potential(view, 'attack') >= armorToBeat(view, tokens) + 1;
}

// ---------------------------------------------------------------- the map

function moveCost(view: MkView, k: HexKey): number {
	const h = view.hexes[k];
	if (!h) return 99;
	const c = TERRAIN_COST[h.terrain];
	return (view.time === 'day' ? c?.day : c?.night) ?? 99;
}

/** Hexes worth heading for, with a value (higher is better). */
/** Hexes of the map positions a tile could be explored into. */
function unexploredHexes(view: MkView): Set<HexKey> {
	if (view.tileStackCount <= 0) return new Set();
	return new Set(openPositions(view).flatMap((p) => TILE_POSITIONS.map((pos) => key(tileHex(p, pos)))));
}

/** Whether a hero on `k` could explore from there. */
const canExploreFrom = (unexplored: Set<HexKey>, k: HexKey) => neighbourKeys(k).some((n) => unexplored.has(n));

function goals(view: MkView): { hex: HexKey; value: number }[] {
	const unexplored = unexploredHexes(view);
	const me = view.players[view.seat ?? 0];
	const out: { hex: HexKey; value: number }[] = [];
	const wounds = handOf(view).filter((c) => c === WOUND).length;
	for (const k of Object.keys(view.hexes).sort()) {
		const h = view.hexes[k];
		if (moveCost(view, k) >= 99 || occupied(view, k)) continue;
		if (canExploreFrom(unexplored, k)) out.push({ hex: k, value: 10 });
		const site = h.site;
		if (site && !site.conquered && site.enemies.length && site.kind !== 'city' && canBeat(view, site.enemies)) out.push({ hex: k, value: 16 });
		if (site && (site.kind === 'village' || site.kind === 'monastery') && (wounds >= 2 || (commandRoom(view) && potential(view, 'influence') >= 5)))
			out.push({ hex: k, value: 12 });
		if (h.rampaging.length && canBeat(view, h.rampaging))
			for (const n of neighbourKeys(k)) if (view.hexes[n] && moveCost(view, n) < 99 && !occupied(view, n)) out.push({ hex: n, value: 15 });
	}
	return out;
}

/** Another hero stands there (heroes do not share a space without player-vs-player combat). */
function occupied(view: MkView, k: HexKey): boolean {
	return view.players.some((p, i) => i !== view.seat && p.pos === k);
}

/** Whether stepping from `from` onto `to` is safe: passable, free, no fight the hand cannot win. */
function safeStep(view: MkView, from: HexKey, to: HexKey): boolean {
	const h = view.hexes[to];
	if (!h || moveCost(view, to) >= 99 || occupied(view, to) || h.rampaging.length) return false;
	const site = h.site;
	if (site && !site.conquered && (site.kind === 'keep' || site.kind === 'mageTower') && !canBeat(view, site.enemies)) return false;
	// Provoking (spec §5.3): the rampaging enemies next to both spaces.
	const provoked = besideBoth(from, to, near).flatMap((k) => view.hexes[k]?.rampaging ?? []);
	return !provoked.length || canBeat(view, provoked);
}

/**
 * The plan: the goal worth most for its Move cost along safe steps (Dijkstra over the revealed
 * map), and the first step there. Null when no goal is reachable.
 */
export function plan(view: MkView): Route | null {
	if (!plans.has(view)) plans.set(view, planFresh(view));
	return plans.get(view)!;
}

type Route = { goal: HexKey; first: HexKey | null; cost: number };
/** One plan per view object (a decision asks several times). */
const plans = new WeakMap<MkView, Route | null>();

/** Equal costs are settled in the order of the hexes' keys, so the plan is deterministic. */
const byKey = (a: HexKey, b: HexKey): number => (a < b ? -1 : a > b ? 1 : 0);

function planFresh(view: MkView): Route | null {
	const pos = view.players[view.seat ?? 0].pos;
	if (!pos) return null;
	// The revealed map as the engine's arcs: a safe step costs the terrain entered (by the view's time of day).
	const tree = cheapestTree(pos, hexArcs((to, from) => (safeStep(view, from, to) ? moveCost(view, to) : null), near), { ties: byKey });
	let chosen: { goal: HexKey; cost: number } | null = null;
	let bestScore = -Infinity;
	for (const g of goals(view)) {
		const c = tree.cost.get(g.hex);
		if (c === undefined) continue;
		const score = g.value - c / 2;
		if (score > bestScore) {
			bestScore = score;
			chosen = { goal: g.hex, cost: c };
		}
	}
	return chosen && { ...chosen, first: pathIn(tree, chosen.goal)?.[1] ?? null };
}

/** Neighbour keys, remembered (a pure function of the key; the planner asks thousands of times). */
const NEAR = new Map<HexKey, HexKey[]>();
function near(k: HexKey): HexKey[] {
	let out = NEAR.get(k);
	if (!out) NEAR.set(k, (out = neighbourKeys(k)));
	return out;
}

// ---------------------------------------------------------------- decisions

/** What the points played now are for. */
function needNow(view: MkView): Need {
	const c = view.combat;
	if (c) return c.phase === 'ranged' ? 'ranged' : c.phase === 'block' ? 'block' : 'attack';
	if (view.turn?.stage === 'interact') return 'influence';
	return 'move';
}

function best<T>(items: T[], score: (x: T) => number, rng: RngState): T | undefined {
	let top: T | undefined;
	let topScore = -Infinity;
	for (const x of items) {
		const s = score(x) + randomInt(rng, 100) / 1000;
		if (s > topScore) {
			top = x;
			topScore = s;
		}
	}
	return top;
}

const find = <K extends MkAction['a']>(legal: MkAction[], k: K): Act<K>[] => legal.filter((a): a is Act<K> => a.a === k);

/** Play the card (or unit) that gives most of `need`, if it gives any. */
function playFor(view: MkView, legal: MkAction[], need: Need, rng: RngState, spare: (card: string) => boolean = () => true): MkAction | null {
	const card = best(
		find(legal, 'play').filter((a) => spare(a.card) && cardValue(view, a.card, need) > 0),
		(a) => cardValue(view, a.card, need) * 10 - otherValue(view, a.card, need),
		rng
	);
	if (card) return card;
	const me = view.players[view.seat ?? 0];
	const unit = best(
		find(legal, 'unit').filter((a) => unitValue(view, me.units.find((u) => u.uid === a.uid)?.id ?? '', need) > 0),
		(a) => unitValue(view, me.units.find((u) => u.uid === a.uid)!.id, need),
		rng
	);
	return unit ?? null;
}

/** What else a card is good for (kept for later when there is a choice). */
function otherValue(view: MkView, id: string, need: Need): number {
	return (['move', 'influence', 'block', 'attack'] as Need[]).filter((n) => n !== need).reduce((m, n) => Math.max(m, cardValue(view, id, n)), 0);
}

function combatMove(view: MkView, legal: MkAction[], rng: RngState): MkAction | null {
	const c = view.combat!;
	const alive = c.enemies.filter((e) => !e.defeated);
	if (find(legal, 'strike').length) return { a: 'strike' };
	if (c.phase === 'ranged' || c.phase === 'attack') {
		const need: Need = c.phase === 'ranged' ? 'ranged' : 'attack';
		if (!c.group.length) {
			const pool = potential(view, need);
			const target = best(
				find(legal, 'target').filter((a) => {
					const e = alive.find((x) => x.token.uid === a.uid);
					return e && armorToBeat(view, [e.token]) <= pool + poolTotal(view, need);
				}),
				(a) => -armorToBeat(view, [alive.find((x) => x.token.uid === a.uid)!.token]),
				rng
			);
			if (target) return target;
		} else {
			const play = playFor(view, legal, need, rng);
			if (play) return play;
		}
		return find(legal, 'nextPhase')[0] ?? null;
	}
	if (c.phase === 'block') {
		if (find(legal, 'block').length) return { a: 'block' };
		const attackLeft = armorToBeat(view, alive.map((e) => e.token));
		// A card may block if the rest of the hand still beats what is left.
		const spare = (card: string) => potential(view, 'attack', [card]) >= attackLeft || potential(view, 'attack') < attackLeft;
		if (c.blockTarget === null) {
			const open = find(legal, 'blockTarget');
			const canBlock = open.filter((a) => {
				const e = alive.find((x) => x.token.uid === a.uid);
				if (!e) return false;
				const s = enemyStats(view, e.token);
				const needed = s.attack * (s.abilities.includes('swift') ? 2 : 1);
				return needed <= poolTotal(view, 'block') + handOf(view).filter(spare).reduce((n, x) => n + cardValue(view, x, 'block'), 0);
			});
			const pick = best(canBlock, (a) => enemyStats(view, alive.find((x) => x.token.uid === a.uid)!.token).attack, rng);
			if (pick) return pick;
		} else {
			const play = playFor(view, legal, 'block', rng, spare);
			if (play) return play;
		}
		return find(legal, 'nextPhase')[0] ?? null;
	}
	// Damage phase: take each unblocked attack in turn.
	return find(legal, 'takeDamage')[0] ?? find(legal, 'nextPhase')[0] ?? null;
}

function poolTotal(view: MkView, need: Need): number {
	const p = view.turn?.pools;
	if (!p) return 0;
	const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
	if (need === 'block') return sum(p.block);
	if (need === 'ranged') return sum(p.attack.ranged) + sum(p.attack.siege);
	if (need === 'attack') return sum(p.attack.melee) + sum(p.attack.ranged) + sum(p.attack.siege);
	if (need === 'influence') return p.influence;
	if (need === 'move') return p.move;
	return p.heal;
}

function turnMove(view: MkView, legal: MkAction[], rng: RngState): MkAction | null {
	if (view.combat) return combatMove(view, legal, rng);
	const me = view.players[view.seat ?? 0];
	const hand = handOf(view);
	const t = view.turn;
	// Buy what the site offers, best first; otherwise raise Influence while it can buy something.
	if (t?.stage === 'interact') {
		const buy = (commandRoom(view) ? find(legal, 'recruit')[0] : undefined) ?? find(legal, 'buySpell')[0] ?? find(legal, 'buyAdvanced')[0];
		if (buy) return buy;
		if (hand.includes(WOUND) && find(legal, 'buyHeal').length) return find(legal, 'buyHeal')[0];
		const cheapest = Math.min(99, ...view.unitOffer.map((u) => maybeUnitIn(view, u)?.cost ?? 99));
		if (commandRoom(view) && poolTotal(view, 'influence') + potential(view, 'influence') >= cheapest) {
			const play = playFor(view, legal, 'influence', rng);
			if (play) return play;
		}
		if (hand.includes(WOUND) && poolTotal(view, 'influence') + potential(view, 'influence') >= 3) {
			const play = playFor(view, legal, 'influence', rng);
			if (play) return play;
		}
		return find(legal, 'endTurn')[0] ?? null;
	}
	// Slow recovery / rest when the hand is mostly Wounds.
	if (hand.length && hand.filter((c) => c === WOUND).length * 2 > hand.length && find(legal, 'rest').length) return { a: 'rest' };
	const challenge = find(legal, 'challenge').filter((a) => canBeat(view, rampagingTokens(view, a.uids)));
	if (challenge.length) return best(challenge, (a) => a.uids.length, rng)!;
	const here = me.pos ? view.hexes[me.pos] : undefined;
	if (find(legal, 'enterSite').length && here?.site && canBeat(view, here.site.enemies.length ? here.site.enemies : [{ uid: -1, id: '?', faceUp: false }]))
		return { a: 'enterSite' };
	if (find(legal, 'explore').length) return find(legal, 'explore')[0];
	const wounds = hand.filter((c) => c === WOUND).length;
	const influence = potential(view, 'influence', [WOUND]) + poolTotal(view, 'influence');
	if (find(legal, 'interact').length && worthInteracting(view, here?.site?.kind, wounds, influence) && !t?.actionDone)
		return find(legal, 'interact')[0];
	const route = plan(view);
	if (route?.first) {
		const step = find(legal, 'step').find((a) => a.to === route.first);
		if (step) return step;
		// More Move for the next step, only as much as that step costs.
		const next = moveCost(view, route.first);
		if (poolTotal(view, 'move') < next && poolTotal(view, 'move') + potential(view, 'move') >= next && !t?.actionDone) {
			const play = playFor(view, legal, 'move', rng);
			if (play) return play;
		}
	}
	if (find(legal, 'explore').length === 0 && me.pos && canExploreFrom(unexploredHexes(view), me.pos) && poolTotal(view, 'move') < 2 && !t?.actionDone) {
		const play = playFor(view, legal, 'move', rng);
		if (play) return play;
	}
	// A turn with nothing done: rest instead (one card leaves the hand, so the Round moves on).
	if (t?.stage === 'start' && !t.played.length && find(legal, 'rest').length) return { a: 'rest' };
	return find(legal, 'endTurn')[0] ?? null;
}

/**
 * Interacting only where something can be bought with the Influence at hand: Healing in a village
 * or monastery, a unit recruited here, with the Reputation modifier counted. (With Reputation −6
 * both bots interacted, bought nothing and passed, turn after turn with empty decks: the Round never ended.)
 */
function worthInteracting(view: MkView, site: string | undefined, wounds: number, cards: number): boolean {
	// The Reputation modifier counts once, when the interaction starts (spec §5.5.1).
	const rep = REPUTATION_TRACK.find((r) => r.step === view.players[view.seat ?? 0].reputation)?.influence ?? null;
	if (rep === null) return false;
	const influence = cards + (view.turn?.reputationApplied ? 0 : rep);
	if (wounds >= 2 && influence >= 3 && (site === 'village' || site === 'monastery')) return true;
	if (!commandRoom(view) || !site) return false;
	return view.unitOffer.some((u) => {
		const def = maybeUnitIn(view, u);
		return !!def && def.recruitAt.includes(site as never) && def.cost <= influence;
	});
}

function rampagingTokens(view: MkView, uids: number[]): EnemyToken[] {
	return Object.values(view.hexes).flatMap((h) => h.rampaging.filter((e) => uids.includes(e.uid)));
}

/** A sub-decision of playing a card or unit: the way that gives most of what is needed now. */
function modeMove(view: MkView, legal: MkAction[], rng: RngState): MkAction | null {
	const task = view.task;
	const need = needNow(view);
	if (task?.t === 'cardMode') {
		const c = safeDeed(view, task.card);
		return (
			best(
				legal,
				(a) => {
					if (a.a === 'sideways') return (a.as === need ? 1 : 0) - 0.5;
					if (a.a === 'how' && c) {
						const eff = alternativesOf(a.how === 'basic' ? c.basic : c.powered)[a.alt];
						const v = eff ? effectValue(eff, need) : 0;
						// A way of playing that gives nothing of what is needed is a last resort.
						return v > 0 ? v + (a.how === 'powered' ? 0.5 : 0) : -1;
					}
					return 0;
				},
				rng
			) ?? null
		);
	}
	if (task?.t === 'effectChoice')
		return best(legal, (a) => (a.a === 'choose' ? effectValue(task.options[a.i], need) : 0), rng) ?? null;
	if (task?.t === 'unitAbility') {
		const u = view.players[view.seat ?? 0].units.find((x) => x.uid === task.uid);
		return best(legal, (a) => (a.a === 'choose' && u ? effectValue(unitIn(view, u.id).abilities[a.i]?.effect ?? { k: 'fame', n: 0 }, need) : 0), rng) ?? null;
	}
	return null;
}

function alternativesOf(e: Effect): Effect[] {
	return e.k === 'one' ? e.of : [e];
}

/** Other decisions: a preference by action kind. */
const PREFERENCE: Partial<Record<MkAction['a'], number>> = {
	damage: 50,
	wound: 85,
	recruit: 80,
	buySpell: 78,
	buyAdvanced: 77,
	buyHeal: 60,
	done: 25,
	endTurn: 20,
	announce: 15,
	useTactic: 35,
	// Player-vs-player combat (pvp.ts): strike and spend damage, block a little, pass last.
	pvpStrike: 65,
	pvpDamage: 60,
	pvpBlock: 45,
	pvpPass: 20
};

export const heuristicBot: Bot<MkView, MkAction> = {
	id: 'heuristic',
	name: { cs: 'Rytíř (heuristika)', en: 'Knight (heuristic)' },
	choose(view, legal, rng) {
		const task = view.task;
		if (task?.t === 'turn') {
			const a = turnMove(view, legal, rng);
			if (a && legal.some((x) => JSON.stringify(x) === JSON.stringify(a))) return a;
		}
		const mode = modeMove(view, legal, rng);
		if (mode) return mode;
		if (task?.t === 'pvpAfter') return find(legal, 'wound')[0] ?? find(legal, 'endTurn')[0] ?? legal[0];
		if (task?.t === 'endDiscard') {
			// Keep cards that do something; cycle the ones only good sideways.
			const weak = find(legal, 'card').find((a) => otherValue(view, a.card, 'heal') <= 1);
			return weak ?? { a: 'done' };
		}
		if (task?.t === 'assignDamage') {
			// Units with armor soak damage before the hero takes Wounds into the hand.
			const unit = legal.find((a) => a.a === 'damage' && a.to === 'unit');
			return unit ?? legal[0];
		}
		return best(legal, (a) => PREFERENCE[a.a] ?? 40, rng) ?? legal[0];
	}
};

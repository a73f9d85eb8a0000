/**
 * Bots for Mage Knight. They see only their seat's view and the legal actions.
 * - random: any legal action, uniformly (the fuzzers' bot);
 * - heuristic: plays cards for what the moment needs, explores and heads for enemies and
 *   sites it can take, strikes and blocks when it can, recruits and learns, ends its turn
 *   when nothing useful is left.
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import { distance, parseKey } from './hex';
import type { MkAction } from './tasks';
import type { MkView } from './view';

const pick = <T>(items: T[], rng: RngState): T => items[randomInt(rng, items.length)];

/** Actions that move the game on; the random bot takes one a quarter of the time so matches end. */
const PROGRESS = new Set(['endTurn', 'done', 'nextPhase', 'announce', 'strike', 'block', 'pvpStrike', 'pvpPass', 'pvpBlock']);

export const randomBot: Bot<MkView, MkAction> = {
	id: 'random',
	name: { cs: 'Náhodný', en: 'Random' },
	choose(_view, legal, rng) {
		const onward = legal.filter((a) => PROGRESS.has(a.a));
		return onward.length && randomInt(rng, 4) === 0 ? pick(onward, rng) : pick(legal, rng);
	}
};

/** Action kinds by how much the heuristic wants them, best first (ties broken at random). */
const PREFERENCE: Record<string, number> = {
	strike: 100,
	block: 95,
	recruit: 80,
	buySpell: 78,
	buyAdvanced: 77,
	buyHeal: 60,
	enterSite: 70,
	challenge: 65,
	interact: 72,
	explore: 90,
	wound: 85,
	how: 50,
	sideways: 30,
	mana: 50,
	choose: 50,
	card: 50,
	pickUnit: 50,
	damage: 50,
	tactic: 50,
	skill: 55,
	unit: 40,
	target: 60,
	blockTarget: 60,
	pvpDamage: 60,
	pvpStrike: 65,
	pvpBlock: 45,
	pvpPass: 20,
	useTactic: 35
};

function score(view: MkView, a: MkAction, rng: RngState): number {
	const base = PREFERENCE[a.a] ?? 10;
	const jitter = randomInt(rng, 10);
	const seat = view.seat ?? 0;
	const me = view.players[seat];
	switch (a.a) {
		case 'target':
			// Never take an enemy back out of the group (that only loops).
			return (view.combat as { group?: number[] } | null)?.group?.includes(a.uid) ? 0 : base + jitter;
		case 'how':
			return base + (a.how === 'powered' ? 15 : 0) + jitter;
		case 'step': {
			// Head away from the portal, toward the unexplored and toward sites.
			const to = parseKey(a.to);
			const from = me.pos ? parseKey(me.pos) : to;
			const portal = parseKey(view.portal);
			const site = view.hexes[a.to]?.site;
			const siteBonus = site && !site.conquered && site.kind !== 'portal' ? 15 : 0;
			return 40 + 10 * (distance(to, portal) - distance(from, portal)) + siteBonus + jitter;
		}
		case 'play': {
			const t = view.turn;
			// Play cards while they are of use: moving early in the turn, in combat, interacting.
			if (view.combat || view.pvp) return 70 + jitter;
			if (t?.stage === 'interact') return 60 + jitter;
			return t && t.pools.move < 4 && !t.actionDone ? 55 + jitter : 15 + jitter;
		}
		case 'rest':
			return me.handCount && me.hand?.every((c) => c === 'wound') ? 90 : 2;
		case 'announce':
			return 30;
		case 'endTurn':
			return 20;
		case 'done':
			return 25 + jitter;
		case 'nextPhase':
			return 20;
		default:
			return base + jitter;
	}
}

export const heuristicBot: Bot<MkView, MkAction> = {
	id: 'heuristic',
	name: { cs: 'Rytíř (heuristika)', en: 'Knight (heuristic)' },
	choose(view, legal, rng) {
		let best = legal[0];
		let bestScore = -Infinity;
		for (const a of legal) {
			const sc = score(view, a, rng);
			if (sc > bestScore) {
				best = a;
				bestScore = sc;
			}
		}
		return best;
	}
};

export const mageKnightBots: Bot[] = [heuristicBot as Bot, randomBot as Bot];

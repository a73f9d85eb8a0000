/**
 * The interpreter of the data's effect vocabulary (rules layer; data/types.ts `GwStep`): each step
 * kind once, as a state change or the tasks that ask for the player's choices. Every instruction
 * is optional (seed l.655); a `pay` step gates the steps after it; a `require` step too.
 */
import { drawItems, tx, type StepContext } from '$lib/engine';
import type { GwStep, GwSteps } from './data/types';
import { RULES_LOCATION, RULES_UNIT } from './adapter';
import { addHonor, gain, logGain } from './economy';
import { canPay, scaleOf, tablesIn, usedSections } from './facts';
import { PRODUCTION, UNITS, type Bag, type GwState, type ProductionId, type Task } from './types';

/** Draws up to `n` tactic cards into a seat's hand, reshuffling the discards when the deck is empty (seed l.1285-1295). */
export function drawTactics(s: GwState, seat: number, n: number, ctx: StepContext): Task[] {
	for (let i = 0; i < n; i++) {
		if (!s.zones.tacticDeck.items.length && s.zones.tacticDiscard.items.length) {
			s.zones.tacticDeck.items.push(...s.zones.tacticDiscard.items.splice(0));
			ctx.random.shuffle(s.zones.tacticDeck.items);
		}
		drawItems(s.zones, 'tacticDeck', `tactics${seat}`, 1, s.seats, ctx);
	}
	return s.zones[`tactics${seat}`].items.length > tablesIn(s).numbers.tacticHandLimit ? [{ t: 'handLimit', seat }] : [];
}

/** Whether a `require` holds. */
const holds = (s: GwState, seat: number, step: Extract<GwStep, { k: 'require' }>) => scaleOf(s, seat, step.what) >= step.count;

/** Runs `steps` for `seat`: the state changes now, the tasks (choices) in order. */
export function runSteps(s: GwState, seat: number, steps: GwSteps, ctx: StepContext): Task[] {
	const out: Task[] = [];
	for (const step of steps) {
		if (step.k === 'pay') {
			if (!canPay(s.players[seat], step.goods as Partial<Bag>)) break;
			for (const [r, n] of Object.entries(step.goods)) s.players[seat].res[r as keyof Bag] -= n ?? 0;
			continue;
		}
		if (step.k === 'require') {
			if (!holds(s, seat, step)) break;
			continue;
		}
		out.push(...runStep(s, seat, step, ctx));
	}
	return out;
}

function runStep(s: GwState, seat: number, step: GwStep, ctx: StepContext): Task[] {
	const p = s.players[seat];
	switch (step.k) {
		case 'gain': {
			const times = scaleOf(s, seat, step.per);
			gain(s, seat, step.goods, times);
			logGain(ctx, seat, step.goods, times);
			return [];
		}
		case 'honor': {
			const n = step.amount * scaleOf(s, seat, step.per);
			if (n) {
				addHonor(s, seat, n);
				ctx.log(tx(`{${seat}}: ${n > 0 ? '+' : ''}${n} cti.`, `{${seat}}: ${n > 0 ? '+' : ''}${n} Honor.`));
			}
			return [];
		}
		case 'placeClerks':
			return [{ t: 'place', seat, left: step.count, distinct: step.distinct === 'yes', into: [] }];
		case 'moveClerks':
			return [{ t: 'place', seat, left: step.count, distinct: true, into: [] }];
		case 'advancedActivation':
			return Array.from({ length: step.count }, () => (step.location === 'any' ? { t: 'advanced' as const, seat } : { t: 'activate' as const, loc: RULES_LOCATION[step.location], advanced: true }));
		case 'recruit':
			return [{ t: 'recruit', seat, left: step.count, made: 0, unit: step.unit === 'any' ? 'any' : RULES_UNIT[step.unit], free: step.free === 'yes' }];
		case 'attack':
			// From a staging area: every soldier there attacks (FAQ #11); from firing positions: each archer shoots once.
			return [...(step.from !== 'firing' ? [{ t: 'attackOrder' as const, seat }] : []), ...(step.from !== 'rest' ? usedSections(s).flatMap((sec) => {
				const n = Math.min(step.count, s.sections[sec].firing.filter((o) => o === seat).length);
				return n ? [{ t: 'wound' as const, seat, sec, left: n }] : [];
			}) : [])];
		case 'wound':
			return [{ t: 'wound', seat, sec: -1, left: step.count }];
		case 'rescue':
			// Free rescues at this killing moment (Retreat, seed l.1319-1323); a priced one is the rule's own rescue (§5.6).
			if (step.chi === 0) for (let i = 0; i < Math.min(step.count, 16); i++) s.freeRescue.push(seat);
			return [];
		case 'buildWall':
			return [{ t: 'build', seat, left: step.count, made: 0, what: 'wall', free: false, discount: step.discount }];
		case 'buildBarricade':
			return [{ t: 'build', seat, left: step.count, made: 0, what: 'barricade', free: step.free === 'yes', discount: 0 }];
		case 'moveSoldiers':
			return [{ t: 'hq', seat, left: step.count }];
		case 'tea': {
			const at = s.tea.indexOf(seat);
			s.tea.splice(at, 1);
			s.tea.splice(step.steps === 0 ? 0 : Math.max(0, at - step.steps), 0, seat);
			return [];
		}
		case 'discardShame': {
			let left = step.count;
			for (const u of UNITS)
				while (left > 0 && p.shamed[u] > 0) {
					p.shamed[u]--;
					s.shameBank++;
					left--;
				}
			for (const w of p.won)
				while (left > 0 && w.shame > 0) {
					w.shame--;
					s.shameBank++;
					left--;
				}
			return [];
		}
		case 'takeShame':
			return Array.from({ length: step.count }, () => ({ t: 'shame' as const, seat }));
		case 'drawTactic':
			return drawTactics(s, seat, step.count, ctx);
		case 'hireClerk': {
			const price = Math.max(0, tablesIn(s).numbers.hireClerkGold - step.discount);
			for (let i = 0; i < step.count && p.unhired > 0 && p.res.gold >= price; i++) {
				p.res.gold -= price;
				p.unhired--;
				p.clerks++;
			}
			return [];
		}
		case 'hireAdvisor':
			return [{ t: 'embassy', seat, left: step.count }];
		case 'upgradeOverseer': {
			const loc = step.location === 'any' ? null : RULES_LOCATION[step.location];
			const at = loc && (PRODUCTION as readonly string[]).includes(loc) ? (loc as ProductionId) : PRODUCTION.reduce((a, b) => ((p.overseers[b]?.level ?? 0) < (p.overseers[a]?.level ?? 0) ? b : a));
			return [{ t: 'promote', seat, loc: at, extra: true, discount: step.discount }];
		}
		case 'reclaimCommand': {
			const pile = s.zones[`cmdDiscard${seat}`].items;
			const back = pile.filter((c) => !tablesIn(s).commands.get(c)?.staysDiscarded).slice(0, step.count);
			s.zones[`cmdDiscard${seat}`].items = pile.filter((c) => !back.includes(c));
			s.zones[`commands${seat}`].items.push(...back);
			return [];
		}
		case 'copyCommand':
			return [{ t: 'copy', seat }];
		// A leader's or an event's modifiers are read where they apply (facts.ts); the co-op steps belong to modes not built yet.
		case 'donate':
		case 'halveDefence':
		case 'defence':
		case 'offence':
		case 'loss':
		case 'hordesPerSpring':
		case 'sacrifice':
		case 'pay':
		case 'require':
			return [];
	}
}

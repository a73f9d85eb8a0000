/**
 * The competitive Spells 109–112 (data §3.1; texts in data/deeds.ts header), only in the
 * Spell deck when the PvP option is on (setup.ts): Mana Meltdown / Mana Radiance, Mana Claim
 * / Mana Curse, Mind Read / Mind Steal, Energy Flow / Energy Steal. Their choices, some made
 * by the other players, are `compPick` tasks.
 *
 * Choices where the data is silent: Mana Claim's die does not count as the turn's Source die
 * and is not rerolled until the next Round; "uses mana of that colour" (Mana Curse) is the
 * colour paid; a random crystal is drawn with each crystal equally likely.
 */
import type { DecisionHandler, StepContext } from '$lib/engine';
import { deedById } from './data';
import { unitIn } from './content';
import type { BasicColor } from './data/types';
import { isBasic } from './mana';
import { COLOR_CS, gainCrystal, takeWounds, WOUND } from './players';
import { tx } from './text';
import type { MkAction, CompPurpose, CompetitiveTask } from './tasks';
import type { MkState } from './types';
import type { SpecialRule } from './special-rule';

const BASIC: BasicColor[] = ['red', 'blue', 'green', 'white'];
const others = (s: MkState, seat: number) => s.players.map((_, i) => i).filter((i) => i !== seat);
const inTurn = (s: MkState, seat: number) => !!s.turn && s.turn.seat === seat && s.turn.stage !== 'end';
const colourName = (c: string) => COLOR_CS[c as BasicColor] ?? c;

/** Dice Mana Claim may take: basic colour, not depleted, free. */
const claimable = (s: MkState) => s.source.map((d, i) => ({ d, i })).filter(({ d }) => isBasic(d.color) && !d.depleted && d.takenBy === null && (d.stolenBy ?? null) === null).map(({ i }) => String(i));

/** Cards Mind Read makes a player discard: Spells and Action cards of the colour. */
const ofColour = (s: MkState, seat: number, c: string) => [...new Set(s.players[seat].hand.filter((id) => id !== WOUND && deedById(id)?.color === c && ['basic', 'advanced', 'spell'].includes(deedById(id)!.kind)))];

const spendable = (s: MkState, seat: number, maxLevel: number) => s.players[seat].units.filter((u) => u.ready && !u.wounded && unitIn(s, u.id).level <= maxLevel).map((u) => String(u.uid));

function pick(s: MkState, seat: number, purpose: CompPurpose, options: string[], optional: boolean, caster: number, extra: Partial<CompetitiveTask> = {}): CompetitiveTask {
	return { t: 'compPick', seat, purpose, options, optional, caster, ...extra };
}

function energy(s: MkState, seat: number, maxLevel: number): CompetitiveTask[] {
	return others(s, seat).filter((o) => spendable(s, o, maxLevel).length).map((o) => pick(s, seat, 'energySpend', spendable(s, o, maxLevel), true, seat, { target: o }));
}

export const COMPETITIVE_SPECIALS: Record<string, SpecialRule> = {
	// Each other player loses a random crystal (none: a Wound); the caster may take one of them.
	'mana-meltdown': {
		usable: inTurn,
		apply(s, seat, _e, _f, ctx) {
			const lost: string[] = [];
			for (const o of others(s, seat)) {
				const p = s.players[o];
				const all = BASIC.flatMap((c) => Array<BasicColor>(p.crystals[c]).fill(c));
				if (!all.length) {
					takeWounds(s, o, 1, ctx);
					continue;
				}
				const c = ctx.random.pick(all);
				p.crystals[c]--;
				lost.push(c);
				ctx.log(tx(`{${o}} ztrácí krystal (${colourName(c)}).`, `{${o}} loses a ${c} crystal.`));
			}
			if (lost.length) s.tasks.unshift(pick(s, seat, 'meltdownTake', [...new Set(lost)], true, seat));
		}
	},
	// Choose a colour: everyone takes a Wound per crystal of it; the caster gains 2 of them.
	'mana-radiance': {
		usable: inTurn,
		apply(s, seat) {
			s.tasks.unshift(pick(s, seat, 'radiance', [...BASIC], false, seat));
		}
	},
	'mana-claim': {
		usable: (s, seat) => inTurn(s, seat) && claimable(s).length > 0,
		apply(s, seat) {
			s.tasks.unshift(pick(s, seat, 'claimDie', claimable(s), false, seat));
		}
	},
	'mana-curse': {
		usable: (s, seat) => inTurn(s, seat) && claimable(s).length > 0,
		apply(s, seat) {
			s.tasks.unshift(pick(s, seat, 'claimDie', claimable(s), false, seat, { powered: true }));
		}
	},
	'mind-read': {
		usable: inTurn,
		apply(s, seat) {
			s.tasks.unshift(pick(s, seat, 'mindColour', [...BASIC], false, seat));
		}
	},
	'mind-steal': {
		usable: inTurn,
		apply(s, seat) {
			s.tasks.unshift(pick(s, seat, 'mindColour', [...BASIC], false, seat, { powered: true }));
		}
	},
	// After readying a unit (the card's first part): spend a unit of level ≤ II of each other player.
	'energy-flow': {
		usable: (s, seat) => inTurn(s, seat) && s.players[seat].units.some((u) => !u.ready),
		apply(s, seat) {
			s.tasks.unshift(...energy(s, seat, 2));
		}
	},
	// Ready and heal one unit; spend a unit of level ≤ III of each other player.
	'energy-steal': {
		usable: (s, seat) => inTurn(s, seat) && s.players[seat].units.some((u) => !u.ready || u.wounded),
		apply(s, seat) {
			s.tasks.unshift({ t: 'pickUnit', seat, purpose: 'readyHeal', maxLevel: 4 }, ...energy(s, seat, 3));
		}
	}
};

/** Mana Curse (data §3.1): another player using mana of a cursed colour on his turn takes a Wound, once per turn. */
export function manaCurse(s: MkState, seat: number, colour: string, ctx: StepContext): void {
	const t = s.turn;
	if (!t || t.seat !== seat || t.modifiers.some((m) => m.id === 'cursed')) return;
	if (!s.source.some((d) => d.cursed && d.claimedBy != null && d.claimedBy !== seat && d.color === colour)) return;
	t.modifiers.push({ id: 'cursed' });
	ctx.log(tx(`Prokletí many: {${seat}} dostává zranění.`, `Mana Curse: {${seat}} is wounded.`));
	takeWounds(s, seat, 1, ctx);
}

/** Mana Claim "1 token on each of your turns": given when the turn begins. */
export function claimedTokens(s: MkState, seat: number): void {
	for (const d of s.source) if (d.claimedBy === seat && d.claimEach && s.turn) s.turn.tokens.push(d.color);
}

const compPick: DecisionHandler<MkState, CompetitiveTask, MkAction> = {
	candidates: (_s, task) => [...task.options.map((_, i) => ({ a: 'choose', i }) as MkAction), ...(task.optional ? [{ a: 'done' } as MkAction] : [])],
	validate(_s, task, a) {
		if (a.a === 'done') return task.optional ? null : tx('Tady je třeba vybrat.', 'A choice is needed here.');
		return a.a === 'choose' && Number.isInteger(a.i) && a.i >= 0 && a.i < task.options.length ? null : tx('Vyber jednu z možností.', 'Pick one of the options.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.a === 'done') return;
		const v = task.options[(a as { i: number }).i];
		const seat = task.seat;
		switch (task.purpose) {
			case 'meltdownTake':
				gainCrystal(s, seat, v as BasicColor, ctx);
				return;
			case 'radiance':
				for (let i = 0; i < s.players.length; i++) takeWounds(s, i, s.players[i].crystals[v as BasicColor], ctx);
				gainCrystal(s, seat, v as BasicColor, ctx);
				gainCrystal(s, seat, v as BasicColor, ctx);
				return;
			case 'claimDie': {
				const d = s.source[Number(v)];
				// Held in the play area until the end of the Round (round.ts rolls it again then).
				d.claimedBy = seat;
				d.takenBy = seat;
				d.cursed = !!task.powered;
				ctx.log(tx(`{${seat}} si nárokuje kostku (${colourName(d.color)}).`, `{${seat}} claims a ${d.color} die.`));
				s.tasks.unshift(pick(s, seat, 'claimMode', ['now', 'each'], false, seat, { target: Number(v) }));
				return;
			}
			case 'claimMode': {
				const d = s.source[task.target!];
				if (v === 'now') s.turn?.tokens.push(d.color, d.color, d.color);
				else d.claimEach = true;
				return;
			}
			case 'mindColour': {
				gainCrystal(s, seat, v as BasicColor, ctx);
				const follow: CompetitiveTask[] = [];
				for (const o of others(s, seat)) {
					const cards = ofColour(s, o, v);
					if (cards.length) follow.push(pick(s, o, 'mindDiscard', cards, false, seat, { powered: task.powered }));
					else ctx.log(tx(`{${o}} ukazuje, že takovou kartu nemá.`, `{${o}} shows he has no such card.`));
				}
				if (task.powered) follow.push(pick(s, seat, 'mindSteal', [], true, seat));
				s.tasks.unshift(...follow);
				return;
			}
			case 'mindDiscard': {
				const p = s.players[seat];
				p.hand.splice(p.hand.indexOf(v), 1);
				p.discard.push(v);
				ctx.reveal();
				ctx.log(tx(`{${seat}} odhazuje kartu.`, `{${seat}} discards a card.`));
				const steal = s.tasks.find((t): t is CompetitiveTask => t.t === 'compPick' && t.purpose === 'mindSteal' && t.seat === task.caster);
				if (steal && ['basic', 'advanced'].includes(deedById(v)?.kind ?? '')) steal.options.push(`${seat}:${v}`);
				return;
			}
			case 'mindSteal': {
				const [from, card] = [Number(v.split(':')[0]), v.slice(v.indexOf(':') + 1)];
				const disc = s.players[from].discard;
				const i = disc.lastIndexOf(card);
				if (i < 0) return;
				disc.splice(i, 1);
				s.players[seat].hand.push(card);
				ctx.log(tx(`{${seat}} si natrvalo bere kartu hráče {${from}}.`, `{${seat}} takes {${from}}'s card for good.`));
				return;
			}
			case 'energySpend': {
				const u = s.players[task.target!].units.find((x) => String(x.uid) === v);
				if (u) u.ready = false;
				ctx.log(tx(`{${seat}} vyčerpává jednotku hráče {${task.target}}.`, `{${seat}} spends a unit of {${task.target}}.`));
				return;
			}
		}
	}
};

compPick.single = true;

export const COMPETITIVE_HANDLERS = { compPick };

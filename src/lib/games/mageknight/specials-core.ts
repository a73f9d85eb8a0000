/**
 * Core special effects (data/deeds.ts header lists what each must do). Combat specials
 * are in combat/; a special without a rule here or there is never offered (the card can
 * still be played sideways), and the closing note lists them.
 */
import type { StepContext } from '$lib/engine';
import type { Effect, ManaColor, Terrain } from './data/types';
import { canPayAll } from './mana';
import { drawCards, healWoundFromHand, WOUND } from './players';
import { cardQueries } from './card-modes';
import type { MkState } from './types';
import type { EffectOps, EffectSource, SpecialRule } from './special-rule';

type Sp = Extract<Effect, { k: 'special' }>;

/** The rules, given effects.ts's operations (special-rule.ts: importing effects.ts would close a cycle). */
export function coreSpecials(fx: EffectOps): Record<string, SpecialRule> {
	const { effectUsable, applyEffect } = fx;
	const { boostable } = cardQueries(fx);

	const inTurn = (s: MkState, seat: number) => !!s.turn && s.turn.seat === seat && s.turn.stage !== 'end';
	const moving = (s: MkState, seat: number) => effectUsable(s, seat, { k: 'move', n: 1 });
	const always = (s: MkState, seat: number) => inTurn(s, seat);
	const byTime = (day: Effect, night: Effect) => (s: MkState) => (s.time === 'day' ? day : night);

	/** An effect whose value depends on Day or Night (skills such as Dark Paths). */
	function timed(day: Effect, night: Effect): SpecialRule {
		const pick = byTime(day, night);
		return {
			usable: (s, seat, _e, from) => effectUsable(s, seat, pick(s), from),
			apply: (s, seat, _e, from, ctx) => applyEffect(s, seat, pick(s), ctx, from)
		};
	}

	/** A terrain rule for the rest of the turn, usable while moving (it comes with the card's Move). */
	function terrain(id: string, n: number | undefined, kinds?: Terrain[]): SpecialRule {
		return {
			usable: moving,
			apply: (s) => {
				s.turn!.modifiers.push(kinds ? { id, n, terrain: kinds } : { id, n });
			}
		};
	}

	/** An end-of-turn Fame/Reputation bonus that depends on what the turn did. */
	function atEnd(fn: (s: MkState, seat: number) => void): SpecialRule {
		return { usable: always, apply: (s, seat) => fn(s, seat) };
	}

	const CORE_SPECIALS: Record<string, SpecialRule> = {
		// Concentration / Will Focus: another Action card's stronger effect, free, +n (data §1.2–1.3).
		concentration: {
			usable: (s, seat, e) => s.players[seat].hand.some((c) => boostable(s, seat, c, e.n ?? 2)),
			apply(s, seat, e) {
				s.tasks.unshift({ t: 'pickCard', seat, purpose: 'concentration', n: e.n ?? 2 });
			}
		},
		improvisation: {
			usable: (s, seat) =>
				s.players[seat].hand.some((c) => c !== WOUND) &&
				[{ k: 'move', n: 1 }, { k: 'influence', n: 1 }, { k: 'attack', n: 1, kind: 'melee', el: 'physical' }, { k: 'block', n: 1, el: 'physical' }].some((x) => effectUsable(s, seat, x as Effect)),
			apply(s, seat, e) {
				s.tasks.unshift({ t: 'pickCard', seat, purpose: 'improvisation', n: e.n ?? 3 });
			}
		},
		// Mana Draw: one more Source die this turn.
		'mana-draw': {
			usable: always,
			apply: (s) => {
				s.turn!.diceAllowed++;
			}
		},
		// Mana Draw powered: a die set to a non-gold colour, 2 tokens of it, returned without a reroll.
		'mana-draw-powered': {
			usable: (s, seat) => inTurn(s, seat) && s.source.some((d) => d.takenBy === null && (d.stolenBy ?? null) === null),
			apply(s, seat) {
				const colors: ManaColor[] = ['red', 'blue', 'green', 'white', 'black'];
				s.tasks.unshift({ t: 'effectChoice', seat, options: colors.map((c) => ({ k: 'special', id: 'mana-draw-colour', color: c }) as Effect), src: 'mana-draw', how: 'powered', bonus: 0 });
			}
		},
		'mana-draw-colour': {
			usable: always,
			apply(s, seat, e) {
				const i = s.source.findIndex((d) => d.takenBy === null && (d.stolenBy ?? null) === null);
				const d = s.source[i];
				d.color = e.color!;
				d.depleted = false;
				d.takenBy = seat;
				d.keepFace = true;
				s.turn!.tokens.push(e.color!, e.color!);
			}
		},
		// Crystallize basic: pay a basic mana, gain a crystal of its colour.
		crystallize: {
			usable: (s, seat) => inTurn(s, seat) && (['red', 'blue', 'green', 'white'] as const).some((c) => canPayAll(s, seat, [c])),
			apply(s, seat) {
				const options = (['red', 'blue', 'green', 'white'] as const).filter((c) => canPayAll(s, seat, [c])).map((c) => ({ k: 'special', id: 'crystallize-pay', color: c }) as Effect);
				// Optional within Blood Ritual: nothing to pay with, nothing happens.
				if (options.length) s.tasks.unshift({ t: 'effectChoice', seat, options, src: 'crystallize', how: 'basic', bonus: 0 });
			}
		},
		'crystallize-pay': {
			usable: (s, seat, e) => canPayAll(s, seat, [e.color!]),
			apply(s, seat, e) {
				s.tasks.unshift({ t: 'payMana', seat, need: [e.color!], then: { k: 'effect', effect: { k: 'crystal', colors: [e.color as 'red'] }, src: 'crystallize' } });
			}
		},
		// Noble Manners: the Influence is only playable during an interaction, so the bonus always applies.
		'noble-manners': atEnd((s) => {
			s.turn!.atEnd.fame += 1;
		}),
		'noble-manners-powered': atEnd((s) => {
			s.turn!.atEnd.fame += 1;
			s.turn!.atEnd.reputation += 1;
		}),
		// Heroic Tale: per unit recruited this turn, counted at the end of the turn.
		'heroic-tale': atEnd((s) => {
			s.turn!.modifiers.push({ id: 'heroic-tale' });
		}),
		'heroic-tale-powered': atEnd((s) => {
			s.turn!.modifiers.push({ id: 'heroic-tale-powered' });
		}),
		// Terrain cost rules for the turn (data §2.1, units §4.1).
		'frost-bridge': terrain('terrain-fixed', 1, ['swamp']),
		'frost-bridge-powered': {
			usable: moving,
			apply: (s) => {
				s.turn!.modifiers.push({ id: 'terrain-fixed', n: 1, terrain: ['swamp', 'lake'] }, { id: 'lakes-open', n: 1 });
			}
		},
		'song-of-wind': terrain('terrain-less', 1, ['plains', 'desert', 'wasteland']),
		'song-of-wind-powered': terrain('terrain-less', 2, ['plains', 'desert', 'wasteland']),
		'path-finding': terrain('terrain-less-min2', 1),
		'path-finding-powered': terrain('terrain-fixed', 2, ['plains', 'hills', 'forest', 'wasteland', 'desert', 'swamp']),
		foresters: terrain('terrain-less', 1, ['forest', 'hills', 'swamp']),
		// Pure Magic: the mana paid chooses the effect (green Move, white Influence, blue Block, red Attack).
		'pure-magic': {
			usable: (s, seat, e, from) => pureOptions(s, seat, e.n ?? 4, from.reserve).length > 0,
			apply(s, seat, e) {
				const opts = pureOptions(s, seat, e.n ?? 4);
				s.tasks.unshift({ t: 'effectChoice', seat, options: opts.map((o) => ({ k: 'special', id: 'pure-magic-pay', color: o.color, n: e.n }) as Effect), src: 'pure-magic', how: 'basic', bonus: 0 });
			}
		},
		'pure-magic-pay': {
			usable: (s, seat, e) => pureOptions(s, seat, e.n ?? 4).some((o) => o.color === e.color),
			apply(s, seat, e, from) {
				const o = pureOptions(s, seat, e.n ?? 4).find((x) => x.color === e.color)!;
				s.tasks.unshift({ t: 'payMana', seat, need: [o.color], then: { k: 'effect', effect: o.effect, src: from.src } });
			}
		},
		// Skills whose value depends on the time of day (data §7.6).
		'dark-paths': timed({ k: 'move', n: 1 }, { k: 'move', n: 2 }),
		'double-time': timed({ k: 'move', n: 2 }, { k: 'move', n: 1 }),
		'day-sharpshooting': timed({ k: 'attack', n: 2, kind: 'ranged', el: 'physical' }, { k: 'attack', n: 1, kind: 'ranged', el: 'physical' }),
		'night-sharpshooting': timed({ k: 'attack', n: 1, kind: 'ranged', el: 'physical' }, { k: 'attack', n: 2, kind: 'ranged', el: 'physical' }),
		'dark-negotiation': timed({ k: 'influence', n: 2 }, { k: 'influence', n: 3 }),
		'bright-negotiation': timed({ k: 'influence', n: 3 }, { k: 'influence', n: 2 }),
		'time-token': {
			usable: always,
			apply: (s) => {
				s.turn!.tokens.push(s.time === 'day' ? 'gold' : 'black');
			}
		},
		'forward-march': {
			usable: (s, seat) => moving(s, seat) && s.players[seat].units.some((u) => u.ready && !u.wounded),
			apply(s, seat, _e, from, ctx) {
				const n = Math.min(3, s.players[seat].units.filter((u) => u.ready && !u.wounded).length);
				applyEffect(s, seat, { k: 'move', n }, ctx, from);
			}
		},
		inspiration: {
			usable: (s, seat) => inTurn(s, seat) && !s.combat && s.players[seat].units.some((u) => !u.ready || u.wounded),
			apply(s, seat) {
				s.tasks.unshift({ t: 'pickUnit', seat, purpose: 'readyHeal', maxLevel: 99 });
			}
		},
		'glittering-fortune': {
			usable: (s, seat) => effectUsable(s, seat, { k: 'influence', n: 1 }) && glitter(s, seat) > 0,
			apply(s, seat, _e, from, ctx) {
				applyEffect(s, seat, { k: 'influence', n: glitter(s, seat) }, ctx, from);
			}
		},
		'i-feel-no-pain': {
			usable: (s, seat) => inTurn(s, seat) && !s.combat && s.players[seat].hand.includes(WOUND),
			apply(s, seat, _e, _from, ctx) {
				const p = s.players[seat];
				p.hand.splice(p.hand.indexOf(WOUND), 1);
				p.discard.push(WOUND);
				drawCards(s, seat, 1, ctx);
			}
		},
		restoration: {
			usable: (s, seat) => effectUsable(s, seat, { k: 'heal', n: 1 }),
			apply(s, seat, _e, from, ctx) {
				applyEffect(s, seat, { k: 'heal', n: inForest(s, seat) ? 5 : 3 }, ctx, from);
			}
		},
		'crystal-rolls': {
			usable: always,
			apply(s, seat, e) {
				s.turn!.rewards.push({ k: 'crystalRolls', n: e.n ?? 1 });
			}
		},
		// Utem Swordsmen's strong ability wounds the unit that used it.
		'wound-this-unit': {
			usable: () => true,
			apply(s, seat, _e, from) {
				const id = from.src.startsWith('unit:') ? from.src.slice(5) : '';
				const u = s.players[seat].units.find((x) => x.id === id && !x.ready && !x.wounded);
				if (u) u.wounded = true;
			}
		},
		// Golden Grail: Fame +1 per point of its Healing spent; powered: a card per Wound healed from hand (turn.ts heal).
		'golden-grail': {
			usable: (s, seat) => effectUsable(s, seat, { k: 'heal', n: 1 }),
			apply: (s) => {
				s.turn!.modifiers.push({ id: 'golden-grail', n: 2 });
			}
		},
		'golden-grail-powered': {
			usable: (s, seat) => effectUsable(s, seat, { k: 'heal', n: 1 }),
			apply: (s) => {
				s.turn!.modifiers.push({ id: 'golden-grail-powered' });
			}
		}
	};

	function pureOptions(s: MkState, seat: number, n: number, reserve: ManaColor[] = []): { color: ManaColor; effect: Effect }[] {
		const all: { color: ManaColor; effect: Effect }[] = [
			{ color: 'green', effect: { k: 'move', n } },
			{ color: 'white', effect: { k: 'influence', n } },
			{ color: 'blue', effect: { k: 'block', n, el: 'physical' } },
			{ color: 'red', effect: { k: 'attack', n, kind: 'melee', el: 'physical' } }
		];
		return all.filter((o) => effectUsable(s, seat, o.effect) && canPayAll(s, seat, [...reserve, o.color]));
	}

	function glitter(s: MkState, seat: number): number {
		const c = s.players[seat].crystals;
		return [c.red, c.blue, c.green, c.white].filter((x) => x > 0).length;
	}

	function inForest(s: MkState, seat: number): boolean {
		const pos = s.players[seat].pos;
		return !!pos && s.hexes[pos]?.terrain === 'forest';
	}

	return CORE_SPECIALS;
}

export type { EffectSource, Sp, StepContext };
export { healWoundFromHand };

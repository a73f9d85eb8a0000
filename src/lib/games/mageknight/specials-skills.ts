/**
 * Hero skills with their own rule (data §7.6, spec §5.12): the sideways skills, Invocation,
 * Polarization, Flight, Leadership, Resistance Break, Motivation, Bonds of Loyalty and the
 * four competitive interactive skills. Their lasting parts live in skill-hooks.ts, their
 * decisions in skill-tasks.ts. Only specials.ts imports this table.
 */
import type { Effect, ManaColor } from './data/types';
import { enemyIn } from './content';
import { distance, parseKey } from './hex';
import { canPayAll, diceAvailable, effectiveTime, spendMana } from './mana';
import { drawCards, gainToken, takeWounds, WOUND } from './players';
import { addFx, fxList, hasFx } from './skill-hooks';
import { MANA_CS, tx } from './text';
import type { MkState } from './types';
import { flightOptions } from './reach';
import { cardQueries } from './card-modes';
import type { EffectOps, SpecialRule } from './special-rule';

/** The rules, given effects.ts's operations (special-rule.ts: importing effects.ts would close a cycle). */
export function skillSpecials(fx: EffectOps): Record<string, SpecialRule> {
	const { sidewaysNow } = cardQueries(fx);

	type Sp = Extract<Effect, { k: 'special' }>;
	const inTurn = (s: MkState, seat: number) => !!s.turn && s.turn.seat === seat && s.turn.stage !== 'end';
	const choice = (s: MkState, seat: number, src: string, options: Effect[]) => {
		if (options.length) s.tasks.unshift({ t: 'effectChoice', seat, options, src, how: 'basic', bonus: 0 });
	};
	const special = (id: string, p: Omit<Sp, 'k' | 'id'>): Effect => ({ k: 'special', id, ...p });

	/** A skill that plays a card from hand sideways for more (data §7.6). */
	function sidewaysSkill(wound: boolean, extra: (s: MkState, seat: number) => boolean = () => true): SpecialRule {
		return {
			usable: (s, seat) =>
				inTurn(s, seat) && s.players[seat].hand.some((c) => (c === WOUND) === wound) && sidewaysNow(s, seat).length > 0 && extra(s, seat),
			apply(s, seat, _e, from) {
				s.tasks.unshift({ t: 'skillCard', seat, skill: from.src.replace(/^skill:/, '') });
			}
		};
	}

	const BASIC = ['red', 'blue', 'green', 'white'] as const;

	/** Polarization (data §7.6): red↔blue, green↔white; gold→black only at Night, black→gold only by Day. */
	function opposite(s: MkState, c: ManaColor): ManaColor | null {
		const night = effectiveTime(s) === 'night';
		const pairs: Record<ManaColor, ManaColor | null> = { red: 'blue', blue: 'red', green: 'white', white: 'green', gold: night ? 'black' : null, black: night ? null : 'gold' };
		return pairs[c];
	}

	/** What Polarization can turn: a token (n −1), a crystal (n −2) or a Source die (n = its index). */
	function polarOptions(s: MkState, seat: number): Effect[] {
		const t = s.turn;
		if (!inTurn(s, seat) || !t) return [];
		const out: Effect[] = [];
		for (const c of new Set(t.tokens)) if (opposite(s, c)) out.push(special('polarize', { color: c, n: -1 }));
		for (const c of BASIC) if (s.players[seat].crystals[c] > 0) out.push(special('polarize', { color: c, n: -2 }));
		if (diceAvailable(s, seat)) {
			const seen = new Set<ManaColor>();
			s.source.forEach((d, i) => {
				if (d.depleted || d.takenBy !== null || (d.stolenBy ?? null) !== null || seen.has(d.color) || !opposite(s, d.color)) return;
				seen.add(d.color);
				out.push(special('polarize', { color: d.color, n: i }));
			});
		}
		return out;
	}

	/** Undefeated enemies with resistances, and how many they have now (Resistance Break). */
	function breakable(s: MkState): { uid: number; n: number }[] {
		const c = s.combat;
		if (!c) return [];
		return c.enemies
			.filter((e) => !e.defeated)
			.map((e) => ({ uid: e.token.uid, n: enemyIn(s, e.token.id).resist.filter((r) => !(e.lostResist ?? []).includes(r)).length }))
			.filter((x) => x.n > 0);
	}

	/** Other heroes on the map nearest to `seat`'s hero (Healing Ritual). */
	function nearestHeroes(s: MkState, seat: number): number[] {
		const pos = s.players[seat].pos;
		if (!pos) return [];
		const d = s.players.map((p, i) => (i !== seat && p.pos ? distance(parseKey(pos), parseKey(p.pos)) : Infinity));
		const best = Math.min(...d);
		return best === Infinity ? [] : d.flatMap((x, i) => (x === best ? [i] : []));
	}

	/** An interactive skill: once a Round, only with other players, not while in the centre (spec §5.12). */
	const interactive = (s: MkState, seat: number, id: string) => inTurn(s, seat) && s.players.length > 1 && !hasFx(s, seat, id);

	const strictlyLeastFame = (s: MkState, seat: number) => s.players.length > 1 && s.players.every((p, i) => i === seat || p.fame > s.players[seat].fame);

	const SKILL_SPECIALS: Record<string, SpecialRule> = {
		// Bonds of Loyalty works through recruiting (sites/interact.ts) and the command limit: never "used".
		'bonds-of-loyalty': { usable: () => false, apply: () => {} },
		'i-dont-give-a-damn': sidewaysSkill(false),
		'who-needs-magic': sidewaysSkill(false),
		'power-of-pain': sidewaysSkill(true),
		'universal-power': sidewaysSkill(false, (s, seat) => BASIC.some((c) => canPayAll(s, seat, [c]))),
		// Universal Power's mana: paid, then the card gives 3 (4 when the card is of that colour).
		'universal-power-pay': {
			usable: (s, seat, e) => canPayAll(s, seat, [e.color!]),
			apply(s, seat, e) {
				s.tasks.unshift({ t: 'payMana', seat, need: [e.color!], then: { k: 'none' } }, { t: 'skillSideways', seat, skill: 'universal-power', n: e.n ?? 3 });
			}
		},
		invocation: {
			usable: (s, seat) => inTurn(s, seat) && s.players[seat].hand.length > 0,
			apply(s, seat) {
				s.tasks.unshift({ t: 'skillCard', seat, skill: 'invocation' });
			}
		},
		polarization: {
			usable: (s, seat) => polarOptions(s, seat).length > 0,
			apply: (s, seat) => choice(s, seat, 'skill:polarization', polarOptions(s, seat))
		},
		// The chosen mana is spent and comes back as a token of the opposite colour (to be used this turn).
		polarize: {
			usable: (s, seat, e) => polarOptions(s, seat).some((o) => JSON.stringify(o) === JSON.stringify(e)),
			apply(s, seat, e, _from, ctx) {
				const n = e.n ?? -1;
				const from = n === -1 ? 'token' : n === -2 ? 'crystal' : 'die';
				spendMana(s, seat, from === 'die' ? { a: 'mana', from, color: e.color!, die: n } : { a: 'mana', from, color: e.color! });
				const to = opposite(s, e.color!)!;
				gainToken(s, to);
				ctx.log(tx(`{${seat}}: polarizace ${MANA_CS[e.color!]} → ${MANA_CS[to]}.`, `{${seat}}: polarization ${e.color} → ${to}.`));
			}
		},
		flight: {
			usable: (s, seat) => {
				const t = s.turn;
				return inTurn(s, seat) && !s.combat && !!t && (t.stage === 'start' || t.stage === 'move') && !t.actionDone && flightOptions(s, seat).length > 0;
			},
			apply(s, seat) {
				s.tasks.unshift({ t: 'skillHex', seat, skill: 'flight' });
			}
		},
		// Leadership: the next unit activated gets +3 Block, +2 Attack or +1 Ranged Attack (skill-hooks unitBoost).
		leadership: {
			usable(s, seat) {
				const c = s.combat;
				return inTurn(s, seat) && !!c && c.phase !== 'damage' && !s.turn!.modifiers.some((m) => m.id === 'leadership') && s.players[seat].units.some((u) => u.ready && !u.wounded && (!c.noUnits || u.bonds));
			},
			apply(s) {
				s.turn!.modifiers.push({ id: 'leadership' });
			}
		},
		'resistance-break': {
			usable: (s, seat) => inTurn(s, seat) && breakable(s).length > 0,
			apply: (s, seat) => choice(s, seat, 'skill:resistance-break', breakable(s).map((x) => special('resistance-break-on', { n: x.uid })))
		},
		'resistance-break-on': {
			usable: (s, _seat, e) => breakable(s).some((x) => x.uid === e.n),
			apply(s, _seat, e) {
				const x = breakable(s).find((b) => b.uid === e.n)!;
				const en = s.combat!.enemies.find((q) => q.token.uid === e.n)!;
				en.armorMinus = (en.armorMinus ?? 0) + x.n;
			}
		},
		// Motivation: on your turn; in another player's turn through other-turn.ts (seed L3319–3325).
		motivation: {
			usable: (s, seat) => inTurn(s, seat) && !hasFx(s, seat, 'motivation') && (s.players[seat].deck.length > 0 || strictlyLeastFame(s, seat)),
			apply(s, seat, e, _from, ctx) {
				drawCards(s, seat, 2, ctx);
				if (strictlyLeastFame(s, seat) && e.color) gainToken(s, e.color);
				addFx(s, { seat, id: 'motivation', turns: 0 });
			}
		},
		// ── interactive (competitive) skills: in the centre until the owner's next turn ──
		'healing-ritual': {
			usable: (s, seat) => interactive(s, seat, 'healing-ritual') && !s.combat && s.players[seat].hand.includes(WOUND),
			apply(s, seat, _e, _from, ctx) {
				const p = s.players[seat];
				// Always the most Wounds allowed: throwing fewer is never better.
				const n = Math.min(2, p.hand.filter((c) => c === WOUND).length);
				for (let i = 0; i < n; i++) p.hand.splice(p.hand.indexOf(WOUND), 1);
				ctx.log(tx(`{${seat}} zahazuje ${n} zranění (Léčivý rituál).`, `{${seat}} throws away ${n} Wound(s) (Healing Ritual).`));
				addFx(s, { seat, id: 'healing-ritual' });
				const near = nearestHeroes(s, seat);
				if (near.length === 1) takeWounds(s, near[0], 1, ctx);
				else choice(s, seat, 'skill:healing-ritual', near.map((i) => special('healing-ritual-to', { n: i })));
			}
		},
		'healing-ritual-to': {
			usable: () => true,
			apply: (s, _seat, e, _from, ctx) => void takeWounds(s, e.n!, 1, ctx)
		},
		'mana-exploit': {
			usable: (s, seat) => interactive(s, seat, 'mana-exploit'),
			apply: (s, seat) => choice(s, seat, 'skill:mana-exploit', (['red', 'blue', 'green', 'white', 'black'] as const).map((color) => special('mana-exploit-colour', { color })))
		},
		'mana-exploit-colour': {
			usable: () => true,
			apply(s, seat, e) {
				gainToken(s, e.color!);
				addFx(s, { seat, id: 'mana-exploit', color: e.color, hits: [] });
			}
		},
		'prayer-of-weather': {
			usable: (s, seat) => interactive(s, seat, 'prayer-of-weather'),
			apply: (s, seat) => addFx(s, { seat, id: 'prayer-of-weather' })
		},
		'source-freeze': {
			usable: (s, seat) => interactive(s, seat, 'source-freeze') && !fxList(s).some((f) => f.id === 'source-freeze'),
			apply: (s, seat) => addFx(s, { seat, id: 'source-freeze' })
		}
	};
	return SKILL_SPECIALS;
}

/**
 * The `special` effects of the Artifacts other than the Banners (data §3.2): Amulets, Book of
 * Wisdom, Horn of Wrath, the four Rings, Sword of Justice. An Artifact's stronger effect throws
 * it away (turn.ts marks it). Mana rules of the Amulets and Rings live in mana.ts, the Sword's
 * doubling in effects.ts and its Fame in combat/phases.ts (defeatEnemy), all read from turn
 * modifiers set here.
 */
import { revealGarrisonsAround } from './map';
import { gainFame } from './players';
import { deedById } from './data';
import type { MkState, TurnState } from './types';
import { wrathRolls, bookCards } from './specials-shared';
import type { EffectOps, SpecialRule } from './special-rule';

/** The rules, given effects.ts's operations (special-rule.ts: importing effects.ts would close a cycle). */
export function artifactSpecials(fx: EffectOps): Record<string, SpecialRule> {
	const { effectUsable } = fx;

	const inTurn = (s: MkState, seat: number) => !!s.turn && s.turn.seat === seat && s.turn.stage !== 'end';
	const siegeNow = (s: MkState, seat: number) => effectUsable(s, seat, { k: 'attack', n: 1, kind: 'siege', el: 'physical' });
	const meleeNow = (s: MkState, seat: number) => effectUsable(s, seat, { k: 'attack', n: 1, kind: 'melee', el: 'physical' });
	const fighting = (s: MkState, seat: number) => inTurn(s, seat) && s.combat?.seat === seat && s.combat.enemies.some((e) => !e.defeated);

	/** Sword of Justice: Fame +1 per enemy defeated this turn — those already defeated in this combat now, later ones in defeatEnemy. */
	function swordFame(s: MkState, seat: number, ctx: Parameters<SpecialRule['apply']>[4]): void {
		if (!s.turn!.modifiers.some((m) => m.id === 'sword-of-justice')) {
			s.turn!.modifiers.push({ id: 'sword-of-justice' });
			gainFame(s, seat, s.combat?.enemies.filter((e) => e.defeated).length ?? 0, ctx);
		}
	}

	const ARTIFACT_SPECIALS: Record<string, SpecialRule> = {
		// Amulet of the Sun (127), at Night: forests cost 3, gold mana usable, garrisons and ruins revealed as by Day.
		'amulet-of-the-sun': {
			usable: inTurn,
			apply(s, seat, _e, _from, ctx) {
				if (s.time !== 'night') return;
				s.turn!.modifiers.push({ id: 'terrain-fixed', n: 3, terrain: ['forest'] }, { id: 'gold-as-day' }, { id: 'day-reveal' });
				const pos = s.players[seat].pos;
				if (pos) revealGarrisonsAround(s, pos, ctx);
			}
		},
		// Amulet of Darkness (128), by Day: deserts cost 3, black mana usable as at Night.
		'amulet-of-darkness': {
			usable: inTurn,
			apply(s) {
				if (s.time !== 'day') return;
				s.turn!.modifiers.push({ id: 'terrain-fixed', n: 3, terrain: ['desert'] }, { id: 'black-as-night' });
			}
		},
		// Book of Wisdom (126): throw away an Action card for an AA (basic) / a Spell and a crystal (powered) of its colour.
		'book-of-wisdom': {
			usable: (s, seat) => inTurn(s, seat) && bookCards(s, seat, 'basic').length > 0,
			apply: (s, seat) => {
				s.tasks.unshift({ t: 'bookOfWisdom', seat, how: 'basic' });
			}
		},
		'book-of-wisdom-powered': {
			usable: (s, seat) => inTurn(s, seat) && bookCards(s, seat, 'powered').length > 0,
			apply: (s, seat) => {
				s.tasks.unshift({ t: 'bookOfWisdom', seat, how: 'powered' });
			}
		},
		// Horn of Wrath (122): with its Siege Attack 6, one die (black or red: a Wound); thrown away: +0…6, a die per point.
		'horn-of-wrath': {
			usable: siegeNow,
			apply: (s, seat, _e, _from, ctx) => wrathRolls(s, seat, 1, ctx)
		},
		'horn-of-wrath-powered': {
			usable: siegeNow,
			apply: (s, seat, e) => {
				s.tasks.unshift({ t: 'hornOfWrath', seat, max: e.n ?? 6 });
			}
		},
		// Rings (117–120) thrown away: unlimited mana of their colour and black this turn (mana.ts); Fame per Spell of the colour (ringFame below).
		ring: {
			usable: (s, seat, e) => inTurn(s, seat) && !!e.color,
			apply: (s, _seat, e) => {
				s.turn!.modifiers.push({ id: 'ring', color: e.color });
			}
		},
		// Sword of Justice (121): discard cards for Attack 3 each (Attack phase); Fame +1 per enemy defeated this turn.
		'sword-of-justice': {
			usable: meleeNow,
			apply(s, seat, e, _from, ctx) {
				swordFame(s, seat, ctx);
				s.tasks.unshift({ t: 'swordDiscard', seat, n: e.n ?? 3 });
			}
		},
		// Thrown away: physical attacks played in the Attack phase count double (those already played too), no Physical resistance.
		'sword-of-justice-powered': {
			usable: fighting,
			apply(s, seat, _e, _from, ctx) {
				const c = s.combat!;
				swordFame(s, seat, ctx);
				s.turn!.modifiers.push({ id: 'sword-of-justice-powered' });
				for (const e of c.enemies) if (!(e.lostResist ?? []).includes('physical')) e.lostResist = [...(e.lostResist ?? []), 'physical'];
				if (c.phase === 'attack') for (const kind of ['melee', 'ranged', 'siege'] as const) s.turn!.pools.attack[kind].physical *= 2;
			}
		}
	};
	return ARTIFACT_SPECIALS;
}

/** Fame +1 per Spell of a thrown-away Ring's colour cast this turn (counted from the play area). */
export function ringFame(t: TurnState): number {
	let n = 0;
	for (const m of t.modifiers) {
		if (m.id !== 'ring') continue;
		n += t.played.filter((p) => {
			if (p.how === 'sideways') return false;
			const c = deedById(p.card);
			return c.kind === 'spell' && c.color === m.color;
		}).length;
	}
	return n;
}

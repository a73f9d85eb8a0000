/**
 * Banner artifacts (spec §5.13.3, data §3.2, cards 113–116). Played for the top half, a
 * banner is assigned to one of your units (skill-tasks.ts `bannerUnit`) instead of giving
 * anything at once; what it gives the unit lives where the unit acts: Armor and resistances
 * in combat/rules.ts `unitDefense`, Glory's +1 and Fame in skill-hooks.ts `unitBoost`,
 * Courage and Fear as the turn action `banner` (skill-tasks.ts). The bottom halves are
 * thrown away (Fear's is a combat rule). Only specials.ts imports this table.
 */
import type { MkState } from './types';
import type { SpecialRule } from './special-rule';

const inTurn = (s: MkState, seat: number) => !!s.turn && s.turn.seat === seat && s.turn.stage !== 'end';

/** Top half: assign the banner to a unit (any time in your turn, a unit needed). */
const assign: SpecialRule = {
	usable: (s, seat) => inTurn(s, seat) && s.players[seat].units.length > 0,
	apply(s, seat, _e, from) {
		s.tasks.unshift({ t: 'bannerUnit', seat, card: from.src });
	}
};

/** The bottom half was used: the artifact leaves the game at the end of the turn. */
function throwAway(s: MkState, id: string): void {
	const played = s.turn?.played ?? [];
	for (let i = played.length - 1; i >= 0; i--)
		if (played[i].card === id && played[i].how === 'powered' && !played[i].destroyed) {
			played[i].destroyed = true;
			return;
		}
}

/** Units that can still act or be hurt in this combat. */
const unitsInCombat = (s: MkState, seat: number) => !!s.combat && s.players[seat].units.some((u) => !s.combat!.noUnits || u.bonds);

export const BANNER_SPECIALS: Record<string, SpecialRule> = {
	'banner-of-glory': assign,
	'banner-of-fear': assign,
	'banner-of-protection': assign,
	'banner-of-courage': assign,
	// Courage thrown away: not in combat, ready all your units.
	'banner-of-courage-powered': {
		usable: (s, seat) => inTurn(s, seat) && !s.combat && s.players[seat].units.some((u) => !u.ready),
		apply(s, seat) {
			for (const u of s.players[seat].units) u.ready = true;
			throwAway(s, 'banner-of-courage');
		}
	},
	// Glory thrown away: this turn every unit Armor +1, +1 to its attacks and blocks, Fame +1 per unit that attacks or blocks.
	'banner-of-glory-powered': {
		usable: (s, seat) => inTurn(s, seat) && unitsInCombat(s, seat) && !s.turn!.modifiers.some((m) => m.id === 'glory-all'),
		apply(s) {
			s.turn!.modifiers.push({ id: 'glory-all' });
			throwAway(s, 'banner-of-glory');
		}
	},
	// Protection thrown away: at the end of the turn every Wound received this turn is thrown away (skill-hooks turnEndFx).
	'banner-of-protection-powered': {
		usable: (s, seat) => inTurn(s, seat) && !s.turn!.modifiers.some((m) => m.id === 'protection-end'),
		apply(s) {
			s.turn!.modifiers.push({ id: 'protection-end' });
			throwAway(s, 'banner-of-protection');
		}
	}
};

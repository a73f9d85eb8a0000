/**
 * Special combat effects read for a player-vs-player combat (Rulebook PvP "Special Combat
 * Effects"; effects.ts consults this table before the ordinary one while `s.pvp` is set).
 *
 * - "The blocked enemy loses Swift" (Utem Guardsmen, Altem Guardians): the block counts at
 *   full value in the Ranged phase (Rulebook PvP Ranged 4c).
 * - "An enemy does not attack" (Whirlwind, Illusionists, Chill, Lethal Chill, Amotep
 *   Freezers): played while blocking; one unit contributing to the attack is chosen and its
 *   part deducted (rule 4). A blue effect cannot choose an Ice-resistant unit (rule 2b).
 * - "Skip the Block and Assign Damage phases" (Banner of Fear thrown away): cancels the whole
 *   attack (rule 5).
 * - Effects aimed at an enemy, played by the attacker on the opponent's unwounded units (rule 2):
 *   Tornado and Disintegrate "destroy" = wound (Melee only, as they are Attack-phase only);
 *   Tremor/Earthquake and Disintegrate's rider take Armor for the rest of the combat (never
 *   below 1: pvp.ts unitCost). Red effects miss Fire-resistant units.
 */
import { unitById } from './data';
import type { BasicColor } from './data/types';
import { unitDefense } from './combat/rules';
import type { SpecialRule } from './effects';
import { blockerOf, type PvpState, type UnitPart } from './pvp-state';
import { tx } from './text';
import type { MkState } from './types';

/** The seat blocks an attack now. */
const blocking = (s: MkState, seat: number): s is MkState & { pvp: PvpState } => !!s.pvp && s.pvp.full !== null && s.pvp.step === 'block' && blockerOf(s.pvp) === seat && !!s.pvp.attack;

/** Whether an effect of that colour can reach the unit behind `part` (rule 2a/2b: red vs Fire, blue vs Ice resistance). */
export function partReachable(s: MkState, part: UnitPart, color: BasicColor | null): boolean {
	const p = s.pvp;
	if (!p || !color || (color !== 'red' && color !== 'blue')) return true;
	const u = s.players[p.attacker].units.find((x) => x.id === part.unit);
	const def = unitById(part.unit);
	if (!u || !def) return true;
	return !unitDefense(u, def).resist.includes(color === 'red' ? 'fire' : 'ice');
}

/** Indexes of the attack's unit parts an effect of that colour may cancel. */
export function cancellableParts(s: MkState, color: BasicColor | null): number[] {
	const parts = s.pvp?.attack?.units ?? [];
	return parts.flatMap((x, i) => (x.n > 0 && partReachable(s, x, color) ? [i] : []));
}

function notAttack(color: BasicColor | null): SpecialRule {
	return {
		usable: (s, seat) => blocking(s, seat) && cancellableParts(s, color).length > 0,
		apply(s, seat) {
			if (cancellableParts(s, color).length) s.tasks.unshift({ t: 'pvpCancel', seat, color, fame: false });
		}
	};
}

export type PvpTargetPurpose = 'destroy' | 'disintegrate' | 'tremor';

/** The seat builds an attack now (Melee only: `melee`). */
const attacking = (s: MkState, seat: number, melee: boolean): s is MkState & { pvp: PvpState } =>
	!!s.pvp && s.pvp.full !== null && s.pvp.step === 'attack' && s.pvp.attacker === seat && (!melee || s.pvp.phase === 'melee');

/** The opponent's unwounded units an effect of that colour can reach (rule 2), as uids. */
export function unitTargets(s: MkState, color: BasicColor | null): number[] {
	const p = s.pvp;
	if (!p) return [];
	const foe = blockerOf(p);
	const res = color === 'red' ? 'fire' : color === 'blue' ? 'ice' : null;
	return s.players[foe].units
		.filter((u) => {
			const def = unitById(u.id);
			return !u.wounded && !!def && !(res && unitDefense(u, def).resist.includes(res));
		})
		.map((u) => u.uid);
}

const COLOR: Record<PvpTargetPurpose, BasicColor> = { destroy: 'white', disintegrate: 'red', tremor: 'green' };

function aimed(purpose: PvpTargetPurpose): SpecialRule {
	return {
		usable: (s, seat) => attacking(s, seat, purpose !== 'tremor') && unitTargets(s, COLOR[purpose]).length > 0,
		apply(s, seat) {
			const uids = unitTargets(s, COLOR[purpose]);
			if (uids.length) s.tasks.unshift({ t: 'pvpTarget', seat, purpose, uids });
		}
	};
}

export const PVP_SPECIALS: Record<string, SpecialRule> = {
	'block-removes-swift': {
		usable: (s, seat) => blocking(s, seat),
		apply(s) {
			if (s.pvp) s.pvp.noSwift = true;
		}
	},
	'enemy-does-not-attack': notAttack(null),
	'enemy-does-not-attack-unfortified': notAttack(null),
	chill: notAttack('blue'),
	'freeze-enemy': notAttack('blue'),
	'destroy-enemy': aimed('destroy'),
	disintegrate: aimed('disintegrate'),
	tremor: aimed('tremor'),
	earthquake: aimed('tremor'),
	'banner-of-fear-powered': {
		usable: (s, seat) => blocking(s, seat) && s.pvp!.attack!.n > 0,
		apply(s, seat, _e, _from, ctx) {
			const a = s.pvp?.attack;
			if (!a) return;
			a.n = 0;
			a.elements = [];
			a.byEl = {};
			a.units = [];
			ctx.log(tx(`{${seat}} ruší celý útok (Prapor strachu).`, `{${seat}} cancels the whole attack (Banner of Fear).`));
		}
	}
};

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
 * - Expose/Mass Expose take resistances, Demolish Armor −1 and the site fortification; Chill and
 *   Lethal Chill also act on the cancelled unit; Ice Shield's rider, and Burning/Exploding Shield
 *   after a block that stops the whole attack, on units contributing to the attack (rule 2e);
 *   Cold Toughness, Flame Wave, Wings of Night count by rule 2f (pvpEnemyCount).
 */
import { unitIn } from './content';
import type { BasicColor } from './data/types';
import { unitDefense } from './combat/rules';
import { blockerOf, pvpResist, type PvpState, type UnitPart } from './pvp-state';
import { tx } from './text';
import type { MkState } from './types';
import type { CancelRider, PvpTargetPurpose } from './tasks';
import type { SpecialRule } from './special-rule';

/** The seat blocks an attack now. */
const blocking = (s: MkState, seat: number): s is MkState & { pvp: PvpState } => !!s.pvp && s.pvp.full !== null && s.pvp.step === 'block' && blockerOf(s.pvp) === seat && !!s.pvp.attack;

/** Whether an effect of that colour can reach the unit behind `part` (rule 2a/2b: red vs Fire, blue vs Ice resistance). */
export function partReachable(s: MkState, part: UnitPart, color: BasicColor | null): boolean {
	const p = s.pvp;
	if (!p || !color || (color !== 'red' && color !== 'blue')) return true;
	const u = s.players[p.attacker].units.find((x) => (part.uid === undefined ? x.id === part.unit : x.uid === part.uid));
	const def = unitIn(s, part.unit);
	if (!u || !def) return true;
	return !pvpResist(s, u.uid, unitDefense(u, def).resist).includes(color === 'red' ? 'fire' : 'ice');
}

/** Indexes of the attack's unit parts an effect of that colour may cancel. */
export function cancellableParts(s: MkState, color: BasicColor | null): number[] {
	const parts = s.pvp?.attack?.units ?? [];
	return parts.flatMap((x, i) => (x.n > 0 && partReachable(s, x, color) ? [i] : []));
}

function notAttack(color: BasicColor | null, rider?: (e: { n?: number }) => CancelRider): SpecialRule {
	return {
		usable: (s, seat) => blocking(s, seat) && cancellableParts(s, color).length > 0,
		apply(s, seat, e) {
			if (!cancellableParts(s, color).length) return;
			const r = rider?.(e);
			s.tasks.unshift(r ? { t: 'pvpCancel', seat, color, fame: false, rider: r } : { t: 'pvpCancel', seat, color, fame: false });
		}
	};
}

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
			const def = unitIn(s, u.id);
			return !u.wounded && !!def && !(res && pvpResist(s, u.uid, unitDefense(u, def).resist).includes(res));
		})
		.map((u) => u.uid);
}

const COLOR: Record<PvpTargetPurpose, BasicColor> = { destroy: 'white', disintegrate: 'red', tremor: 'green', expose: 'white', iceShield: 'blue', exploding: 'red' };
/** Attack-phase-only effects (Tornado, Disintegrate): the Melee phase in PvP. */
const MELEE_ONLY: PvpTargetPurpose[] = ['destroy', 'disintegrate'];

function aimed(purpose: PvpTargetPurpose): SpecialRule {
	return {
		usable: (s, seat) => attacking(s, seat, MELEE_ONLY.includes(purpose)) && unitTargets(s, COLOR[purpose]).length > 0,
		apply(s, seat) {
			const uids = unitTargets(s, COLOR[purpose]);
			if (uids.length) s.tasks.unshift({ t: 'pvpTarget', seat, purpose, uids });
		}
	};
}

/**
 * "The number of enemies" in PvP (Rulebook PvP special effects 2f): the opponent's Ready
 * unwounded units, his units contributing to the current attack (when the seat blocks it),
 * plus 1 for his hero.
 */
export function pvpEnemyCount(s: MkState, seat: number): number {
	const p = s.pvp;
	if (!p) return 0;
	const foe = seat === p.aggressor ? p.defender : p.aggressor;
	const ready = s.players[foe].units.filter((u) => u.ready && !u.wounded).length;
	const parts = blockerOf(p) === seat && p.step === 'block' ? (p.attack?.units ?? []) : [];
	const contributing = new Set(parts.map((x, i) => x.uid ?? `part${i}`)).size;
	return ready + contributing + 1;
}

/** The seat's Block or (Melee) Attack: Flame Wave's alternatives. */
const fighting = (s: MkState, seat: number, melee: boolean) => blocking(s, seat) || attacking(s, seat, melee);

/** Cancels the whole attack being blocked (Rulebook PvP special effects 5). */
function cancelAll(s: MkState): void {
	const a = s.pvp?.attack;
	if (!a) return;
	a.n = 0;
	a.elements = [];
	a.byEl = {};
	a.units = [];
}

/** The units contributing to the attack a blue block rider can reach (Ice Shield), by uid. */
const riderTargets = (s: MkState): number[] => [...new Set(cancellableParts(s, 'blue').flatMap((i) => (s.pvp!.attack!.units![i].uid === undefined ? [] : [s.pvp!.attack!.units![i].uid!])))];

export const PVP_SPECIALS: Record<string, SpecialRule> = {
	'block-removes-swift': {
		usable: (s, seat) => blocking(s, seat),
		apply(s) {
			if (s.pvp) s.pvp.noSwift = true;
		}
	},
	'enemy-does-not-attack': notAttack(null),
	'enemy-does-not-attack-unfortified': notAttack(null),
	// Chill: that unit also loses Fire resistance; Lethal Chill / Amotep Freezers: Armor −n (data §3.1 card 102).
	chill: notAttack('blue', () => ({ fire: true })),
	'freeze-enemy': notAttack('blue', (e) => ({ armor: e.n ?? 4 })),
	'destroy-enemy': aimed('destroy'),
	// Expose: one of the opponent's units loses all resistances for the combat (it has no fortification of its own).
	expose: aimed('expose'),
	// Mass Expose: every unit of the opponent loses its resistances. Its fortification option is moot: its own
	// Ranged Attack 3 cannot be played against a fortified defender in the Ranged phase, and Melee ignores forts.
	'mass-expose': {
		usable: (s, seat) => attacking(s, seat, false) && unitTargets(s, null).length > 0,
		apply(s, seat, _e, _from, ctx) {
			const lost = (s.pvp!.lostResist ??= {});
			for (const uid of unitTargets(s, null)) lost[uid] = ['physical', 'fire', 'ice'];
			ctx.log(tx(`Jednotky soupeře ztrácejí odolnosti (hráč {${seat}}).`, `The opponent's units lose their resistances ({${seat}}).`));
		}
	},
	// Demolish: site fortifications ignored (the aggressor may use Ranged on a fortified defender); every
	// unit of the opponent Armor −1 (red: not Fire-resistant ones; never below 1, pvp.ts unitCost).
	demolish: {
		usable: (s, seat) => attacking(s, seat, false) && (unitTargets(s, 'red').length > 0 || (s.pvp.fortified && seat === s.pvp.aggressor)),
		apply(s, seat, _e, _from, ctx) {
			const p = s.pvp!;
			if (seat === p.aggressor) p.fortified = false;
			const m = (p.armorMinus ??= {});
			for (const uid of unitTargets(s, 'red')) m[uid] = (m[uid] ?? 0) + 1;
			ctx.log(tx('Demolice: opevnění se nepočítá, jednotky soupeře mají zbroj −1.', "Demolish: fortifications ignored, the opponent's units Armor −1."));
		}
	},
	// Ice Shield: one unit contributing to the attack gets Armor −3 (rule 2e; blue: not Ice-resistant ones).
	// Its text does not ask for a successful block, so a partial block is enough.
	'ice-shield': {
		usable: (s, seat) => blocking(s, seat),
		apply(s, seat, e) {
			const uids = riderTargets(s);
			if (uids.length) s.tasks.unshift({ t: 'pvpTarget', seat, purpose: 'iceShield', uids, n: e.n ?? 3 });
		}
	},
	// Burning / Exploding Shield: effective only if the block stops the whole attack (rule 2e; pvp.ts shieldAfterBlock).
	'burning-shield': {
		usable: (s, seat) => blocking(s, seat),
		apply(s, _seat, e) {
			(s.pvp!.shieldRider ??= {}).burning = e.n ?? 4;
		}
	},
	'exploding-shield': {
		usable: (s, seat) => blocking(s, seat),
		apply(s) {
			(s.pvp!.shieldRider ??= {}).exploding = true;
		}
	},
	// Cold Toughness powered: Ice Block 5, +1 per mana the attacker spent on that attack (data §2, Tovak).
	'cold-toughness': {
		usable: (s, seat) => blocking(s, seat),
		apply(s, _seat, e) {
			s.turn!.pools.block.ice += (e.n ?? 5) + (s.pvp?.attack?.mana ?? 0);
		}
	},
	// Flame Wave: Fire Attack 5 (Melee) or Fire Block 7, +2 per enemy (rule 2f counts them).
	'flame-wave': {
		usable: (s, seat) => fighting(s, seat, true),
		apply(s, seat) {
			const bonus = 2 * pvpEnemyCount(s, seat);
			if (blocking(s, seat)) s.turn!.pools.block.fire += 7 + bonus;
			else s.turn!.pools.attack.melee.fire += 5 + bonus;
		}
	},
	// Wings of Night: with at least as many Move points as enemies (rule 2f), skip Block and Assign
	// Damage = cancel the attack being blocked (rule 5).
	'wings-of-night': {
		usable: (s, seat) => blocking(s, seat) && s.pvp.attack!.n > 0 && (s.turn?.pools.move ?? 0) >= pvpEnemyCount(s, seat),
		apply(s, seat, _e, _from, ctx) {
			cancelAll(s);
			ctx.log(tx(`{${seat}} ruší celý útok (Křídla noci).`, `{${seat}} cancels the whole attack (Wings of Night).`));
		}
	},
	disintegrate: aimed('disintegrate'),
	tremor: aimed('tremor'),
	earthquake: aimed('tremor'),
	'banner-of-fear-powered': {
		usable: (s, seat) => blocking(s, seat) && s.pvp!.attack!.n > 0,
		apply(s, seat, _e, _from, ctx) {
			if (!s.pvp?.attack) return;
			cancelAll(s);
			ctx.log(tx(`{${seat}} ruší celý útok (Prapor strachu).`, `{${seat}} cancels the whole attack (Banner of Fear).`));
		}
	}
};

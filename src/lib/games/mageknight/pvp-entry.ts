/**
 * Entering another hero's space with the player-vs-player variant on (spec §8.1, Rulebook
 * "Player versus Player Combat"): who is attacked there, why the entry is refused, and the
 * start of the combat. The combat itself is pvp.ts; movement.ts asks only this module, so
 * the turn menu's modules do not import pvp.ts (which builds on the menu).
 */
import type { StepContext, Text } from '$lib/engine';
import type { HexKey } from './hex';
import { provokedBy } from './map';
import { changeReputation } from './players';
import { plunderOffered } from './plunder';
import { tx } from './text';
import type { MkState } from './types';

/** The hero the seat would attack by entering `to`, or null (no PvP there). */
export function pvpDefenderAt(s: MkState, seat: number, to: HexKey): number | null {
	if (!s.options.pvp || s.hexes[to]?.site?.kind === 'portal') return null;
	const i = s.players.findIndex((p, k) => k !== seat && p.pos === to);
	return i < 0 ? null : i;
}

/** Entering another hero's space where no combat between heroes can start. */
export const ANOTHER_HERO = tx('Tam stojí jiný hrdina.', 'Another hero stands there.');

/** Why the seat may not enter `to`, a space with another hero (not the portal); null: it is an attack. */
export function pvpEntryRefused(s: MkState, seat: number, from: HexKey, to: HexKey): Text | null {
	const d = pvpDefenderAt(s, seat, to);
	if (d === null) return ANOTHER_HERO;
	if (s.endAnnouncedBy !== null || s.finalTurns) return tx('Po ohlášení konce kola ani v závěrečných tazích se hráči nenapadají.', 'No attacks on heroes after the End of the Round was announced or in the final turns.');
	if (s.players[d].pvpSkip) return tx('Příští tah tohoto hrdiny už proběhl v boji; napadnout ho nelze.', 'That hero already played his next turn in a combat and cannot be attacked.');
	// Rulebook PvP 1: not by a move that provokes a rampaging enemy.
	if (provokedBy(s, from, to).length) return tx('Tento krok by vyprovokoval nepřítele; na hrdinu takto útočit nelze.', 'This step would provoke an enemy: a hero cannot be attacked that way.');
	return null;
}

/** The aggressor entered the defender's space: the combat starts (his action for the turn). */
export function startPvp(s: MkState, seat: number, to: HexKey, ctx: StepContext): void {
	const defender = pvpDefenderAt(s, seat, to)!;
	const t = s.turn!;
	t.actionDone = true;
	t.stage = 'combat';
	t.pools.heal = 0;
	const site = s.hexes[to]?.site;
	// Every attempt on another player's keep costs Reputation −1 (spec §5.10.2).
	if (site?.kind === 'keep' && site.owner === defender) changeReputation(s, seat, -1, ctx);
	const fortified = !!site && ((site.kind === 'keep' && site.owner === defender) || (site.kind === 'mageTower' && !!site.conquered));
	s.pvp = { aggressor: seat, defender, hex: to, full: null, phase: 'ranged', attacker: defender, step: 'attack', passes: 0, attack: null, other: null, wounds: { [seat]: 0, [defender]: 0 }, knockedOut: [], fortified };
	ctx.log(tx(`{${seat}} útočí na hrdinu {${defender}}!`, `{${seat}} attacks {${defender}}'s hero!`));
	s.tasks.unshift({ t: 'pvpAttend', seat: defender });
	// Rulebook PvP 3: first the effects usable before his turn, such as plundering a village.
	if (plunderOffered(s, defender)) s.tasks.unshift({ t: 'plunder', seat: defender });
}

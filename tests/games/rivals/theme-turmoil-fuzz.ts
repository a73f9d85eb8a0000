/**
 * Era of Turmoil invariants for the seeded fuzz (theme-fuzz.ts checks every intro and
 * Era of Gold invariant), checked on every applied action: an Arsonist removes only unprotected
 * buildings (Fire Brigade), an Archer only units with strength, a protected attack (Lookout
 * Tower / Heinrich roll) removes and takes nothing, Riots never asks a Chapel-protected player
 * and asks the printed amount.
 */
import { rivals, type RivalsState } from '$lib/games/rivals';
import { cardDef } from '$lib/games/rivals/cards';
import type { ActionChecks } from './theme-fuzz';

const ran: Record<string, number> = {};
const fired = (name: string) => void (ran[name] = (ran[name] ?? 0) + 1);

const eff = (c: string) => cardDef(c).copyOf ?? cardDef(c).id;
const isUnit = (c: string) => ['hero', 'ship', 'unit'].includes(cardDef(c).kind);
const owns = (s: RivalsState, seat: number, id: string) => s.players[seat].expansions.some((e) => eff(e.card) === id);

function brigadeProtected(s: RivalsState, seat: number, c: string): boolean {
	const p = s.players[seat];
	const e = p.expansions.find((x) => x.card === c)!;
	return p.centers.some((x) => x.col === e.col && x.kind === 'city') && p.expansions.some((x) => x.col === e.col && eff(x.card) === 'fireBrigade');
}

function chapelSafe(s: RivalsState, seat: number): boolean {
	const low = owns(s, seat, 'chapelLow');
	const high = owns(s, seat, 'chapelHigh');
	const n = s.dice.production ?? 0;
	return (low && high) || (low && n >= 1 && n <= 3) || (high && n >= 4);
}

function checkTurmoil(before: RivalsState, after: RivalsState, action: { t: string; card?: string }, events: { text: { en: string } }[]): void {
	const task = before.tasks[0];
	const removed = (seat: number) => before.players[seat].expansions.map((e) => e.card).filter((c) => !after.players[seat].expansions.some((e) => e.card === c));
	if (task?.t === 'feudRemove' && task.cause) {
		fired('attackRemoval');
		for (const c of removed(task.seat)) {
			if (eff(task.cause) === 'arsonist' && (!['building', 'cityExpansion'].includes(cardDef(c).kind) || brigadeProtected(before, task.seat, c)))
				throw new Error(`Arsonist removed protected or non-building ${c}`);
			if (eff(task.cause) === 'archer' && !(isUnit(c) && (cardDef(c).points?.strength ?? 0) >= 1)) throw new Error(`Archer removed ${c}`);
		}
	}
	if (task?.t === 'targetPick' && action.card) fired('targetPick');
	if (task?.t === 'targetPick' && action.card && brigadeProtected(before, task.victim, action.card)) throw new Error('Arsonist targeted a Fire Brigade city');
	if (events.some((e) => / has no effect\.$/.test(e.text.en) && /rolls for protection/.test(e.text.en))) {
		fired('protectedAttack');
		if (removed(0).length || removed(1).length) throw new Error('a protected attack removed a card');
		if (after.tasks.some((t) => t.t === 'targetPick' || t.t === 'traitorPick' || (t.t === 'feudRemove' && t.cause))) throw new Error('a protected attack goes on');
		if (JSON.stringify(after.players.map((p) => p.hand.length)) !== JSON.stringify(before.players.map((p, i) => p.hand.length - (i === before.active ? 1 : 0))))
			throw new Error('a protected attack changed hands');
	}
	for (const t of after.tasks)
		if (t.t === 'riots' && !before.tasks.some((x) => x.t === 'riots' && x.seat === t.seat)) {
			fired('riots');
			if (chapelSafe(after, t.seat)) throw new Error('Riots asks a Chapel-protected player');
			const n = after.players[t.seat].expansions.filter((e) => isUnit(e.card) && ((cardDef(e.card).points?.strength ?? 0) > 0 || (cardDef(e.card).points?.commerce ?? 0) > 0)).length;
			if (t.gold !== (n <= 2 ? 1 : 2) || n === 0) throw new Error(`Riots asks ${t.gold} gold for ${n} units`);
		}
}

/** Wraps rivals.apply so that every applied Turmoil action is checked; returns the undo. */
function installTurmoilChecks(): () => void {
	const original = rivals.apply;
	rivals.apply = (s, seat, raw) => {
		const r = original(s, seat, raw);
		if (r.ok && (s.mode === 'turmoil' || s.mode === 'duel')) checkTurmoil(s, r.value.state, raw as { t: string; card?: string }, r.value.events as { text: { en: string } }[]);
		return r;
	};
	return () => {
		rivals.apply = original;
	};
}

export const turmoilChecks: ActionChecks = { install: installTurmoilChecks, ran, required: ['attackRemoval', 'targetPick', 'protectedAttack', 'riots'] };

/**
 * Era of Progress invariants for the seeded fuzz (theme-fuzz.ts checks every intro and
 * theme invariant), checked on every applied action: a Parish Hall under a Town Hall never leaves
 * the principality on its own; Plague never takes from a region next to a Bath House city, takes at
 * most 1 from any other region and nothing from regions away from cities; searching on the exchange
 * with a Town Hall costs nothing.
 */
import { rivals, type RivalsState } from '$lib/games/rivals';
import { cardDef } from '$lib/games/rivals/cards';
import type { ActionChecks } from './theme-fuzz';

const ran: Record<string, number> = {};
const fired = (name: string) => void (ran[name] = (ran[name] ?? 0) + 1);

const eff = (c: string) => cardDef(c).copyOf ?? cardDef(c).id;

function coveredParishHalls(s: RivalsState, seat: number): string[] {
	const ex = s.players[seat].expansions;
	return ex.filter((e) => eff(e.card) === 'parishHall' && ex.some((t) => eff(t.card) === 'townHall' && t.col === e.col && t.row === e.row)).map((e) => e.card);
}

function checkProgress(before: RivalsState, after: RivalsState, action: { t: string }, events: { text: { en: string } }[]): void {
	for (const seat of [0, 1]) {
		for (const c of coveredParishHalls(before, seat)) {
			fired('coveredParishHall');
			const stillTownHall = after.players[seat].expansions.some((e) => eff(e.card) === 'townHall');
			if (stillTownHall && !after.players[seat].expansions.some((e) => e.card === c)) throw new Error(`covered ${c} removed`);
		}
	}
	if (events.some((e) => e.text.en === 'Event card: Plague.')) {
		fired('plague');
		for (const seat of [0, 1]) {
			const p = before.players[seat];
			const cities = p.centers.filter((c) => c.kind === 'city').map((c) => c.col);
			const bath = cities.filter((col) => p.expansions.some((e) => e.col === col && eff(e.card) === 'bathHouse'));
			for (const r of p.regions) {
				const now = after.players[seat].regions.find((x) => x.card === r.card)!;
				const near = cities.filter((col) => Math.abs(col - r.col) === 1);
				const safe = near.length === 0 || near.some((col) => bath.includes(col));
				if (safe && now.stock < r.stock) throw new Error(`Plague took from protected ${r.card}`);
				if (!safe && now.stock < r.stock - 1) throw new Error(`Plague took more than 1 from ${r.card}`);
			}
		}
	}
	const task = before.tasks[0];
	if (task?.t === 'exchangeTake' && action.t === 'search' && before.players[task.seat].expansions.some((e) => eff(e.card) === 'townHall')) {
		fired('townHallSearch');
		const stock = (x: RivalsState) => x.players[task.seat].regions.reduce((n, r) => n + r.stock, 0);
		if (after.tasks.some((t) => t.t === 'payAny') || stock(after) !== stock(before)) throw new Error('a Town Hall owner pays for searching');
	}
}

/** Wraps rivals.apply so that every applied Progress action is checked; returns the undo. */
function installProgressChecks(): () => void {
	const original = rivals.apply;
	rivals.apply = (s, seat, raw) => {
		const r = original(s, seat, raw);
		if (r.ok && (s.mode === 'progress' || s.mode === 'duel')) checkProgress(s, r.value.state, raw as { t: string }, r.value.events as { text: { en: string } }[]);
		return r;
	};
	return () => {
		rivals.apply = original;
	};
}

export const progressChecks: ActionChecks = { install: installProgressChecks, ran, required: ['coveredParishHall', 'plague'] };

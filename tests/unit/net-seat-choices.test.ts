/**
 * Per-seat setup choices (a faction, a role, a hero) online: the host creates the room
 * with them, each device sets the choices of the seat it holds in the lobby, the match
 * record carries them on every device, and the game's setup validates them at the start.
 */
import { describe, expect, it } from 'vitest';
import { NetSession } from '../../src/lib/net/session';
import { lanternsBot, lanternsGame } from '../fixtures/lanterns-game';
import { createWorld, loaderOf } from './net-harness';

const loadLanterns = loaderOf(lanternsGame, [lanternsBot]);

async function lobby(seed: string) {
	const w = createWorld(seed);
	const A = w.device('dev-a', { loadGame: loadLanterns });
	const B = w.device('dev-b', { loadGame: loadLanterns });
	const seats = [
		{ name: 'Alena', kind: 'human' as const, choices: { role: 'keeper' } },
		{ name: 'Bob', kind: 'human' as const, choices: { role: 'lighter' } },
		{ name: 'Robot', kind: 'bot' as const }
	];
	const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'lanterns', options: { mode: 'coop' }, seats }));
	const guest = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' }));
	expect(host.claimSeat(0, 'Alena')).toBeNull();
	expect(guest.claimSeat(1, 'Bob')).toBeNull();
	await w.clock.advance(100);
	return { w, host, guest };
}

describe('net: per-seat choices in the lobby', () => {
	it('the holder sets its seat’s choice, the host those of free and bot seats; every record carries them', async () => {
		const { w, host, guest } = await lobby('choices');
		expect(guest.room.seats[0].choices).toEqual({ role: 'keeper' });
		expect(guest.chooseForSeat(1, 'role', 'keeper')).toBeNull();
		expect(guest.chooseForSeat(0, 'role', 'lighter')?.en).toMatch(/do not hold/); // not the guest's seat
		expect(guest.chooseForSeat(2, 'role', 'lighter')?.en).toMatch(/do not hold/); // a bot seat: the host's
		expect(host.chooseForSeat(2, 'role', 'keeper')).toBeNull();
		await w.clock.advance(100);
		expect(host.room.seats.map((s) => s.choices)).toEqual([{ role: 'keeper' }, { role: 'keeper' }, { role: 'keeper' }]);
		expect(guest.room.seats[1].choices).toEqual({ role: 'keeper' });
		expect(host.start()).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null);
		for (const s of [host, guest]) expect(s.runner!.record.seats.map((x) => x.choices)).toEqual([{ role: 'keeper' }, { role: 'keeper' }, { role: 'keeper' }]);
		// The keeper's extra action ("dig") is offered: the choice reached the rules.
		const p = host.runner!.pending()[0];
		expect(host.runner!.legalActions(p.seat).some((a) => (a as { t: string }).t === 'dig')).toBe(true);
	});

	it('a guest cannot set the choice of a seat it does not hold, even by a hand-made message', async () => {
		const { w, host, guest } = await lobby('choices-hostile');
		// Bypass the guest's own check: send the message the host must refuse.
		(guest as unknown as { core: { send(l: unknown, m: unknown): void; hostLink: unknown } }).core.send(
			(guest as unknown as { core: { hostLink: unknown } }).core.hostLink,
			{ t: 'choose', seat: 0, choice: 'role', option: 'lighter' }
		);
		await w.clock.advance(100);
		expect(host.room.seats[0].choices).toEqual({ role: 'keeper' });
		expect(host.notices.some((n) => /seat choice cannot be set/.test(n.text.en))).toBe(true);
	});

	it('a choice the game does not know stops the start with the game’s reason', async () => {
		const { w, host, guest } = await lobby('choices-bad');
		expect(guest.chooseForSeat(1, 'role', 'wizard')).toBeNull();
		await w.clock.advance(100);
		expect(host.start()).toBeNull();
		await w.clock.advance(2000);
		expect(host.runner).toBeNull();
		expect(host.room.phase).toBe('lobby');
		expect(host.notices.some((n) => n.level === 'error' && /Unknown role/.test(n.text.en))).toBe(true);
	});
});

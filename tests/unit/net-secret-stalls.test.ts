/**
 * A secret decision online never stalls for a reveal that cannot come (engine/sdk/secret.ts,
 * README "Secret choices"; net/sealing.ts): a lost pocket's commitment is withdrawn while someone
 * still has to choose, forfeited to the seeded lot once everyone is in; a new host holding no
 * pocket for its bots' commitments does the same; a reveal altered on its way is refused on every
 * device, naming the seat, and sent again from the pocket. Played on the Lanterns fixture's festival.
 */
import { describe, expect, it } from 'vitest';
import type { Pending } from '../../src/lib/engine';
import type { Link } from '../../src/lib/net/transport';
import { NetSession } from '../../src/lib/net/session';
import { lanternsBot, lanternsGame, type Colour, type LanternsState } from '../fixtures/lanterns-game';
import { autoplay, createWorld, fixtureRoom, loaderOf, sameEverywhere, type Device } from './net-harness';

type W = ReturnType<typeof createWorld>;
const loader = loaderOf(lanternsGame, [lanternsBot]);
const texts = (s: NetSession) => s.notices.map((n) => n.text.en).join('\n');
const textsCs = (s: NetSession) => s.notices.map((n) => n.text.cs).join('\n');
const tags = (s: NetSession) => s.runner!.record.log.map((e) => `${e.seat}:${(e.action as { t: string }).t}`);
const state = (s: NetSession) => s.runner!.state as LanternsState;
const festivalDue = (s: NetSession) => s.runner!.pending().some((p: Pending) => p.secret === 'choose');

/** Lanterns (versus): `humans` seats held by devices 1…, then `bots` bot seats of the host (device 0, which holds no seat). */
async function lanternsRoom(w: W, humans: number, bots: number): Promise<Device[]> {
	return fixtureRoom(w, {
		game: 'lanterns',
		options: { mode: 'versus' },
		loaders: Array.from({ length: humans + 1 }, () => loader),
		kinds: [...Array.from({ length: humans }, () => 'human' as const), ...Array.from({ length: bots }, () => 'bot' as const)],
		claims: [null, ...Array.from({ length: humans }, (_, i) => i)]
	});
}

/** Plays the turns of the first round until every device sees the festival's secret pick due. */
async function toFestival(w: W, devs: Device[]): Promise<void> {
	const sessions = () => devs.map((d) => d.s);
	await w.until(() => devs.every((d) => !d.s || festivalDue(d.s)), 60_000, 50, () => {
		if (!devs.some((d) => d.s && festivalDue(d.s))) autoplay(sessions, { bots: [lanternsBot] })();
	});
}

const pick = (w: W, s: NetSession, seat: number, choice: Colour) => w.run(s.propose(seat, { t: 'secret', choice }));

describe('net: a secret decision does not stall when a reveal cannot come', () => {
	it('a guest whose pocket is lost before the others chose (storage cleared, reloaded) withdraws and chooses again', async () => {
		const w = createWorld('stall-withdraw');
		const devs = await lanternsRoom(w, 2, 0);
		await toFestival(w, devs);
		const [host, g1, g2] = devs.map((d) => d.s!);
		expect(await pick(w, g1, 0, 'red')).toBeNull();
		const saved = devs[1].session!;
		devs[1].crash();
		devs[1].pockets.clear(); // the browser's storage cleared
		await w.clock.advance(500);
		devs[1].s = await w.run(NetSession.resume(devs[1].deps(), saved));
		await w.until(() => devs[1].s!.runner?.pending().some((p) => p.seat === 0 && p.secret === 'choose') ?? false, 20_000);
		expect(texts(devs[1].s!)).toMatch(/does not hold the sealed choice of seat P1; it withdraws it/);
		expect(tags(host)).toContain('0:withdraw');
		// The seat chooses afresh; nobody has revealed anything yet, so it has seen nothing.
		expect(tags(host).some((t) => t.endsWith(':reveal'))).toBe(false);
		expect(await pick(w, devs[1].s!, 0, 'gold')).toBeNull();
		expect(await pick(w, g2, 1, 'blue')).toBeNull();
		await w.until(() => devs.every((d) => state(d.s!).festival !== null && d.s!.runner!.length === host.runner!.length), 20_000);
		expect(state(host).festival).toEqual(['gold', 'blue']);
		sameEverywhere([host, devs[1].s, g2]);
	});

	it('a guest whose pocket is lost once everyone is in forfeits: the seeded lot decides, announced to all, the same everywhere', async () => {
		const w = createWorld('stall-forfeit');
		const devs = await lanternsRoom(w, 2, 1);
		await toFestival(w, devs);
		const [host, g1, g2] = devs.map((d) => d.s!);
		expect(await pick(w, g1, 0, 'red')).toBeNull();
		await w.clock.advance(200);
		devs[1].pockets.clear(); // lost after the device checked it: only the reveal finds it missing
		expect(await pick(w, g2, 1, 'blue')).toBeNull();
		await w.until(() => devs.every((d) => state(d.s!).festival !== null && d.s!.runner!.length === host.runner!.length), 20_000);
		expect(texts(g1)).toMatch(/does not hold the sealed choice of seat P1; it cannot reveal it, so the lot decides/);
		expect(tags(host)).toContain('0:forfeit');
		expect(tags(host)).not.toContain('0:reveal');
		const lot = host.runner!.events().find(({ event }) => /cannot reveal their choice; the lot drew/.test(event.text.en))!.event;
		expect(lot.onlyFor).toBeUndefined();
		expect(state(host).festival![1]).toBe('blue');
		sameEverywhere([host, g1, g2]);
		for (const d of devs) expect(d.s!.notices.filter((n) => /refused/.test(n.text.en))).toEqual([]);
	});

	it('a new host holds no pocket for the bot’s commitment sealed by the old host: it withdraws it and the bot chooses again', async () => {
		const w = createWorld('stall-handover', { delay: [1, 20] });
		const devs = await lanternsRoom(w, 2, 1);
		await toFestival(w, devs);
		await w.until(() => tags(devs[1].s!).includes('2:commit'), 10_000); // the old host sealed its bot's pick
		expect(await pick(w, devs[1].s!, 0, 'red')).toBeNull();
		devs[0].s!.leave();
		await w.until(() => devs[1].s!.isHost && devs[2].s!.room.hostIndex === 1, 60_000);
		await w.until(() => tags(devs[1].s!).includes('2:withdraw'), 20_000);
		await w.until(() => tags(devs[1].s!).filter((t) => t === '2:commit').length === 2, 20_000);
		expect(await pick(w, devs[2].s!, 1, 'blue')).toBeNull();
		await w.until(() => [1, 2].every((i) => state(devs[i].s!).festival !== null && devs[i].s!.runner!.length === devs[1].s!.runner!.length), 20_000);
		expect(tags(devs[1].s!)).toContain('2:reveal');
		sameEverywhere([devs[1].s, devs[2].s]);
	});

	it('the host that lost its bot’s pocket once everyone is in forfeits the bot’s reveal to the lot', async () => {
		const w = createWorld('stall-bot-forfeit');
		const devs = await lanternsRoom(w, 2, 1);
		await toFestival(w, devs);
		const [host, g1, g2] = devs.map((d) => d.s!);
		await w.until(() => tags(host).includes('2:commit'), 10_000);
		await w.clock.advance(200);
		devs[0].pockets.clear();
		expect(await pick(w, g1, 0, 'red')).toBeNull();
		expect(await pick(w, g2, 1, 'blue')).toBeNull();
		await w.until(() => devs.every((d) => state(d.s!).festival !== null && d.s!.runner!.length === host.runner!.length), 20_000);
		expect(tags(host)).toContain('2:forfeit');
		expect(state(host).festival!.slice(0, 2)).toEqual(['red', 'blue']);
		sameEverywhere([host, g1, g2]);
	});

	it('a reveal altered on its way is refused on every device, naming the seat, then sent again from the pocket: the committed colour counts', async () => {
		const w = createWorld('stall-tampered');
		const devs = await lanternsRoom(w, 2, 0);
		await toFestival(w, devs);
		const [host, g1, g2] = devs.map((d) => d.s!);
		// A cheater's device (or link) turns its first reveal into another colour, as dev tools could.
		const link = (g1 as unknown as { hostLink: Link }).hostLink;
		const send = link.send.bind(link);
		let tampered = 0;
		let refusedAt: number | null = null;
		link.send = (data: string) => {
			const m = JSON.parse(data) as { t: string; action?: { t: string; choice?: string } };
			if (m.t === 'propose' && m.action?.t === 'reveal') {
				if (!tampered++) {
					m.action.choice = m.action.choice === 'red' ? 'blue' : 'red';
					return send(JSON.stringify(m));
				}
				refusedAt ??= host.runner!.length; // the resend: the match has not moved on the altered reveal
			}
			send(data);
		};
		expect(await pick(w, g1, 0, 'gold')).toBeNull();
		expect(await pick(w, g2, 1, 'gold')).toBeNull();
		await w.until(() => devs.every((d) => state(d.s!).festival !== null && d.s!.runner!.length === host.runner!.length), 20_000);
		expect(tampered).toBe(2);
		const who = /The reveal of seat P1 \(device D1 \(#1\)\) was refused: The reveal does not match the commitment/;
		expect(texts(host)).toMatch(who);
		expect(textsCs(host)).toMatch(/Odhalení volby místa P1 \(zařízení D1 \(#1\)\) odmítnuto: Odhalená volba neodpovídá závazku/);
		expect(texts(g2)).toMatch(/The host refused the reveal of seat P1 .*The reveal does not match the commitment/);
		expect(textsCs(g2)).toMatch(/Hostitel odmítl odhalení volby místa P1 .*Odhalená volba neodpovídá závazku/);
		expect(texts(g1)).toMatch(/The reveal of seat P1 was refused: The reveal does not match the commitment/);
		// Nothing of the altered reveal reached any log; the committed colour is the one that counts.
		expect(refusedAt).not.toBeNull();
		expect(host.runner!.record.log.filter((e) => e.seat === 0 && (e.action as { t: string }).t === 'reveal')).toHaveLength(1);
		expect(state(host).festival).toEqual(['gold', 'gold']);
		sameEverywhere([host, g1, g2]);
	});
});

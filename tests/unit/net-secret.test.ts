/**
 * Secret simultaneous choices online (protocol.ts, SECRET CHOICES; net/sealing.ts): a device
 * sends only a commitment, reveals from its durable pocket once every commitment is in the
 * log, and no message carries a choice before that. Played on the secret-duel fixture.
 */
import { describe, expect, it } from 'vitest';
import { botSeedString, commitDigest, inThreadBotClient, type BotRequest, type Text } from '../../src/lib/engine';
import { NetSession } from '../../src/lib/net/session';
import type { Link, Transport } from '../../src/lib/net/transport';
import { secretDuelBot, secretDuelGame } from '../fixtures/secret-duel-game';
import { lanternsBot, lanternsGame } from '../fixtures/lanterns-game';
import { autoplay, createWorld, finished, loaderOf, sameEverywhere, type Device } from './net-harness';

type W = ReturnType<typeof createWorld>;
type Wire = { send(link: Link | null | undefined, m: unknown): void; hostLink: Link | null; core: { broadcast(m: unknown): void; runner: NetSession['runner'] } };
const wire = (s: NetSession) => s as unknown as Wire;
const texts = (s: NetSession) => s.notices.map((n) => n.text.en).join('\n');
const textsCs = (s: NetSession) => s.notices.map((n) => n.text.cs).join('\n');
const MISMATCH = /The reveal does not match the commitment/;
const MISMATCH_CS = /Odhalená volba neodpovídá závazku/;
const CLEAR = /secret choice in the clear/;

/** Every message any device sends, in the order sent (the memory network keeps each link FIFO). */
function tap(wireLog: { from: string; m: Record<string, unknown> }[], from: string, transport: Transport): Transport {
	const tapLink = (l: Link): Link => {
		const send = l.send.bind(l);
		l.send = (data: string) => {
			wireLog.push({ from, m: JSON.parse(data) });
			send(data);
		};
		return l;
	};
	return {
		open: async (id) => {
			const ep = await transport.open(id);
			const connect = ep.connect.bind(ep);
			const onIncoming = ep.onIncoming.bind(ep);
			ep.connect = async (remote, ms) => tapLink(await connect(remote, ms));
			ep.onIncoming = (h) => onIncoming((l) => h(tapLink(l)));
			return ep;
		}
	};
}

const loader = loaderOf(secretDuelGame, [secretDuelBot]);

/** Host (seat 0) and guests (seats 1…) over the secret duel; `bots` more seats are the host's bots. */
async function secretRoom(w: W, o: { guests: number; bots: number; wireLog?: { from: string; m: Record<string, unknown> }[]; botRequests?: BotRequest[] }) {
	const botClient = inThreadBotClient(() => [secretDuelBot]);
	const devs: Device[] = [];
	for (let i = 0; i <= o.guests; i++) {
		const d = w.device('dev-' + i, { loadGame: loader });
		const deps = d.deps;
		d.deps = () => {
			const base = deps();
			const transport = o.wireLog ? tap(o.wireLog, d.id, base.transport) : base.transport;
			const recording = { choose: async (req: BotRequest) => (o.botRequests?.push(req), botClient.choose(req)) };
			return { ...base, transport, ...(i === 0 ? { botClient: recording } : {}) };
		};
		devs.push(d);
	}
	const seats = [...Array.from({ length: o.guests + 1 }, (_, i) => ({ name: 'P' + i, kind: 'human' as const })), ...Array.from({ length: o.bots }, (_, i) => ({ name: 'Bot' + i, kind: 'bot' as const }))];
	devs[0].s = await w.run(NetSession.host(devs[0].deps(), { name: 'D0', game: 'secretduel', options: { mode: 'long' }, seats }));
	for (let i = 1; i < devs.length; i++) devs[i].s = await w.run(NetSession.join(devs[i].deps(), { code: devs[0].s.code, name: 'D' + i }));
	devs.forEach((d, i) => expect(d.s!.claimSeat(i, 'P' + i)).toBeNull());
	await w.clock.advance(100);
	expect(devs[0].s!.start()).toBeNull();
	await w.until(() => devs.every((d) => d.s!.runner !== null));
	return devs;
}

/** Every action a message carries (proposals, entries, catch-ups, record bases). */
function actionsIn(m: Record<string, unknown>): { seat: number; action: Record<string, unknown> }[] {
	if (m.t === 'propose' || m.t === 'entry') return [{ seat: m.seat as number, action: m.action as Record<string, unknown> }];
	if (m.t === 'entries') return (m.items as [number, Record<string, unknown>][]).map(([seat, action]) => ({ seat, action }));
	if (m.t === 'base' || m.t === 'start') return (((m.record as { log?: { seat: number; action: Record<string, unknown> }[] }).log ?? []) as { seat: number; action: Record<string, unknown> }[]).map((e) => ({ seat: e.seat, action: e.action }));
	return [];
}

/** Whether `choice` appears anywhere in a message as a field named "choice". */
const carriesChoice = (m: unknown): boolean => JSON.stringify(m).includes('"choice"');

describe('net: secret simultaneous choices', () => {
	it('host + 2 guests + a bot seat play a whole match; no message carries a choice before every commitment of its decision is on the wire', async () => {
		const w = createWorld('secret-match');
		const wireLog: { from: string; m: Record<string, unknown> }[] = [];
		const botRequests: BotRequest[] = [];
		const devs = await secretRoom(w, { guests: 2, bots: 1, wireLog, botRequests });
		const sessions = () => devs.map((d) => d.s);
		await w.until(() => sessions().every((s) => finished(s) && s!.runner!.length === devs[0].s!.runner!.length), 120_000, 50, autoplay(sessions, { bots: [secretDuelBot] }));
		sameEverywhere(sessions());
		const log = devs[0].s!.runner!.record.log;
		// 3 rounds × 4 seats × (commit + reveal); no choice in the clear in the agreed log.
		expect(log).toHaveLength(3 * 4 * 2);
		expect(log.filter((e) => (e.action as { t: string }).t === 'commit')).toHaveLength(12);
		expect(log.some((e) => (e.action as { t: string }).t === 'secret')).toBe(false);
		expect((devs[0].s!.runner!.state as { rounds: number[][] }).rounds).toHaveLength(3);

		// Each round's commitments, from the agreed log: a reveal belongs to the round whose commitment it opens.
		const rounds: string[][] = [];
		for (const e of log) {
			const a = e.action as { t: string; digest?: string };
			if (a.t === 'commit') {
				if (!rounds.length || rounds[rounds.length - 1].length === 4) rounds.push([]);
				rounds[rounds.length - 1].push(a.digest!);
			}
		}
		const seen = new Set<string>();
		let reveals = 0;
		for (const { m } of wireLog) {
			for (const { seat, action } of actionsIn(m)) {
				expect(action.t, 'a secret choice in the clear went on the wire').not.toBe('secret');
				if (action.t === 'commit') seen.add(action.digest as string);
				if (action.t === 'reveal') {
					reveals++;
					const digest = commitDigest(seat, action.choice, action.salt as string);
					const round = rounds.find((r) => r.includes(digest));
					expect(round, 'a reveal that opens no commitment').toBeDefined();
					expect(round!.every((d) => seen.has(d)), `a choice went out before every commitment of its round was on the wire: ${JSON.stringify(m)}`).toBe(true);
				}
			}
			// Nothing else carries a choice either (a message's only "choice" is a reveal's).
			if (carriesChoice(m)) expect(actionsIn(m).some(({ action }) => action.t === 'reveal')).toBe(true);
		}
		expect(reveals).toBeGreaterThanOrEqual(12);
		// The bot's secret picks were drawn with a private salt, not the public seed rule any device could recompute.
		const seed = devs[0].s!.runner!.record.seed;
		const secretAsks = botRequests.filter((r) => r.legal.length === 3);
		expect(secretAsks).toHaveLength(3);
		for (const r of secretAsks) {
			expect(r.seedString.startsWith(seed + ':bot:')).toBe(true);
			expect(r.seedString).not.toBe(botSeedString(seed, Number(r.seedString.slice(seed.length + 5).split(':')[0])));
		}
		// Each reveal was proposed once and taken: nothing refused anywhere.
		for (const d of devs) expect(d.s!.notices.filter((n) => n.level !== 'info').map((n) => n.text.en)).toEqual([]);
		// Every pocket is forgotten once revealed.
		for (const d of devs) expect([...d.pockets.keys()]).toEqual([]);
	});

	it('a hostile guest that reveals another choice than it committed to is refused: the reason shows on every device', async () => {
		const w = createWorld('secret-mismatch');
		const devs = await secretRoom(w, { guests: 2, bots: 0 });
		const [host, mallory, honest] = devs.map((d) => d.s!);
		// Mallory's device forgets its pocket (so it cannot reveal honestly) and reveals a pick of its liking.
		expect(await w.run(mallory.propose(1, { t: 'secret', choice: 1 }))).toBeNull();
		const [pocket] = [...devs[1].pockets.values()];
		devs[1].pockets.clear();
		expect(await w.run(host.propose(0, { t: 'secret', choice: 2 }))).toBeNull();
		expect(await w.run(honest.propose(2, { t: 'secret', choice: 2 }))).toBeNull();
		await w.clock.advance(300);
		expect(texts(mallory)).toMatch(/does not hold the sealed choice/);
		wire(mallory).send(wire(mallory).hostLink, { t: 'propose', pid: 'cheat-1', seat: 1, action: { t: 'reveal', choice: 3, salt: pocket.salt }, base: mallory.runner!.length });
		await w.clock.advance(300);
		expect(texts(host)).toMatch(MISMATCH);
		expect(textsCs(host)).toMatch(MISMATCH_CS);
		expect(texts(honest)).toMatch(MISMATCH);
		expect(textsCs(honest)).toMatch(MISMATCH_CS);
		expect(host.runner!.record.log.some((e) => (e.action as { t: string }).t === 'reveal' && e.seat === 1)).toBe(false);
		// The honest reveal still opens the commitment: the round resolves for everyone.
		wire(mallory).send(wire(mallory).hostLink, { t: 'propose', pid: 'honest-1', seat: 1, action: { t: 'reveal', choice: pocket.choice, salt: pocket.salt }, base: mallory.runner!.length });
		await w.until(() => devs.every((d) => (d.s!.runner!.state as { round: number }).round === 1), 5000);
		sameEverywhere(devs.map((d) => d.s));
	});

	it('a hostile host: a forged reveal and a clear secret entry are refused by every guest with the reason', async () => {
		const w = createWorld('secret-host');
		const devs = await secretRoom(w, { guests: 2, bots: 0 });
		const [host, g1, g2] = devs.map((d) => d.s!);
		for (const [s, seat] of [[host, 0], [g1, 1]] as const) expect(await w.run(s.propose(seat, { t: 'secret', choice: 2 }))).toBeNull();
		// A clear choice as the next entry: it would show seat 0's pick to the guests.
		const at = host.runner!.length;
		wire(host).core.broadcast({ t: 'entry', seq: at + 1, seat: 0, action: { t: 'secret', choice: 3 }, hash: 'ab'.repeat(8) });
		await w.clock.advance(300);
		for (const g of [g1, g2]) {
			expect(texts(g)).toMatch(CLEAR);
			expect(g.runner!.length).toBe(at);
		}
		// Seat 1's device lost its pocket (so seat 1 stays due to reveal); seat 2 commits; the host forges seat 1's reveal.
		devs[1].pockets.clear();
		expect(await w.run(g2.propose(2, { t: 'secret', choice: 1 }))).toBeNull();
		await w.until(() => host.runner!.record.log.filter((e) => (e.action as { t: string }).t === 'reveal').length === 2, 5000);
		const len = host.runner!.length;
		wire(host).core.broadcast({ t: 'entry', seq: len + 1, seat: 1, action: { t: 'reveal', choice: 3, salt: 'cd'.repeat(32) }, hash: 'ab'.repeat(8) });
		await w.clock.advance(300);
		for (const g of [g1, g2]) {
			expect(texts(g)).toMatch(MISMATCH);
			expect(textsCs(g)).toMatch(MISMATCH_CS);
		}
		await w.until(() => devs.every((d) => d.s!.runner!.length === host.runner!.length), 10_000);
		expect(host.runner!.record.log.some((e) => (e.action as { t: string }).t === 'reveal' && e.seat === 1)).toBe(false);
		sameEverywhere(devs.map((d) => d.s));

		// A whole record whose log carries a clear choice (a resync base) is refused too; the guest keeps its own.
		const before = g1.runner;
		const record = { ...host.runner!.record, log: [] };
		const items = [...host.runner!.record.log.map((e, i) => [e.seat, e.action, host.runner!.hashes[i + 1]]), [1, { t: 'secret', choice: 3 }, 'ab'.repeat(8)]];
		wire(host).send((host as unknown as { links: Map<number, Link> }).links.get(1), { t: 'base', record, len: items.length, hash: 'ab'.repeat(8) });
		wire(host).send((host as unknown as { links: Map<number, Link> }).links.get(1), { t: 'entries', from: 0, items });
		await w.clock.advance(300);
		expect(texts(g1)).toMatch(/record from the host cannot be replayed \(action \d+: The action carries a secret choice in the clear/);
		expect(g1.runner).toBe(before);
	});

	it('a new host adopting a survivor’s longer log refuses an entry with a clear secret choice', async () => {
		const w = createWorld('secret-adopt');
		const devs = await secretRoom(w, { guests: 1, bots: 0 });
		const [host, guest] = devs.map((d) => d.s!);
		(host as unknown as { log: { adopting: number | null } }).log.adopting = 1; // as after a hand-over, asking device 1
		wire(guest).send(wire(guest).hostLink, { t: 'entries', from: 0, items: [[1, { t: 'secret', choice: 3 }, 'ab'.repeat(8)]] });
		await w.clock.advance(300);
		expect(texts(host)).toMatch(CLEAR);
		expect(host.runner!.length).toBe(0);
	});

	it('a guest proposing a clear secret choice on the wire is refused by the host; it never reaches a log', async () => {
		const w = createWorld('secret-clear-guest');
		const devs = await secretRoom(w, { guests: 1, bots: 0 });
		const [host, guest] = devs.map((d) => d.s!);
		const answer = new Promise<Text | null>((resolve) => {
			const p = (guest as unknown as { log: { pending: Map<string, { resolve: (t: Text | null) => void }> } }).log.pending;
			p.set('clear-1', { resolve, seat: 1, action: '', base: 0, pid: 'clear-1' } as never);
		});
		wire(guest).send(wire(guest).hostLink, { t: 'propose', pid: 'clear-1', seat: 1, action: { t: 'secret', choice: 3 }, base: 0 });
		const reason = await w.run(answer);
		expect(reason?.en).toMatch(CLEAR);
		expect(texts(host)).toMatch(CLEAR);
		expect(host.runner!.length).toBe(0);
		expect(guest.runner!.length).toBe(0);
	});

	it('a guest reloaded between its commitment and the reveal reveals from its durable pocket', async () => {
		const w = createWorld('secret-reload');
		const devs = await secretRoom(w, { guests: 1, bots: 1 });
		const [host, guest] = devs.map((d) => d.s!);
		expect(await w.run(guest.propose(1, { t: 'secret', choice: 3 }))).toBeNull();
		expect(devs[1].pockets.size).toBe(1);
		const saved = devs[1].session!;
		devs[1].crash();
		await w.until(() => host.room.devices[1].status !== 'connected', 20_000);
		// The host and its bot commit while the guest is away: its seat is now due to reveal.
		expect(await w.run(host.propose(0, { t: 'secret', choice: 1 }))).toBeNull();
		await w.until(() => host.runner!.pending().some((p) => p.seat === 1 && p.secret === 'reveal'), 5000);
		devs[1].s = await w.run(NetSession.resume(devs[1].deps(), saved));
		await w.until(() => (host.runner!.state as { round: number }).round === 1 && devs[1].s!.runner?.length === host.runner!.length, 30_000);
		expect((host.runner!.state as { rounds: number[][] }).rounds[0][1]).toBe(3);
		sameEverywhere([host, devs[1].s]);
		expect(devs[1].pockets.size).toBe(0);
	});

	it('the host reloaded between its bot’s commitment and the reveal reveals for the bot from its pocket', async () => {
		const w = createWorld('secret-host-reload');
		const devs = await secretRoom(w, { guests: 1, bots: 1 });
		await w.until(() => devs[0].s!.runner!.record.log.some((e) => e.seat === 2), 5000); // the bot committed
		expect(devs[0].pockets.size).toBe(1);
		const saved = devs[0].session!;
		devs[0].crash();
		await w.clock.advance(500);
		devs[0].s = await w.run(NetSession.resume(devs[0].deps(), saved));
		await w.until(() => devs[1].s!.room.devices[0].status === 'connected', 10_000);
		expect(await w.run(devs[1].s!.propose(1, { t: 'secret', choice: 1 }))).toBeNull();
		expect(await w.run(devs[0].s!.propose(0, { t: 'secret', choice: 2 }))).toBeNull();
		await w.until(() => devs.every((d) => (d.s!.runner!.state as { round: number }).round === 1), 30_000);
		sameEverywhere(devs.map((d) => d.s));
		expect(devs[0].pockets.size).toBe(1); // the bot's pick of the next round, sealed
	});

	it('the Lanterns fixture (the engine’s secret decisions) played online: the festival picks go out sealed only, the match ends identical', async () => {
		const w = createWorld('secret-lanterns');
		const wireLog: { from: string; m: Record<string, unknown> }[] = [];
		const lanterns = loaderOf(lanternsGame, [lanternsBot]);
		const devs = [0, 1].map((i) => {
			const d = w.device('dev-' + i, { loadGame: lanterns });
			const deps = d.deps;
			d.deps = () => ({ ...deps(), transport: tap(wireLog, d.id, deps().transport) });
			return d;
		});
		const seats = [{ name: 'A', kind: 'human' as const }, { name: 'B', kind: 'human' as const }, { name: 'Bot', kind: 'bot' as const }];
		devs[0].s = await w.run(NetSession.host(devs[0].deps(), { name: 'D0', game: 'lanterns', options: { mode: 'versus' }, seats }));
		devs[1].s = await w.run(NetSession.join(devs[1].deps(), { code: devs[0].s.code, name: 'D1' }));
		devs.forEach((d, i) => expect(d.s!.claimSeat(i, 'P' + i)).toBeNull());
		await w.clock.advance(100);
		expect(devs[0].s!.start()).toBeNull();
		await w.until(() => devs.every((d) => d.s!.runner !== null));
		const sessions = () => devs.map((d) => d.s);
		await w.until(() => sessions().every((s) => finished(s) && s!.runner!.length === devs[0].s!.runner!.length), 300_000, 50, autoplay(sessions, { bots: [lanternsBot] }));
		sameEverywhere(sessions());
		const tags = devs[0].s!.runner!.record.log.map((e) => (e.action as { t: string }).t);
		expect(tags).toContain('commit');
		expect(tags).toContain('reveal');
		expect(tags).not.toContain('secret');
		for (const { m } of wireLog) for (const { action } of actionsIn(m)) expect(action.t).not.toBe('secret');
		for (const d of devs) expect(d.s!.notices.filter((n) => n.level !== 'info').map((n) => n.text.en)).toEqual([]);
	});
});

/**
 * A pack online (engine/pack.ts): it travels inside the host's match options, so every device
 * plays the host's pack and folds the same hashes. A host whose start record carries a pack whose
 * hash does not match its content, or another pack than the room showed, is refused on the guest
 * with a reason, and the guest stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, emptyPack, MAX_PACK_DATA_CHARS, packDataChars, packHash, packOfOptions, withPack, type ContentPack } from '../../src/lib/engine';
import { imperialSettlersBots } from '../../src/lib/games/imperialsettlers/bots';
import { actionOf, IS_CONTENT } from '../../src/lib/games/imperialsettlers/content';
import { imperialSettlers } from '../../src/lib/games/imperialsettlers/rules';
import type { IsState } from '../../src/lib/games/imperialsettlers/types';
import { encode, MAX_MESSAGE_BYTES, type Msg, type RoomState } from '../../src/lib/net/protocol';
import { NetSession } from '../../src/lib/net/session';
import { createWorld, loaderOf } from './net-harness';

const load = loaderOf(imperialSettlers, imperialSettlersBots);
const PACK: ContentPack = { ...emptyPack(IS_CONTENT, 'Moje krabice', 'Alena'), values: { 'cost.bar-rabble': 3, 'fortress.vp': 2 } };
const SEATS = [
	{ name: 'Alena', kind: 'human' as const, choices: { faction: 'barbarians' } },
	{ name: 'Bob', kind: 'human' as const, choices: { faction: 'romans' } }
];
type Record_ = { options: Record<string, any> };

/**
 * A host and a guest in one room; `editStart` rewrites the options of the host's start record (and,
 * with `inRoom`, of the room state it shows too), as a modified host app could.
 */
async function room(seed: string, editStart?: (record: Record_) => void, inRoom = false, inLobby?: (guest: NetSession) => void) {
	const w = createWorld(seed);
	const A = w.device('dev-a', { loadGame: load });
	const B = w.device('dev-b', { loadGame: load });
	const options = withPack({ mode: 'base-2p', factionReshuffle: false, expansion: true }, PACK);
	const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'imperialsettlers', options, seats: SEATS }));
	if (editStart) {
		const core = (host as unknown as { core: { send(link: unknown, m: Msg): void } }).core;
		const send = core.send.bind(core);
		core.send = (link, m) => {
			if (m.t === 'room' && inRoom) {
				const shown = JSON.parse(JSON.stringify(m.room)) as Record_;
				editStart(shown);
				return send(link, { ...m, room: shown as unknown as typeof m.room });
			}
			if (m.t !== 'start') return send(link, m);
			const record = JSON.parse(JSON.stringify(m.record)) as Record_;
			editStart(record);
			send(link, { ...m, record });
		};
	}
	const guest = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' }));
	expect(host.claimSeat(0, 'Alena')).toBeNull();
	expect(guest.claimSeat(1, 'Bob')).toBeNull();
	await w.clock.advance(100);
	inLobby?.(guest);
	expect(host.start()).toBeNull();
	return { w, A, B, host, guest };
}

describe('net: content packs', () => {
	it('the guest plays the host’s pack: the same options, pack label and hashes', async () => {
		const { w, host, guest, B } = await room('pack-honest');
		await w.until(() => host.runner !== null && guest.runner !== null);
		for (const s of [host, guest]) expect(packOfOptions(s.runner!.record.options)).toEqual({ name: 'Moje krabice', hash: packHash(PACK) });
		expect(canonicalJson(guest.runner!.record.options)).toBe(canonicalJson(host.runner!.record.options));
		expect(guest.runner!.hashes[0]).toBe(host.runner!.hashes[0]);
		expect((guest.runner!.view(1) as { options: IsState['options'] }).options.content).toEqual(PACK.values);
		expect(actionOf(guest.runner!.view(1) as { options: IsState['options'] }, 'bar018')!.pay).toEqual({ worker: 3 });
		expect(B.matches.size).toBe(1);
	});

	it('a pack at the size limit (MAX_PACK_DATA_CHARS) fits the room and start messages', async () => {
		const { w, host, guest } = await room('pack-size');
		await w.until(() => host.runner !== null && guest.runner !== null);
		const st = (host as unknown as { core: { st: RoomState } }).core.st;
		const pad = MAX_PACK_DATA_CHARS - packDataChars({ k: '' }, []);
		const content = { k: 'x'.repeat(pad) };
		expect(packDataChars(content, [])).toBe(MAX_PACK_DATA_CHARS);
		const options = { ...(st.options as object), content, contentPack: { name: 'x'.repeat(60), hash: 'f'.repeat(16) } };
		const record = { ...host.runner!.record, options };
		const reveals = Array.from({ length: 4 }, (_, index) => ({ index, nonce: 'f'.repeat(64) }));
		for (const m of [{ t: 'room', room: { ...st, options } }, { t: 'start', startId: 'f'.repeat(16), record, reveals }, { t: 'base', record, len: 0, hash: 'f'.repeat(16) }] as Msg[])
			expect(encode(m).length, m.t).toBeLessThan(MAX_MESSAGE_BYTES - 8_000);
	});

	it('a room whose pack content was changed under the old hash is refused by the guest already in the lobby; it refuses the start and stores nothing', async () => {
		let lobby: NetSession['roomProblem'] = null;
		const { w, host, guest, B } = await room('pack-tampered', (r) => (r.options.content['cost.bar-rabble'] = 1), true, (g) => (lobby = g.roomProblem));
		// In the lobby, before any start: the reason, in Czech and English.
		expect(lobby!.en).toMatch(/refuses the host's match options.*Pack “Moje krabice”: the data's hash does not match its content/);
		expect(lobby!.cs).toMatch(/odmítá.*otisk dat nesouhlasí/);
		// At the start it sends no commitment but its refusal: the host names it and the start fails.
		await w.until(() => host.notices.some((n) => n.text.en.includes('refused the match') && n.text.en.includes('hash does not match')));
		await w.clock.advance(500);
		expect(host.runner).toBeNull();
		expect(guest.runner).toBeNull();
		expect(B.matches.size).toBe(0);
		expect(host.notices.map((n) => n.text.cs).join('\n')).toMatch(/odmítlo hru.*otisk dat nesouhlasí/);
		expect(guest.notices.map((n) => n.text.en).join('\n')).toMatch(/the data's hash does not match its content/);
	});

	it('a room whose pack (hash consistent) holds a value this app’s description refuses is refused in the lobby with the field and the reason', async () => {
		let lobby: NetSession['roomProblem'] = null;
		const bad = { 'cost.bar-rabble': 99, 'fortress.vp': 2 };
		const { w, host, B } = await room(
			'pack-invalid',
			(r) => {
				r.options.content = bad;
				r.options.contentPack = { name: 'Moje krabice', hash: contentHash('imperialsettlers', bad, []) };
			},
			true,
			(g) => (lobby = g.roomProblem)
		);
		expect(lobby!.en).toMatch(/refuses the host's match options/);
		expect(lobby!.en).toMatch(/Rabble – Activation cost \(worker\): the value must be between 0 and 5/);
		await w.until(() => host.notices.some((n) => n.text.en.includes('refused the match')));
		await w.clock.advance(500);
		expect(host.runner).toBeNull();
		expect(B.matches.size).toBe(0);
	});

	it('hostile room options (wrong types, prototype keys) give a reason in the lobby, never an exception', async () => {
		for (const options of [{ content: 'x', contentPack: 5 }, { mode: 'base-2p', contentPack: { name: 'x', hash: 'f'.repeat(16) }, content: { __proto__: { a: 1 }, constructor: 1 } }, null, 7, [[[]]]]) {
			let lobby: NetSession['roomProblem'] = null;
			const { w } = await room(
				`pack-hostile-${JSON.stringify(options)}`,
				(r) => void (r.options = options as Record<string, any>),
				true,
				(g) => (lobby = g.roomProblem)
			);
			expect(lobby, JSON.stringify(options)).not.toBeNull();
			await w.clock.advance(500);
		}
	});

	it('an honest room has no problem in the lobby', async () => {
		let lobby: NetSession['roomProblem'] | undefined;
		const { w, host, guest } = await room('pack-lobby-ok', undefined, false, (g) => (lobby = g.roomProblem));
		expect(lobby).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null);
	});

	it('a start record with another (consistent) pack than the room showed is refused on the guest; it stores nothing', async () => {
		const other = { ...PACK, values: { 'cost.bar-rabble': 1 } };
		const { w, host, guest, B } = await room('pack-swapped', (r) => {
			r.options.content = other.values;
			r.options.contentPack = { name: 'Moje krabice', hash: packHash(other) };
		});
		await w.until(() => host.runner !== null && guest.notices.some((n) => n.level === 'error'));
		await w.clock.advance(500);
		expect(guest.runner).toBeNull();
		expect(B.matches.size).toBe(0);
		expect(guest.notices.map((n) => n.text.en).join('\n')).toMatch(/other match options than the room showed/);
	});
});

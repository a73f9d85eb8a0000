/**
 * A match that plays a user pack (engine/pack.ts withPack) is a save like any other: its record
 * embeds the pack, so after a file export and an import on another device (a fresh store) it
 * replays to the same hashes; the same file with its pack content changed under the old hash is
 * refused with a reason, and nothing stored changes.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { botMove, emptyPack, MatchRunner, newMatchRecord, packHash, packOfOptions, withPack, type ContentPack, type ContentValue, type MatchRecord } from '../../src/lib/engine';
import { imperialSettlersBots } from '../../src/lib/games/imperialsettlers/bots';
import { IS_CONTENT } from '../../src/lib/games/imperialsettlers/content';
import { imperialSettlers as g } from '../../src/lib/games/imperialsettlers/rules';
import { exportMatchFile, importMatchFile, listMatches, loadMatch, resetStoreHandle, saveMatch } from '../../src/lib/store/matches';

const loader = async (id: string) => (id === g.id ? g : undefined);

/** A pack changing every int and choice field of Imperial Settlers (so the match plays differently). */
const PACK: ContentPack = {
	...emptyPack(IS_CONTENT, 'Moje krabice', 'Alena'),
	values: Object.fromEntries(
		IS_CONTENT.fields.flatMap((f): [string, ContentValue][] => (f.kind.k === 'choice' ? [[f.key, 'stone']] : f.kind.k === 'int' ? [[f.key, f.kind.min === 0 ? 0 : f.kind.max]] : []))
	)
};

function play(options: unknown, id: string): MatchRunner {
	const record = newMatchRecord(g, id, [{ name: 'Alena', kind: 'bot', choices: { faction: 'barbarians' } }], options, 'pack-seed', 1000);
	const opened = MatchRunner.open(g, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	const r = opened.value;
	for (let i = 0; i < 400 && r.pending().length; i++) {
		const m = botMove(r, () => true, imperialSettlersBots);
		if (!m || 'failed' in m) break;
		const res = r.apply(m.seat, m.action);
		if (!res.ok) throw new Error(res.reason.en);
	}
	return r;
}

const BASE = { mode: 'solo', factionReshuffle: false, expansion: false };

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetStoreHandle();
});

describe('saves with a pack', () => {
	const runner = play(withPack(BASE, PACK), 'packed');
	const file = exportMatchFile(runner.record);

	it('the record embeds the pack; the match differs from the same seed on the built-in data', () => {
		expect(runner.result()).not.toBeNull();
		expect(packOfOptions(runner.record.options)).toEqual({ name: 'Moje krabice', hash: packHash(PACK) });
		expect((runner.record.options as { content?: unknown }).content).toEqual(PACK.values);
		expect(play(BASE, 'plain').hashes[0]).not.toBe(runner.hashes[0]);
	});

	it('replays to the same hashes after an export and an import on another device', async () => {
		const res = await importMatchFile(file, loader);
		expect(res).toEqual({ ok: true, value: { id: 'packed', outcome: 'imported' } });
		const stored = await loadMatch('packed');
		expect(stored!.options).toEqual(runner.record.options);
		const again = MatchRunner.open(g, stored!, { verify: true });
		expect(again.ok && again.value.hashes).toEqual(runner.hashes);
		expect(again.ok && again.value.result()).toEqual(runner.result());
	});

	it('the file with its pack content changed under the old hash is refused with a reason; nothing stored changes', async () => {
		const mine: MatchRecord = play(BASE, 'mine').record;
		await saveMatch(mine);
		const before = { list: await listMatches(), mine: await loadMatch('mine') };
		const key = Object.keys(PACK.values).find((k) => PACK.values[k] === 0)!;
		const tamper = (edit: (r: { options: Record<string, any> }) => void) => {
			const f = JSON.parse(file);
			edit(f.record);
			return JSON.stringify(f);
		};
		const tampered = [
			tamper((r) => (r.options.content[key] = 1)),
			tamper((r) => delete r.options.content[key]),
			tamper((r) => (r.options.contentPack.hash = '0000000000000000')),
			// The same under another id, and over the stored match's id.
			tamper((r) => ((r.options.content[key] = 1), ((r as { id?: string }).id = 'other'))),
			tamper((r) => ((r.options.content[key] = 1), ((r as { id?: string }).id = 'mine')))
		];
		for (const text of tampered) {
			const res = await importMatchFile(text, loader, () => 'copy');
			expect(res.ok).toBe(false);
			if (res.ok) continue;
			expect(res.reason.en).toMatch(/^The match cannot be replayed: .*Pack “Moje krabice”: the data's hash does not match its content/);
			expect(res.reason.cs).toMatch(/otisk dat nesouhlasí/);
		}
		expect(await listMatches()).toEqual(before.list);
		expect(await loadMatch('mine')).toEqual(before.mine);
		for (const id of ['packed', 'other', 'copy']) expect(await loadMatch(id)).toBeUndefined();
	});
});

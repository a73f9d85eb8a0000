import { describe, expect, it, vi } from 'vitest';
import { newMatchRecord, type MatchRecord, type Seat } from '../../src/lib/engine';
import type { GamePackage } from '../../src/lib/games/registry';
import { MatchController } from '../../src/lib/play/controller.svelte';
import { counterBot, counterGame } from '../fixtures/counter-game';
import { lanternsBot, lanternsGame, type LanternsView } from '../fixtures/lanterns-game';

const pkg = { module: counterGame, bots: [counterBot], Board: null } as unknown as GamePackage;
const add = (n: 1 | 2) => ({ type: 'add', n });

function setup(seats: Seat[], opts: { log?: MatchRecord['log']; save?: (r: MatchRecord) => Promise<unknown>; record?: Partial<MatchRecord> } = {}) {
	const rec = { ...newMatchRecord(counterGame, 'm', seats, { mode: 'short' }, 'seed', 1), log: opts.log ?? [], ...opts.record };
	const saved: MatchRecord[] = [];
	const ctrl = new MatchController({
		loadRecord: async (id) => (id === 'm' ? structuredClone(rec) : undefined),
		loadPackage: async (g) => (g === 'counter' ? pkg : undefined),
		save:
			opts.save ??
			(async (r) => {
				saved.push(structuredClone(r));
			}),
		botDelay: 0,
		now: () => 42
	});
	return { ctrl, saved, rec };
}
const H = (name: string): Seat => ({ name, kind: 'human' });
const B = (name: string): Seat => ({ name, kind: 'bot' });
const settle = () => new Promise((r) => setTimeout(r, 5));
async function until(cond: () => boolean) {
	for (let i = 0; i < 200 && !cond(); i++) await settle();
	expect(cond()).toBe(true);
}

describe('MatchController', () => {
	it('reports load errors without throwing', async () => {
		const { ctrl } = setup([H('A')]);
		await ctrl.load(null);
		expect(ctrl.loadError?.code).toBe('noId');
		await ctrl.load('missing');
		expect(ctrl.loadError?.code).toBe('notFound');
		const wrong = setup([H('A'), H('B')], { record: { rulesVersion: '0' } });
		await wrong.ctrl.load('m');
		expect(wrong.ctrl.phase).toBe('error');
		expect(wrong.ctrl.loadError?.code).toBe('cannotOpen');
		expect(wrong.ctrl.loadError?.reason?.en).toContain('rules version');
		const unknown = setup([H('A')], { record: { game: 'chess' } });
		await unknown.ctrl.load('m');
		expect(unknown.ctrl.loadError).toMatchObject({ code: 'unknownGame', detail: 'chess' });
	});

	it('hands off between humans and saves before updating', async () => {
		const { ctrl, saved } = setup([H('Jana'), H('Petr')]);
		await ctrl.load('m');
		expect(ctrl.phase).toBe('ready');
		expect(ctrl.handoffTo).toBe(0);
		expect(ctrl.legal).toEqual([]);
		ctrl.confirmHandoff();
		expect(ctrl.viewingSeat).toBe(0);
		expect(ctrl.legal).toHaveLength(3);
		expect(await ctrl.act(add(1))).toBeNull();
		expect(saved).toHaveLength(1);
		expect(saved[0].log).toEqual([{ seat: 0, action: add(1) }]);
		expect(saved[0].updatedAt).toBe(42);
		expect(ctrl.handoffTo).toBe(1);
		expect(ctrl.legal).toEqual([]);
		expect(await ctrl.act(add(1))).not.toBeNull(); // not during a hand-off
		ctrl.confirmHandoff();
		expect(ctrl.viewingSeat).toBe(1);
		expect((await ctrl.act({ type: 'nope' }))?.en).toBe('Unknown action.');
		expect(ctrl.explain({ type: 'nope' })?.en).toBe('Unknown action.');
		expect(ctrl.explain(add(2))).toBeNull();
		expect(saved).toHaveLength(1);
	});

	it('never hands off with one human and lets the bot play', async () => {
		const { ctrl, saved } = setup([H('Jana'), B('Robot')]);
		await ctrl.load('m');
		expect(ctrl.handoffTo).toBeNull();
		expect(ctrl.viewingSeat).toBe(0);
		await ctrl.act(add(1));
		await until(() => ctrl.length === 2);
		expect(saved.map((r) => r.log.length)).toEqual([1, 2]);
		expect(saved[1].log[1]).toEqual({ seat: 1, action: add(1) });
		expect(ctrl.viewingSeat).toBe(0);
		expect(ctrl.handoffTo).toBeNull();
		ctrl.destroy();
	});

	it('bots alone play to the end and the result opens', async () => {
		const { ctrl, saved } = setup([B('R1'), B('R2')]);
		await ctrl.load('m');
		expect(ctrl.viewingSeat).toBeNull();
		await until(() => ctrl.result !== null);
		expect(ctrl.resultOpen).toBe(true);
		expect(saved.at(-1)!.log).toHaveLength(5);
	});

	it('filters private log lines for the viewing seat', async () => {
		const { ctrl } = setup([H('Jana'), H('Petr')], { log: [{ seat: 0, action: { type: 'peek' } }] });
		await ctrl.load('m');
		expect(ctrl.handoffTo).toBe(0);
		ctrl.confirmHandoff();
		expect(ctrl.log.map((l) => l.text.en)).toEqual(['{0} starts.', expect.stringMatching(/^\{0\} sees \d+\.$/)]);
		await ctrl.act(add(1));
		ctrl.confirmHandoff();
		expect(ctrl.viewingSeat).toBe(1);
		expect(ctrl.log.map((l) => l.text.en)).toEqual(['{0} starts.', '{0} peeks.', '{0} adds 1.']);
	});

	it('undo is saved and a barrier blocks it', async () => {
		const { ctrl, saved } = setup([H('Jana')]);
		await ctrl.load('m');
		expect(ctrl.canUndo).toBe(false);
		await ctrl.act(add(1));
		expect(ctrl.canUndo).toBe(true);
		expect(await ctrl.undo()).toBeNull();
		expect(saved.at(-1)!.log).toEqual([]);
		await ctrl.act({ type: 'peek' });
		expect(ctrl.canUndo).toBe(false);
	});

	it('a failed save rolls the action back', async () => {
		let fail = false;
		const { ctrl } = setup([H('Jana')], {
			save: async () => {
				if (fail) throw new Error('disk full');
			}
		});
		await ctrl.load('m');
		await ctrl.act(add(1));
		fail = true;
		const reason = await ctrl.act(add(2));
		expect(reason?.en).toContain('disk full');
		expect(ctrl.length).toBe(1);
		expect(ctrl.runner!.record.log).toHaveLength(1);
	});

	it('a reload resumes exactly from the saved record', async () => {
		const first = setup([H('Jana'), B('Robot')]);
		await first.ctrl.load('m');
		await first.ctrl.act(add(2));
		await until(() => first.ctrl.length === 2);
		first.ctrl.destroy();
		const again = setup([H('Jana'), B('Robot')], { log: first.saved.at(-1)!.log });
		await again.ctrl.load('m');
		expect(again.ctrl.runner!.hash).toBe(first.ctrl.runner!.hash);
		expect(again.ctrl.viewingSeat).toBe(0);
	});

	it('shows a bot problem instead of crashing', async () => {
		const spy = vi.spyOn(counterBot, 'choose').mockImplementation(() => {
			throw new Error('boom');
		});
		const { ctrl } = setup([B('R1'), H('Jana')]);
		await ctrl.load('m');
		await until(() => ctrl.problem !== null);
		expect(ctrl.problem!.en).toContain('boom');
		spy.mockRestore();
		ctrl.retry();
		await until(() => ctrl.length === 1);
	});

	it('a secret simultaneous choice pass-and-play: a hand-off to each chooser, nothing of another’s choice, then all revealed together', async () => {
		const lanterns = { module: lanternsGame, bots: [lanternsBot], Board: null } as unknown as GamePackage;
		const rec = newMatchRecord(lanternsGame, 'l', [H('Jana'), H('Petr')], { mode: 'versus' }, 'seed', 1);
		const ctrl = new MatchController({ loadRecord: async () => structuredClone(rec), loadPackage: async () => lanterns, botDelay: 0, now: () => 42 });
		await ctrl.load('l');
		const turn = async (seat: number) => {
			expect(ctrl.handoffTo).toBe(seat);
			ctrl.confirmHandoff();
			expect(await ctrl.act(ctrl.legal[0])).toBeNull();
		};
		await turn(0);
		await turn(1);
		// The round ends with the festival: both seats are pending at once, Petr still holds the device.
		expect(ctrl.pending.map((p) => [p.seat, p.secret])).toEqual([
			[0, 'choose'],
			[1, 'choose']
		]);
		expect(ctrl.handoffTo).toBeNull();
		expect(ctrl.viewingSeat).toBe(1);
		expect(await ctrl.act({ t: 'secret', choice: 'gold' })).toBeNull();
		expect((ctrl.view as LanternsView).choosing?.mine).toBe('gold');
		// Jana gets the device next; her screen knows only that Petr has chosen.
		expect(ctrl.handoffTo).toBe(0);
		expect(ctrl.legal).toEqual([]);
		ctrl.confirmHandoff();
		const seen = JSON.stringify({ view: ctrl.view, log: ctrl.log, prompts: ctrl.prompts });
		expect(seen).not.toMatch(/"gold"|zlat/);
		expect(ctrl.log.at(-1)?.text.en).toBe('{1} has chosen.');
		expect((ctrl.view as LanternsView).choosing).toEqual({ seats: [0, 1], chosen: [1], revealing: false, mine: null });
		expect(ctrl.canUndo).toBe(false); // Petr's choice is not hers to take back
		expect(await ctrl.act({ t: 'secret', choice: 'red' })).toBeNull();
		// The last choice resolves the festival: both colours at once, on Jana's turn without another hand-off.
		expect((ctrl.view as LanternsView).festival).toEqual(['red', 'gold']);
		expect(ctrl.handoffTo).toBeNull();
		expect(ctrl.pending.map((p) => p.seat)).toEqual([0]);
		expect(ctrl.canUndo).toBe(false); // the reveal is a barrier
		ctrl.destroy();
	});
});

/**
 * The Rivals' view derives its piles' redaction from the zones (zones.ts). The UI must receive exactly
 * what it received before: over the golden matches (the same seeds and bots as
 * tests/unit/golden-matches.test.ts) and half-random matches that reach every decision which looks
 * into a pile, every pile field of the view equals what the hand-written redaction gave (kept here
 * as the oracle, verbatim), for both seats and a spectator. The rest of viewFor did not change.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashState, MatchRunner, newMatchRecord, randomInt, rngFromSeed, type Seat } from '$lib/engine';
import { rivals, rivalsBots, type RivalsState } from '$lib/games/rivals';
import { viewFor } from '$lib/games/rivals/view';
import { rivalsZones } from '$lib/games/rivals/zones';
import { loadGame, optionsForMode, simulateMatch } from '../../../scripts/lib/simulate';

const MODES = ['intro', 'gold', 'turmoil', 'progress', 'duel'] as const;
const LOOKING = ['feudsPick', 'traitorPick', 'discardPick', 'scoutPick', 'searchPick', 'startPick'];

/** The pile fields of the view as the hand-written redaction gave them (view.ts before the zones). */
function pilesBefore(s: RivalsState, viewer: number | null) {
	const task = s.tasks[0];
	const mine = !!task && 'seat' in task && task.seat === viewer;
	const looked = (() => {
		switch (task?.t) {
			case 'feudsPick':
			case 'traitorPick':
				return { victimHand: mine ? [...s.players[task.victim].hand] : null };
			case 'discardPick':
				return { cards: mine ? [...new Set(s.discard)].filter((c) => c !== task.card).sort() : null };
			case 'scoutPick':
				return { regionStack: mine ? [...s.regionStack] : null };
			case 'searchPick':
			case 'startPick':
				return { cards: mine ? [...s.drawStacks[task.stack]] : null };
			default:
				return {};
		}
	})();
	return {
		hands: s.players.map((p, seat) => ({ hand: seat === viewer ? [...p.hand] : null, handCount: p.hand.length })),
		regionStackCount: s.regionStack.length,
		drawStackCounts: s.drawStacks.map((st) => st.length),
		eventDeckCount: s.eventDeck.length,
		discardTop: s.discard.length ? s.discard[s.discard.length - 1] : null,
		discardCount: s.discard.length,
		faceUp: s.faceUp ? [...s.faceUp] : null,
		looked
	};
}

/** The same fields of the view built now. */
function pilesNow(s: RivalsState, viewer: number | null) {
	const v = viewFor(s, viewer);
	const task = (v.task ?? {}) as Record<string, unknown>;
	const keys = ['victimHand', 'cards', 'regionStack'].filter((k) => k in task && LOOKING.includes(String(task.t)));
	return {
		hands: v.players.map((p) => ({ hand: p.hand, handCount: p.handCount })),
		regionStackCount: v.regionStackCount,
		drawStackCounts: v.drawStackCounts,
		eventDeckCount: v.eventDeckCount,
		discardTop: v.discardTop,
		discardCount: v.discardCount,
		faceUp: v.faceUp,
		looked: Object.fromEntries(keys.map((k) => [k, task[k]]))
	};
}

/** Compares every viewer's piles in `s`; answers the looking decision due (if any). */
function compare(s: RivalsState, where: string): string | null {
	for (const viewer of [0, 1, null]) {
		const [now, before] = [pilesNow(s, viewer), pilesBefore(s, viewer)];
		// Compared as canonical JSON first (fast), with the deep diff only when they differ.
		if (canonicalJson(now) !== canonicalJson(before)) expect(now, `${where}, viewer ${viewer}`).toEqual(before);
	}
	const t = s.tasks[0]?.t;
	return t && LOOKING.includes(t) ? t : null;
}

describe('rivals view: the piles redacted through the zones give what the hand-written redaction gave', () => {
	it('the golden matches, every step', async () => {
		const game = await loadGame({ game: 'rivals' });
		for (const mode of MODES) {
			const options = await optionsForMode(rivals, mode);
			for (let index = 0; index < 2; index++) {
				const { record } = simulateMatch(game, index, { seed: `golden-${mode}-2`, options, seats: 2, maxActions: 5000 });
				const setup = rivals.setup(record.seats, options as never, record.seed, record.rulesVersion);
				if (!setup.ok) throw new Error(setup.reason.en);
				let state = setup.value.state;
				compare(state, `${mode} ${index} setup`);
				record.log.forEach((entry, step) => {
					const action = rivals.parseAction(entry.action);
					if (!action.ok) throw new Error(action.reason.en);
					const applied = rivals.apply(state, entry.seat, action.value);
					if (!applied.ok) throw new Error(applied.reason.en);
					state = applied.value.state;
					compare(state, `${mode} ${index} step ${step}`);
				});
			}
		}
	});

	it('half-random matches reach every decision that looks into a pile', () => {
		const reached = new Set<string>();
		for (const mode of MODES)
			for (let m = 0; m < 3; m++) {
				const rng = rngFromSeed(`view-zones:${mode}:${m}`);
				const seats: Seat[] = [0, 1].map((i) => ({ name: `S${i}`, kind: 'bot' }));
				const opened = MatchRunner.open(rivals, newMatchRecord(rivals, `vz-${m}`, seats, { mode }, `view-zones:${mode}:${m}`, 0));
				if (!opened.ok) throw new Error(opened.reason.en);
				const runner = opened.value;
				while (!runner.result() && runner.length < 3000) {
					const s = runner.state as RivalsState;
					const looked = compare(s, `${mode} ${m} step ${runner.length}`);
					if (looked) reached.add(looked);
					if (runner.length % 50 === 0) {
						// Declaring the zones is a lens: it changes nothing in the state.
						const hash = hashState(s);
						rivalsZones(s);
						expect(hashState(s)).toBe(hash);
					}
					const pending = runner.pending();
					if (!pending.length) break;
					const seat = pending[randomInt(rng, pending.length)].seat;
					const legal = runner.legalActions(seat);
					const bot = rivalsBots[randomInt(rng, rivalsBots.length)];
					const action = randomInt(rng, 2) === 0 ? legal[randomInt(rng, legal.length)] : bot.choose(runner.view(seat), legal, rng);
					const r = runner.apply(seat, action);
					if (!r.ok) throw new Error(r.reason.en);
				}
			}
		expect([...reached].sort()).toEqual([...LOOKING].sort());
	}, 120_000);
});

/**
 * Undo in Imperial Settlers, through the kernel's MatchRunner as the match page uses it: a seat
 * may take back its own last step unless that step drew, revealed or used chance (a Lookout
 * reveal, a card drawn, the virtual player's attacks). Whole bot games with and without the
 * expansion and in solo conquest: after every undoable step the undo restores the previous hash
 * exactly, and the same action applied again gives the same hash; steps that drew cards are
 * barriers.
 */
import { describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord, rngFromSeed, type Bot } from '../../../src/lib/engine';
import { heuristicBot } from '../../../src/lib/games/imperialsettlers/bots';
import { defaultOptionsFor } from '../../../src/lib/games/imperialsettlers/meta';
import { imperialSettlers as M } from '../../../src/lib/games/imperialsettlers/rules';
import type { IsAction, IsState } from '../../../src/lib/games/imperialsettlers/types';

const bot = heuristicBot as Bot;
/** The size of every face-down pile: the Common deck, each Faction deck, the Attack deck. */
const deckSizes = (s: IsState): number[] => [s.commonDeck.length, ...Object.keys(s.decks).sort().map((k) => s.decks[k as keyof typeof s.decks]!.length), s.virtual?.attackDeck.length ?? 0];

function walk(mode: string, seats: number, seed: string, extra: object = {}) {
	const record = newMatchRecord(M, `undo-${seed}`, Array.from({ length: seats }, (_, i) => ({ name: `p${i}`, kind: 'human' as const })), { ...defaultOptionsFor(mode), ...extra }, seed, 0);
	const opened = MatchRunner.open(M, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	const m = opened.value;
	const counts = { undone: 0, barriers: 0, kinds: new Set<string>() };
	for (let n = 0; !m.result(); n++) {
		if (n > 5000) throw new Error(`${mode} ${seed}: no end`);
		const [p] = m.pending();
		const legal = m.legalActions(p.seat);
		const action = bot.choose(m.view(p.seat), legal, rngFromSeed(`${seed}:${n}`)) as IsAction;
		const before = m.hash;
		const decksBefore = deckSizes(m.state as IsState);
		const applied = m.apply(p.seat, action);
		if (!applied.ok) throw new Error(applied.reason.en);
		const after = applied.value.hash;
		// A step that took a card from any deck showed it to somebody: undo must stop there.
		const drew = deckSizes(m.state as IsState).some((size, i) => size < decksBefore[i]);
		if (drew) expect(m.canUndo(p.seat), `${JSON.stringify(action)} drew a card`).toBe(false);
		if (!m.canUndo(p.seat)) {
			counts.barriers++;
			expect(m.undo(p.seat).ok).toBe(false);
			continue;
		}
		// Nobody else may take it back.
		for (let other = 0; other < seats; other++) if (other !== p.seat) expect(m.canUndo(other)).toBe(false);
		expect(m.undo(p.seat).ok).toBe(true);
		expect(m.hash, `undo of ${JSON.stringify(action)} restores the position`).toBe(before);
		expect((m.state as IsState).over).toBe(false);
		const again = m.apply(p.seat, action);
		expect(again.ok && again.value.hash).toBe(after);
		counts.undone++;
		counts.kinds.add((action as { a: string }).a);
	}
	return counts;
}

describe('Imperial Settlers undo (the kernel MatchRunner)', () => {
	it('base 3p with the expansion: every undoable step restores its hash; draws are barriers', () => {
		const c = walk('base-3p', 3, 'undo-a', { expansion: true });
		expect(c.undone).toBeGreaterThan(20);
		expect(c.barriers).toBeGreaterThan(10);
		// Building and passing are taken back in a normal game.
		expect([...c.kinds]).toEqual(expect.arrayContaining(['build', 'pass']));
	});

	it('solo conquest: the player undoes his own steps; the virtual player\'s phase 5 is a barrier', () => {
		const c = walk('solo-conquest', 1, 'undo-b');
		expect(c.undone).toBeGreaterThan(5);
		expect(c.barriers).toBeGreaterThan(5);
	});
});

/**
 * Issue 8, points 2, 3, 5, 6 and the rules versions: undo never crosses a look at hidden cards; hidden
 * hands do not shape what the opponent sees (Scout, Sebastian); the exhaustion end; the intro game is
 * won only at the end of one's own turn; rivals-1 behaviour is kept for replayed saves.
 */
import { describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord, randomInt, rngFromSeed, type Bot, type GameEvent } from '$lib/engine';
import { rivals, rivalsBots, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { victoryPoints } from '$lib/games/rivals/principality';
import type { Mode } from '$lib/games/rivals/types';
import { EXHAUSTION_TURNS, STALL_TURNS } from '$lib/games/rivals/version';
import type { RivalsView } from '$lib/games/rivals/view';
import {
	act,
	actFull,
	addSettlementWithRegions,
	asRulesV1,
	asRulesV2,
	BLUE,
	card,
	chooseThemeStart,
	clone,
	legal,
	mainPhase,
	makeCity,
	placeExpansion,
	prepared,
	RED,
	rngForDice,
	runUntil,
	SEATS,
	setOnlyStocks,
	start,
	startRegion,
	withEventOnTop
} from './helpers';

const [builder] = rivalsBots as Bot<RivalsView, RivalsAction>[];

/** Swaps two cards wherever they are (hands, draw stacks, discard): public counts stay the same. */
function swapCards(s: RivalsState, a: string, b: string): RivalsState {
	const lists = [...s.players.map((p) => p.hand), ...s.drawStacks, s.discard];
	const where = (c: string) => {
		for (const list of lists) if (list.includes(c)) return { list, i: list.indexOf(c) };
		throw new Error(`card ${c} not in a hand, stack or pile`);
	};
	const x = where(a);
	const y = where(b);
	x.list[x.i] = b;
	y.list[y.i] = a;
	return s;
}

/** What `seat` reads of a step's log (private lines replaced by what others see). */
const logFor = (events: GameEvent[], seat: number) => events.map((e) => (e.onlyFor && !e.onlyFor.includes(seat) ? e.othersSee ?? null : e.text));

/** The same action in two states; the other seat must see exactly the same (view, prompts, log). */
function expectSameForOther(a: RivalsState, b: RivalsState, seat: number, action: RivalsAction, other: number) {
	const ra = actFull(a, seat, action);
	const rb = actFull(b, seat, action);
	expect(rivals.view(ra.state, other)).toEqual(rivals.view(rb.state, other));
	expect(rivals.pending(ra.state)).toEqual(rivals.pending(rb.state));
	expect(logFor(ra.events, other)).toEqual(logFor(rb.events, other));
	return [ra.state, rb.state];
}

describe('point 3: the flow does not depend on hidden hands (rivals-2)', () => {
	/** Red can build a settlement at column 5 (road at 4 built, exactly the settlement's cost). */
	function settlementScene(): RivalsState {
		const s = mainPhase(prepared('hidden-scout'), RED);
		s.players[RED].centers.push({ kind: 'road', col: 4 });
		s.roads -= 1;
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 1, [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'pasture')]: 1 });
		return s;
	}

	it('Scout: the builder is always asked, the opponent sees the same whether a Scout is held or not', () => {
		const without = settlementScene();
		expect(without.players[RED].hand.some((c) => c.startsWith('scout'))).toBe(false);
		const withScout = swapCards(clone(without), without.players[RED].hand[0], card('scout'));
		const [a, b] = expectSameForOther(withScout, without, RED, { t: 'buildSettlement', col: 5 }, BLUE);
		expect(a.tasks[0]).toMatchObject({ t: 'scoutOffer', seat: RED });
		expect(b.tasks[0]).toMatchObject({ t: 'scoutOffer', seat: RED });
		expect(legal(a, RED)).toEqual([{ t: 'noScout' }, { t: 'useScout', card: card('scout') }]);
		expect(legal(b, RED)).toEqual([{ t: 'noScout' }]); // one option, still asked
		expect(rivals.pending(b)[0].prompt.en).toBe('{0}: new settlement — draw the top 2 regions (or play the Scout if you hold one).');
		// Drawing the regions: identical for the opponent too.
		expectSameForOther(a, b, RED, { t: 'noScout' }, BLUE);
	});

	it('Scout (rivals-1 replay): asked only when held, as before', () => {
		const s = asRulesV1(settlementScene());
		expect(act(s, RED, { t: 'buildSettlement', col: 5 }).tasks[0]).toMatchObject({ t: 'orientRegions' });
	});

	/** Turmoil, rivals-2: Red rolls the event face with `event` on top; Blue would be hit. */
	function turmoilScene(seed = 'hidden-sebastian'): RivalsState {
		const s = chooseThemeStart(start(seed, 'turmoil'));
		expect(s.v2).toBe(true);
		return s;
	}
	function rollEvent(s: RivalsState, event: string, production = 5): RivalsState {
		withEventOnTop(s, event);
		s.active = RED;
		s.dice = { production: null, event: null };
		s.tasks = [{ t: 'preRoll', seat: RED }];
		s.rng = rngForDice(production, 'event');
		return s;
	}
	/** Blue without Sebastian, and the same with Sebastian swapped into Blue's hand. */
	function pair(s: RivalsState): [RivalsState, RivalsState] {
		expect(s.players[BLUE].hand.includes(card('sebastian'))).toBe(false);
		return [swapCards(clone(s), s.players[BLUE].hand[0], card('sebastian')), s];
	}

	it('Sebastian vs Riots: the victim is always asked; Red sees the same with or without Sebastian in Blue’s hand', () => {
		const s = turmoilScene();
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('heinrich'), 3, 1);
		const [held, notHeld] = pair(rollEvent(s, card('riots')));
		const [a, b] = expectSameForOther(held, notHeld, RED, { t: 'roll' }, RED);
		for (const x of [a, b]) expect(x.tasks[0]).toMatchObject({ t: 'sebastianOffer', seat: BLUE, card: card('riots') });
		expect(legal(b, BLUE)).toEqual([{ t: 'choose', option: 'decline' }]); // one option, still asked
		expect(legal(a, BLUE)).toEqual([{ t: 'choose', option: 'sebastian' }, { t: 'choose', option: 'decline' }]);
		expect(rivals.pending(b)[0].prompt.en).toBe('{1}: the event Riots — let it happen (or play Sebastian if you hold him).');
		// Letting it happen: identical for Red as well.
		const [c, d] = expectSameForOther(a, b, BLUE, { t: 'choose', option: 'decline' }, RED);
		expect(c.tasks[0]).toMatchObject({ t: 'riots', seat: BLUE });
		expect(d.tasks[0]).toMatchObject({ t: 'riots', seat: BLUE });
	});

	it('Sebastian vs Feud and Fraternal Feuds: the victim is always asked', () => {
		for (const event of [card('feud'), card('fraternalFeuds')]) {
			const s = turmoilScene();
			placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
			placeExpansion(s, BLUE, card('lookoutTower'), 1, 1);
			s.tokens.strength = RED;
			const [held, notHeld] = pair(rollEvent(s, event));
			const [a, b] = expectSameForOther(held, notHeld, RED, { t: 'roll' }, RED);
			for (const x of [a, b]) expect(x.tasks[0], event).toMatchObject({ t: 'sebastianOffer', seat: BLUE, card: event });
		}
	});

	it('Sebastian (rivals-1 replay): not asked without him in hand, as before', () => {
		const s = turmoilScene();
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('heinrich'), 3, 1);
		const t = act(asRulesV1(rollEvent(s, card('riots'))), RED, { t: 'roll' });
		expect(t.tasks[0]).toMatchObject({ t: 'riots', seat: BLUE });
	});
});

describe('point 2: undo never crosses a look at hidden cards', () => {
	/** Bot match (builder on both seats) through the MatchRunner; `onStep` sees each step's seat and state. */
	function play(mode: Mode, seed: string, onStep: (runner: MatchRunner, seat: number, before: RivalsState) => boolean | void) {
		const opened = MatchRunner.open(rivals, newMatchRecord(rivals, seed, SEATS, { mode }, seed, 0));
		if (!opened.ok) throw new Error(opened.reason.en);
		const runner = opened.value;
		const rng = rngFromSeed(seed);
		for (let i = 0; i < 4000 && !runner.result(); i++) {
			const seat = runner.pending()[0].seat;
			const before = runner.state as RivalsState;
			if (onStep(runner, seat, before) === true) return runner;
			const legalNow = runner.legalActions(seat) as RivalsAction[];
			const choice = randomInt(rng, 4) === 0 ? legalNow[randomInt(rng, legalNow.length)] : builder.choose(runner.view(seat) as RivalsView, legalNow, rng);
			const r = runner.apply(seat, choice);
			if (!r.ok) throw new Error(r.reason.en);
		}
		return runner;
	}

	it('exchange search: the last payment shows the stack, so it cannot be undone (seed L383-387)', () => {
		let checked = 0;
		for (const seed of ['undo-1', 'undo-2', 'undo-3', 'undo-4']) {
			play('intro', seed, (runner, seat, s) => {
				const p = s.players[seat];
				if (s.tasks[0]?.t !== 'exchangeOffer' || !p.hand.length || p.regions.filter((r) => r.stock > 0).length < 3) return;
				const stack = s.drawStacks.findIndex((st) => st.length > 1);
				if (stack < 0) return;
				const ok = (a: RivalsAction) => {
					const r = runner.apply(seat, a);
					if (!r.ok) throw new Error(r.reason.en);
				};
				ok({ t: 'exchange', card: p.hand[0], stack });
				ok({ t: 'search', stack });
				expect(runner.canUndo(seat)).toBe(true); // nothing seen yet: the search may be taken back
				expect((runner.state as RivalsState).tasks[0].t).toBe('payAny');
				for (let i = 0; i < 3 && (runner.state as RivalsState).tasks[0].t === 'payAny'; i++) ok(runner.legalActions(seat)[0] as RivalsAction);
				expect((runner.state as RivalsState).tasks[0].t).toBe('searchPick');
				expect(rivals.view(runner.state as RivalsState, seat).task).toMatchObject({ t: 'searchPick', cards: expect.any(Array) });
				expect(runner.canUndo(seat)).toBe(false);
				checked++;
				return true;
			});
		}
		expect(checked).toBeGreaterThanOrEqual(2);
	});

	it('every step after which a seat looks at hidden cards is a barrier (bot matches, theme modes)', () => {
		const looks = ['searchPick', 'startPick', 'scoutPick', 'traitorPick', 'feudsPick', 'discardPick'];
		const seen = new Set<string>();
		for (const mode of ['turmoil', 'progress', 'duel'] as Mode[])
			for (const seed of [`looks-${mode}-1`, `looks-${mode}-2`]) {
				let last: { seat: number; task: string } | null = null;
				play(mode, seed, (runner, seat, s) => {
					const now = s.tasks[0];
					if (last && now && looks.includes(now.t) && !(last.task === now.t && last.seat === seat)) {
						seen.add(now.t);
						expect(runner.canUndo(last.seat), `${mode} ${now.t} after ${last.task}`).toBe(false);
					}
					last = { seat, task: now?.t ?? '' };
				});
			}
		expect(seen.size).toBeGreaterThanOrEqual(2);
	});
});

describe('point 5: exhaustion (rivals-2)', () => {
	/** Red on turn in the action phase, every draw stack empty (their cards parked in the discard pile). */
	function exhausted(stale: number): RivalsState {
		const s = asRulesV2(mainPhase(prepared('exhaustion'), RED));
		for (const st of s.drawStacks) s.discard.push(...st.splice(0));
		s.staleTurns = stale;
		s.turnStartVp = [victoryPoints(s, 0), victoryPoints(s, 1)];
		return s;
	}

	it('8 turns without a VP gain and no draw cards end the match; equal VP is a draw', () => {
		const s = exhausted(7);
		expect(victoryPoints(s, RED)).toBe(victoryPoints(s, BLUE));
		const t = runUntil(act(s, RED, { t: 'endTurn' }), (x) => rivals.result(x) !== null);
		const result = rivals.result(t)!;
		expect(result.winners).toEqual([]);
		expect(result.summary.cs).toMatch(/^Partie skončila vyčerpáním: /);
		expect(result.summary.en).toMatch(/^The match ended by exhaustion: .*a draw/);
		expect(rivals.pending(t)).toEqual([]);
		expect(rivals.legalActions(t, BLUE)).toEqual([]);
	});

	it('the most VP wins; after 7 stale turns the match goes on', () => {
		const s = exhausted(6);
		addSettlementWithRegions(s, BLUE, 'right', 'fields-1', 'mountains-1');
		s.turnStartVp = [victoryPoints(s, 0), victoryPoints(s, 1)];
		let t = act(s, RED, { t: 'endTurn' });
		t = runUntil(t, (x) => x.tasks[0]?.t === 'preRoll');
		expect(rivals.result(t)).toBeNull();
		expect(t.staleTurns).toBe(7);
		t = runUntil(t, (x) => rivals.result(x) !== null);
		expect(rivals.result(t)?.winners).toEqual([BLUE]);
		expect(rivals.result(t)?.summary.en).toMatch(/exhaustion.*\{1\} wins with \d+ VP to \d+\.$/);
	});

	it('a VP gained, or a card left in a draw stack, starts the count again', () => {
		const gained = exhausted(7);
		gained.turnStartVp = [victoryPoints(gained, 0) - 1, victoryPoints(gained, 1)];
		const t = runUntil(act(gained, RED, { t: 'endTurn' }), (x) => x.tasks[0]?.t === 'preRoll');
		expect(rivals.result(t)).toBeNull();
		expect(t.staleTurns).toBe(0);
		const cardsLeft = exhausted(7);
		cardsLeft.drawStacks[0].push(cardsLeft.discard.pop()!);
		const u = runUntil(act(cardsLeft, RED, { t: 'endTurn' }), (x) => x.tasks[0]?.t === 'preRoll');
		expect(rivals.result(u)).toBeNull();
		expect(u.staleTurns).toBe(0);
	});

	it('rivals-1 states never end by exhaustion', () => {
		const s = asRulesV1(exhausted(7));
		delete s.staleTurns;
		const t = runUntil(act(s, RED, { t: 'endTurn' }), (x) => x.tasks[0]?.t === 'preRoll');
		expect(rivals.result(t)).toBeNull();
		expect(t.staleTurns).toBeUndefined();
	});
});

describe('issue 23 item 18: a stalled match ends although cards can still be drawn (rivals-3)', () => {
	/** Red on turn in the action phase, cards left in the draw stacks, `stale` turns without a new VP high. */
	function stalled(stale: number): RivalsState {
		const s = mainPhase(prepared('stall'), RED);
		expect(s.v3).toBe(true);
		expect(s.drawStacks.some((st) => st.length > 0)).toBe(true);
		s.staleTurns = stale;
		s.vpBest = [victoryPoints(s, 0), victoryPoints(s, 1)];
		return s;
	}
	const nextTurn = (s: RivalsState) => runUntil(act(s, RED, { t: 'endTurn' }), (x) => x.tasks[0]?.t === 'preRoll' || rivals.result(x) !== null);

	it(`${STALL_TURNS} turns in a row without a new VP high end the match, draw stacks full or not`, () => {
		const t = nextTurn(stalled(STALL_TURNS - 1));
		const result = rivals.result(t)!;
		expect(result).not.toBeNull();
		expect(result.winners).toEqual([]);
		expect(result.summary.cs).toMatch(/^Partie skončila zablokováním: 40 tahů/);
		expect(result.summary.en).toMatch(/^The match ended as stalled: .*a draw/);
		expect(rivals.pending(t)).toEqual([]);
		expect(rivals.legalActions(t, BLUE)).toEqual([]);
	});

	it('the count goes up with cards in the stacks, and the match goes on before the limit', () => {
		const t = nextTurn(stalled(STALL_TURNS - 2));
		expect(rivals.result(t)).toBeNull();
		expect(t.staleTurns).toBe(STALL_TURNS - 1);
	});

	it('only a new VP high starts the count again (VP lost and won back is no progress)', () => {
		const high = stalled(30);
		high.vpBest = [victoryPoints(high, 0) - 1, victoryPoints(high, 1)];
		const t = nextTurn(high);
		expect(t.staleTurns).toBe(0);
		expect(t.vpBest).toEqual([victoryPoints(t, 0), victoryPoints(t, 1)]);
		const back = stalled(30);
		back.vpBest = [victoryPoints(back, 0) + 1, victoryPoints(back, 1)];
		back.turnStartVp = [victoryPoints(back, 0) - 1, victoryPoints(back, 1)];
		const u = nextTurn(back);
		expect(u.staleTurns).toBe(31);
		expect(u.vpBest![0]).toBe(victoryPoints(u, 0) + 1);
	});

	it('with every draw stack empty 8 stale turns still end it (by exhaustion)', () => {
		const s = stalled(EXHAUSTION_TURNS - 1);
		for (const st of s.drawStacks) s.discard.push(...st.splice(0));
		const result = rivals.result(nextTurn(s))!;
		expect(result.summary.en).toMatch(/^The match ended by exhaustion: /);
	});

	it('rivals-2 replays: cards left in a stack keep the count at 0', () => {
		const s = asRulesV2(stalled(STALL_TURNS - 1));
		const t = nextTurn(s);
		expect(rivals.result(t)).toBeNull();
		expect(t.staleTurns).toBe(0);
		expect(t.v3).toBeUndefined();
		expect(t.vpBest).toBeUndefined();
	});

	it('new matches are rivals-3; rivals-2 and rivals-1 matches still set up', () => {
		expect(rivals.rulesVersion).toBe('rivals-3');
		expect(rivals.olderRulesVersions).toEqual(['rivals-2', 'rivals-1']);
		for (const v of ['rivals-1', 'rivals-2', 'rivals-3']) {
			const r = rivals.setup([{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], { mode: 'progress' }, 'versions', v);
			expect(r.ok).toBe(true);
			if (r.ok) {
				expect(r.value.state.v2).toBe(v === 'rivals-1' ? undefined : true);
				expect(r.value.state.v3).toBe(v === 'rivals-3' ? true : undefined);
			}
		}
	});
});

describe('point 6: the introductory game is won only at the end of one’s own turn (seed L508-514)', () => {
	/** Blue reaches 7 VP during Red's turn (the trade token moves to Blue when Red loses a Marketplace to Feud). */
	function blueReachesSevenInRedsTurn(): RivalsState {
		const s0 = prepared('intro-end');
		makeCity(s0, BLUE, 1);
		makeCity(s0, BLUE, 3);
		addSettlementWithRegions(s0, BLUE, 'right', 'fields-1', 'mountains-1');
		placeExpansion(s0, BLUE, card('candamir'), 1, -1);
		for (const [c, col, row] of [['oreShip', 1, 1], ['woolShip', 3, -1], ['brickShip', 3, 1]] as const) placeExpansion(s0, BLUE, card(c), col, row);
		placeExpansion(s0, RED, card('marketplace'), 1, -1);
		placeExpansion(s0, RED, card('grainShip'), 1, 1);
		placeExpansion(s0, RED, card('goldShip'), 3, -1);
		withEventOnTop(s0, 'feud#1');
		s0.active = RED;
		s0.tasks = [{ t: 'preRoll', seat: RED }];
		s0.rng = rngForDice(6, 'event');
		let s = act(s0, RED, { t: 'roll' });
		s = act(s, RED, { t: 'feudRemove', card: 'marketplace#1', stack: 0 });
		expect(rivals.view(s, null).players[BLUE].vp).toBe(7);
		return act(s, RED, { t: 'endTurn' });
	}

	it('rivals-2: 7 VP at the start of Blue’s turn is no win yet; Blue rolls and wins at the end of the turn', () => {
		let s = runUntil(blueReachesSevenInRedsTurn(), (x) => x.tasks[0]?.t === 'preRoll' || rivals.result(x) !== null);
		expect(rivals.result(s)).toBeNull();
		expect(s.tasks[0]).toMatchObject({ t: 'preRoll', seat: BLUE });
		s = act(s, BLUE, { t: 'roll' });
		expect(rivals.result(s)).toBeNull();
		s = runUntil(s, (x) => x.tasks[0]?.t === 'main');
		s = act(s, BLUE, { t: 'endTurn' });
		s = runUntil(s, (x) => rivals.result(x) !== null);
		expect(rivals.result(s)?.winners).toEqual([BLUE]);
		expect(rivals.result(s)?.summary.en).toMatch(/goal of 7 victory points/);
	});
});

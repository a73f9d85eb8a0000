import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPassed, finalTurns, moveOnTrack, newOrderTrack, nextNotPassed, nextSeat, seatOrder, trackOrder, withPassed } from '../../src/lib/engine';

describe('turn order', () => {
	it('a round goes clockwise from its start player', () => {
		expect(seatOrder(4, 2)).toEqual([2, 3, 0, 1]);
		expect(seatOrder(1, 0)).toEqual([0]);
		expect(nextSeat(3, 2)).toBe(0);
	});

	it('an order track: higher (or lower) first, ties by arrival', () => {
		let track = newOrderTrack(4, [2, 0, 3, 1]);
		expect(trackOrder(track, 'highest', 'firstArrived')).toEqual([2, 0, 3, 1]);
		expect(trackOrder(track, 'highest', 'lastArrived')).toEqual([1, 3, 0, 2]);
		track = moveOnTrack(track, 0, 3);
		track = moveOnTrack(track, 1, 3);
		track = moveOnTrack(track, 3, 1);
		expect(trackOrder(track, 'highest', 'firstArrived')).toEqual([0, 1, 3, 2]);
		expect(trackOrder(track, 'highest', 'lastArrived')).toEqual([1, 0, 3, 2]);
		expect(trackOrder(track, 'lowest', 'firstArrived')).toEqual([2, 3, 0, 1]);
		// A marker that moves again arrives anew, behind those already there.
		track = moveOnTrack(track, 0, 3);
		expect(trackOrder(track, 'highest', 'firstArrived')).toEqual([1, 0, 3, 2]);
	});

	it('passing: the next seat still playing, null once all have passed', () => {
		let passed = withPassed([], 1);
		passed = withPassed(passed, 1);
		expect(passed).toEqual([1]);
		expect(nextNotPassed(3, 0, passed)).toBe(2);
		passed = withPassed(passed, 2);
		expect(nextNotPassed(3, 0, passed)).toBe(0);
		expect(allPassed(3, passed)).toBe(false);
		passed = withPassed(passed, 0);
		expect(nextNotPassed(3, 0, passed)).toBeNull();
		expect(allPassed(3, passed)).toBe(true);
	});

	it('final rounds: the round is played out, or everybody else plays once more', () => {
		expect(finalTurns(4, 0, 1, 'evenTurns')).toEqual([2, 3]);
		expect(finalTurns(4, 0, 3, 'evenTurns')).toEqual([]);
		expect(finalTurns(4, 2, 0, 'evenTurns')).toEqual([1]);
		expect(finalTurns(4, 2, 1, 'evenTurns')).toEqual([]);
		expect(finalTurns(3, 0, 1, 'oneMoreEach')).toEqual([2, 0]);
	});

	it('property: after the final turns every seat has played as many turns as the start player', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), fc.nat(), fc.nat({ max: 30 }), (seats, s, t, rounds) => {
				const start = s % seats;
				// Turns played so far: full rounds, then the current round up to the trigger.
				const order = seatOrder(seats, start);
				const played = Array.from({ length: seats }, () => rounds);
				const trigger = order[t % seats];
				for (const seat of order.slice(0, order.indexOf(trigger) + 1)) played[seat]++;
				for (const seat of finalTurns(seats, start, trigger, 'evenTurns')) played[seat]++;
				expect(new Set(played).size).toBe(1);
			})
		);
	});
});

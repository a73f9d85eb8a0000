/**
 * Turn order: who plays after whom. Seats are numbered 0..seats-1 and play clockwise (by
 * number); every helper is pure and answers plain data a state can keep (cloned, hashed, saved).
 *
 * - `seatOrder`: a round's order from its start player.
 * - An order track (the Great Wall's tea order, a turn-order track): each seat's position, and
 *   among seats on the same position, the one that arrived first (or last) goes first.
 * - Passing: who has passed, in the order they did, and the next seat still playing.
 * - Final rounds: once the end is triggered, the turns still due so everybody plays as many
 *   turns as the start player (or each other seat one more).
 */

/** Every seat once, clockwise from `start`: seatOrder(4, 2) = [2, 3, 0, 1]. */
export function seatOrder(seats: number, start: number): number[] {
	return Array.from({ length: seats }, (_, i) => (start + i) % seats);
}

/** The seat clockwise after `seat`. */
export const nextSeat = (seats: number, seat: number): number => (seat + 1) % seats;

// ------------------------------------------------------------------ order track

/** A track of positions with one marker per seat (index = seat). `arrived` stamps when each marker reached its position. */
export interface OrderTrack {
	position: number[];
	arrived: number[];
	/** The last stamp given (the next arrival gets `clock + 1`). */
	clock: number;
}

/** Among markers on the same position, who goes first: the one that arrived there first, or the last (it is stacked on top). */
export type TrackTies = 'firstArrived' | 'lastArrived';

/** Which end of the track goes first. */
export type TrackLead = 'highest' | 'lowest';

/** Every marker on `position`, stacked in the order `arrivalOrder` gives (its first arrived first). */
export function newOrderTrack(seats: number, arrivalOrder: readonly number[] = seatOrder(seats, 0), position = 0): OrderTrack {
	const arrived = Array.from({ length: seats }, () => 0);
	arrivalOrder.forEach((seat, i) => (arrived[seat] = i + 1));
	return { position: Array.from({ length: seats }, () => position), arrived, clock: arrivalOrder.length };
}

/** The track with `seat`'s marker moved to `position` (it arrives now, behind anything already there). */
export function moveOnTrack(track: OrderTrack, seat: number, position: number): OrderTrack {
	const clock = track.clock + 1;
	return {
		position: track.position.map((p, s) => (s === seat ? position : p)),
		arrived: track.arrived.map((a, s) => (s === seat ? clock : a)),
		clock
	};
}

/** The seats in the order the track gives. */
export function trackOrder(track: OrderTrack, lead: TrackLead, ties: TrackTies): number[] {
	const sign = lead === 'highest' ? -1 : 1;
	const tie = ties === 'firstArrived' ? 1 : -1;
	return track.position
		.map((_, seat) => seat)
		.sort((a, b) => sign * (track.position[a] - track.position[b]) || tie * (track.arrived[a] - track.arrived[b]));
}

// ------------------------------------------------------------------ passing

/** The seats that have passed this round, in the order they passed. */
export type Passed = readonly number[];

/** `passed` with `seat` added (once). */
export const withPassed = (passed: Passed, seat: number): number[] => (passed.includes(seat) ? [...passed] : [...passed, seat]);

/** The first seat clockwise after `current` that has not passed (`current` itself last); null once everybody has. */
export function nextNotPassed(seats: number, current: number, passed: Passed): number | null {
	for (let i = 1; i <= seats; i++) {
		const seat = (current + i) % seats;
		if (!passed.includes(seat)) return seat;
	}
	return null;
}

/** Whether every seat has passed. */
export const allPassed = (seats: number, passed: Passed): boolean => seatOrder(seats, 0).every((s) => passed.includes(s));

// ------------------------------------------------------------------ final rounds

/**
 * How the game ends once its end is triggered:
 * - `evenTurns`: the round is played out, so every seat has as many turns as the start player;
 * - `oneMoreEach`: every other seat plays one more turn.
 */
export type FinalRound = 'evenTurns' | 'oneMoreEach';

/**
 * The turns still due after `trigger`'s turn ended the game's last regular turn, in order (empty:
 * the game ends now). `start` is the seat that opens every round.
 */
export function finalTurns(seats: number, start: number, trigger: number, rule: FinalRound): number[] {
	const after = seatOrder(seats, nextSeat(seats, trigger));
	if (rule === 'oneMoreEach') return after.slice(0, seats - 1);
	// The round ends with the seat before the start player.
	const left = (start - 1 - trigger + 2 * seats) % seats;
	return after.slice(0, left);
}

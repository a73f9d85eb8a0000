/** Guarded calls into game code and record helpers shared by the session's modules. */
import { INTERNAL_ERROR, internalErrors, MatchRunner, type AnyGameModule, type GameResult, type MatchRecord, type Pending as Decision, type Text } from '$lib/engine';
import { T } from './types';

/**
 * Runs a call into game code that the kernel does not guard (result, pending,
 * legal actions, views, bots, options). The contract says game code never
 * throws; when it does, the error is reported like the kernel's and `fallback`
 * is used, so one bug cannot break the message queue of a session.
 */
export function callGame<R>(module: AnyGameModule | null, call: string, fn: () => R, fallback: R): R {
	try {
		return fn();
	} catch (error) {
		internalErrors.report(error, { game: module?.id ?? '?', call });
		return fallback;
	}
}

export const resultOf = (r: MatchRunner): GameResult | null => callGame(r.module, 'result', () => r.result(), null);
export const pendingOf = (r: MatchRunner): Decision[] => callGame(r.module, 'pending', () => r.pending(), []);

export const isInternalError = (reason: Text) => reason.en === INTERNAL_ERROR.en;

export function clone<V>(v: V): V {
	return JSON.parse(JSON.stringify(v)) as V;
}

/** Opens a record that came over the wire; a malformed one is "damaged", never an exception. */
export function safeOpen(module: AnyGameModule, rec: MatchRecord) {
	try {
		if (typeof rec.id !== 'string' || !Array.isArray(rec.seats) || typeof rec.seed !== 'string') throw new Error('shape');
		return MatchRunner.open(module, clone(rec));
	} catch {
		return { ok: false as const, reason: T('Záznam partie je poškozený.', 'The match record is damaged.') };
	}
}

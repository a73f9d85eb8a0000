/**
 * Pockets: where a device keeps its sealed secret choices (protocol.ts, SECRET CHOICES) between
 * the commitment and the reveal. A pocket is stored before its commitment is sent and must
 * survive a reload: without it the device could never reveal, and the match would stall.
 * Keyed by match, seat and the digest committed, so a reveal always takes the pocket of the
 * commitment that is in the log, even when a choice was made twice around a crash.
 */
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

export interface Pocket {
	matchId: string;
	seat: number;
	/** The log length when the choice was sealed (its decision point). */
	at: number;
	choice: unknown;
	salt: string;
	/** commitDigest(seat, choice, salt): the commitment proposed. */
	digest: string;
}

export interface PocketStore {
	/** Stores a pocket durably; resolves once it is written. */
	put(p: Pocket): Promise<void>;
	/** The pocket of this commitment, if this device sealed it. */
	find(matchId: string, seat: number, digest: string): Promise<Pocket | undefined>;
	/**
	 * Drops the seat's pockets of a match (its choice is revealed), or only the pocket of `digest`
	 * (so a reveal answered late never drops the pocket of the seat's next decision).
	 */
	forget(matchId: string, seat: number, digest?: string): Promise<void>;
}

const keyOf = (matchId: string, seat: number, digest: string) => `${matchId}|${seat}|${digest}`;
const prefixOf = (matchId: string, seat: number) => `${matchId}|${seat}|`;

/** Pockets in memory (tests: a Map the test keeps across a simulated reload). */
export function memoryPockets(map = new Map<string, Pocket>()): PocketStore {
	return {
		async put(p) {
			map.set(keyOf(p.matchId, p.seat, p.digest), structuredClone(p));
		},
		async find(matchId, seat, digest) {
			const p = map.get(keyOf(matchId, seat, digest));
			return p && structuredClone(p);
		},
		async forget(matchId, seat, digest) {
			if (digest !== undefined) return void map.delete(keyOf(matchId, seat, digest));
			for (const k of [...map.keys()]) if (k.startsWith(prefixOf(matchId, seat))) map.delete(k);
		}
	};
}

let db: UseStore | undefined;
const store = () => (db ??= createStore('deskovky-pockets', 'pockets'));

/** The app's pockets, in IndexedDB (their own database, so clearing sessions never loses one). */
export function idbPockets(): PocketStore {
	return {
		put: (p) => set(keyOf(p.matchId, p.seat, p.digest), p, store()),
		find: (matchId, seat, digest) => get<Pocket>(keyOf(matchId, seat, digest), store()),
		async forget(matchId, seat, digest) {
			if (digest !== undefined) return del(keyOf(matchId, seat, digest), store());
			const all = await keys<string>(store());
			await delMany(
				all.filter((k) => typeof k === 'string' && k.startsWith(prefixOf(matchId, seat))),
				store()
			);
		}
	};
}

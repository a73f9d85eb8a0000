/**
 * Rules versions in a room (issue 9, "updates never strand a match"). Every device
 * states which rules versions of the room's game it can run (its current one and
 * the older ones it keeps loadable). The room plays one version that every device
 * has: a running match keeps the version it started with; a new match starts with
 * the newest version (in the host's order: current first, then older) that every
 * participant supports.
 */
import type { AnyGameModule } from '$lib/engine';

/** The versions a device can run, newest first: the current one, then the older ones. */
export function versionsOf(module: Pick<AnyGameModule, 'rulesVersion' | 'olderRulesVersions'>): string[] {
	return [module.rulesVersion, ...(module.olderRulesVersions ?? [])];
}

/** The first of `preferred` that every list in `others` holds; null when there is none. */
export function commonVersion(preferred: readonly string[], others: readonly (readonly string[])[]): string | null {
	return preferred.find((v) => others.every((list) => list.includes(v))) ?? null;
}

/**
 * What a device said it runs: its list when it sent one, else (an app from before the
 * lists) just the version it named.
 */
export function statedVersions(m: { rulesVersion?: string | null; rulesVersions?: string[] }): string[] {
	return m.rulesVersions ?? (m.rulesVersion ? [m.rulesVersion] : []);
}

/**
 * The version a new match starts with: the newest of the host's versions that every other
 * participant has (one that never said is taken to run the host's current version); null: none.
 */
export function startVersion(
	module: Pick<AnyGameModule, 'rulesVersion' | 'olderRulesVersions'>,
	me: number,
	participants: readonly number[],
	peerVersions: ReadonlyMap<number, string[]>
): string | null {
	const others = participants.filter((i) => i !== me).map((i) => peerVersions.get(i) ?? [module.rulesVersion]);
	return commonVersion(versionsOf(module), others);
}

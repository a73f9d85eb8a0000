/**
 * The Great Wall's adapter for the shared contract tests: its hidden variants come from its zones
 * (other hands, dealt generals and advisors, Supporting Advisors, the decks' orders; the top horde
 * card stays, its back is public) and from the secret choices (setup pick, command cards).
 */
import { cloneData, emptyPack, secretVariants, withPack, zoneVariants } from '../../../src/lib/engine';
import { GW_CONTENT } from '../../../src/lib/games/greatwall/content';
import { greatWallBots } from '../../../src/lib/games/greatwall/bots';
import { tablesIn, troopsOf, clerksOf, CLAN_TROOPS, CLAN_CLERKS } from '../../../src/lib/games/greatwall/facts';
import { greatWall } from '../../../src/lib/games/greatwall/rules';
import { RESOURCES, UNITS, type GwState } from '../../../src/lib/games/greatwall/types';
import { gwVariantRules } from '../../../src/lib/games/greatwall/zones';
import { setupPickHandler } from '../../../src/lib/games/greatwall/setup';
import { commandHandler } from '../../../src/lib/games/greatwall/fall';
import type { ContractAdapter } from '../../contract/checks';

const boxOf = (s: GwState) => {
	const head = s.tasks[0];
	return head && (head.t === 'setupPick' || head.t === 'command') ? head.secret : null;
};

const choicesOf = (s: GwState, seat: number): string[] => {
	const head = s.tasks[0];
	if (head?.t === 'setupPick') return setupPickHandler.choices(s, head, seat);
	if (head?.t === 'command') return commandHandler.choices(s, head, seat);
	return [];
};

/** Soldiers, clerks and cards conserved, nothing negative, shame consistent (the fuzz checks these after every action too). */
export function invariants(s: GwState): string[] {
	const problems: string[] = [];
	s.players.forEach((p, seat) => {
		const t = troopsOf(s, seat);
		for (const u of UNITS) if (t[u] !== CLAN_TROOPS[u]) problems.push(`seat ${seat}: ${t[u]} ${u}s`);
		if (clerksOf(s, seat) !== CLAN_CLERKS) problems.push(`seat ${seat}: ${clerksOf(s, seat)} clerks`);
		for (const r of RESOURCES) if (p.res[r] < 0) problems.push(`seat ${seat}: ${p.res[r]} ${r}`);
		for (const u of UNITS) if (p.shamed[u] < 0 || p.shamed[u] > p.supply[u]) problems.push(`seat ${seat}: ${p.shamed[u]} shamed ${u}s of ${p.supply[u]}`);
		if (p.won.some((w) => w.shame < 0 || w.shame > 2)) problems.push(`seat ${seat}: a won card with bad shame`);
		if (s.options.honorFloor === 'always' && p.honor < 0) problems.push(`seat ${seat}: Honor ${p.honor}`);
	});
	const tokens = s.players.reduce((n, p) => n + p.shamed.spear + p.shamed.archer + p.shamed.horse + p.won.reduce((m, w) => m + w.shame, 0), 0);
	if (s.shameBank < 0 || s.shameBank + tokens > tablesIn(s).numbers.shamePerPlayer * s.seats) problems.push(`shame: bank ${s.shameBank} + placed ${tokens} too many`);
	for (const r of ['wood', 'stone', 'gold'] as const) if (s.storehouse[r] < 0) problems.push(`storehouse ${r} ${s.storehouse[r]}`);
	const t = tablesIn(s);
	const hordes = [...s.zones.hordeDeck.items, ...s.zones.hordeDiscard.items, ...s.sections.flatMap((x) => x.hordes.map((h) => h.id)), ...s.players.flatMap((p) => p.won.map((w) => w.id))];
	if (hordes.length !== t.hordeIds.length || new Set(hordes).size !== hordes.length) problems.push(`horde cards not conserved: ${hordes.length}`);
	s.sections.forEach((sec, i) => {
		if (sec.hordes.length > 3) problems.push(`section ${i}: ${sec.hordes.length} hordes`);
		if (sec.barricades < 0 || sec.barricades > 3) problems.push(`section ${i}: ${sec.barricades} barricades`);
		if (sec.firing.length > t.firing[sec.level]) problems.push(`section ${i}: ${sec.firing.length} archers on ${t.firing[sec.level]} firing positions`);
	});
	return problems;
}

export const greatWallContract: ContractAdapter<GwState> = {
	module: greatWall,
	bots: greatWallBots,
	modes: [
		{ id: 'standard-3', options: { mode: 'standard' }, seats: 3 },
		{ id: 'standard-4', options: { mode: 'standard', teaTie: 'seat', honorFloor: 'scoring', leader: 'anywhere', emptyHand: 'skipFall' }, seats: 4 },
		// A pack (issue 25): stronger Brutes, a cheaper first wall level, more firing positions.
		{ id: 'standard-3-pack', options: withPack({ mode: 'standard' }, { ...emptyPack(GW_CONTENT, 'Contract'), values: { 'horde.brutes.power': 8, 'wall.1.cost': 3, 'wall.1.firing': 3 } }), seats: 3 }
	],
	hiddenVariants: (s, viewer, rng) => [
		...zoneVariants(s, viewer, rng, { clone: cloneData, ...gwVariantRules(s) }),
		...secretVariants(s, viewer, { box: boxOf, choices: choicesOf, clone: cloneData })
	],
	foreignIds: ['brutes-1', 'horde-2-3', 'yang-ye', 'alchemist', 'retreat', 'artifact-1', 'despotism', 'betrayal', 'mill', 'camp', 'spear', 'nope', 'supply', 'g01|a01'],
	actionKeys: ['t', 'from', 'to', 'take', 'pos', 'loc', 'unit', 'sec', 'row', 'spot', 'card', 'active', 'rescue', 'at', 'boosted', 'choice', 'k', 'spots'],
	invariants
};

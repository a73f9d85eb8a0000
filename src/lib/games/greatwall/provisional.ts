/**
 * The rules' tables from the spec alone (facts layer), used until the data engineer's content
 * (data/, content.ts) is mapped in by adapter.ts. Known values cite their source; everything else
 * is a placeholder from the spec's suggestions (spec §12.1), generated in a fixed pattern so the
 * game plays, never presented as printed data.
 */
import { tx } from '$lib/engine';
import type { AdvisorDef, ArtifactDef, CommandDef, GeneralDef, GwTables, HordeDef, LocationDef, TacticDef } from './tables';
import { LOCATIONS, type LocationId, type ProductionId, type Trigger } from './types';

const NAMES: Record<LocationId, [string, string]> = {
	mill: ['Pila', 'Lumber Mill'],
	quarry: ['Lom', 'Quarry'],
	mine: ['Důl', 'Gold Mine'],
	temple: ['Chrám', 'Temple'],
	barracks: ['Kasárny', 'Barracks'],
	camp: ['Tábor stavitelů', "Builders' Camp"],
	hq: ['Velitelství', 'Headquarters'],
	teahouse: ['Čajovna', 'Tea House'],
	embassy: ['Císařské vyslanectví', 'Imperial Embassy'],
	academy: ['Válečná akademie', 'War Academy']
};

/** Placeholder kinds: the Tea House is regular (spec §9.3, seed l.1243); HQ, Embassy, Academy special; slots = players − 1 (min 2). */
function locations(players: number): Record<LocationId, LocationDef> {
	const special = new Set<LocationId>(['hq', 'embassy', 'academy']);
	// Shame symbol: the production locations and the Barracks [external: "Great Wall summary WB v5", spec §9.3].
	const shame = new Set<LocationId>(['mill', 'quarry', 'mine', 'temple', 'barracks']);
	return Object.fromEntries(
		LOCATIONS.map((id) => [id, { id, name: tx(...NAMES[id]), kind: special.has(id) ? 'special' : 'regular', slots: Math.max(2, players - 1), shame: shame.has(id) }])
	) as Record<LocationId, LocationDef>;
}

const PROD: Record<ProductionId, 'wood' | 'stone' | 'gold' | 'chi'> = { mill: 'wood', quarry: 'stone', mine: 'gold', temple: 'chi' };
/** The overseer frames are not in the seed (D10): placeholder 2 / 3 / 4 of the next location's resource. */
function overseerCost(): GwTables['overseerCost'] {
	const next: Record<ProductionId, 'wood' | 'stone' | 'gold' | 'chi'> = { mill: 'stone', quarry: 'gold', mine: 'wood', temple: 'gold' };
	void PROD;
	return Object.fromEntries((['mill', 'quarry', 'mine', 'temple'] as const).map((l) => [l, [{ [next[l]]: 2 }, { [next[l]]: 3 }, { [next[l]]: 4 }]])) as GwTables['overseerCost'];
}

function hordes(): HordeDef[] {
	// 8 types × 3 (spec §13.10), one copy per section; 4-6 spots on the 2 × 6 grid; the first type is the Brutes (seed l.1035-1042).
	return Array.from({ length: 24 }, (_, i) => {
		const type = Math.floor(i / 3);
		const n = 4 + (type % 3);
		const rewards = [{ wood: 1 }, { stone: 1 }, { gold: 1 }, { chi: 1 }, { honor: 1 }, {}];
		return {
			id: `h${String(i + 1).padStart(2, '0')}`,
			name: type === 0 ? tx('Násilníci', 'Brutes') : tx(`Horda ${type + 1} (zástupná)`, `Horde ${type + 1} (placeholder)`),
			spots: Array.from({ length: n }, (_, k) => ({ row: k % 2, col: Math.floor(k / 2), reward: rewards[(k + type) % rewards.length] })),
			power: 3 + (type % 4),
			honor: 3 + (type % 5),
			indicator: i % 3,
			leader: type === 0 ? { k: 'halveDefence' as const } : type === 5 ? { k: 'power' as const, n: 2 } : null
		};
	});
}

const TRIG: Trigger[] = ['hordeDefeated', 'breachKill', 'yourTurn', 'recruit', 'build', 'summer', 'soldierKilled'];

function generals(): GeneralDef[] {
	// Yang Ye's strip is known (S1 errata: 2/4/3/7, 2 tactics, tea 55); the rest are placeholders with distinct tea values.
	return Array.from({ length: 13 }, (_, i) => ({
		id: `g${String(i + 1).padStart(2, '0')}`,
		name: i === 0 ? tx('Jang Jie', 'Yang Ye') : tx(`Generál ${i + 1} (zástupný)`, `General ${i + 1} (placeholder)`),
		setup: i === 0 ? { wood: 2, stone: 4, gold: 3, chi: 7, tactics: 2, tea: 55 } : { wood: 3 + (i % 3), stone: 3 + ((i + 1) % 3), gold: 3, chi: 4 + (i % 4), tactics: 1 + (i % 2), tea: 20 + i * 5 },
		ability: { when: TRIG[i % TRIG.length], perSupport: { honor: 2 } }
	}));
}

function advisors(): AdvisorDef[] {
	const locs: ProductionId[] = ['mine', 'quarry', 'mill', 'temple'];
	return Array.from({ length: 44 }, (_, i) => ({
		id: `a${String(i + 1).padStart(2, '0')}`,
		name: tx(`Rádce ${i + 1} (zástupný)`, `Advisor ${i + 1} (placeholder)`),
		ability: i < 4 ? { k: 'discount' as const, loc: locs[i], by: 1 } : { k: 'on' as const, when: TRIG[i % TRIG.length], gain: [{ wood: 1 }, { stone: 1 }, { gold: 1 }, { chi: 1 }, { honor: 2 }][i % 5] }
	}));
}

function commands(): CommandDef[] {
	const card = (id: string, cs: string, en: string, boxes: CommandDef['boxes'], staysDiscarded = false): CommandDef => ({ id, name: tx(cs, en), boxes, staysDiscarded });
	return [
		card('despotism', 'Despotismus', 'Despotism', [{ scope: 'owner', steps: [{ k: 'place', n: 1, distinct: false }] }, { scope: 'others', steps: [{ k: 'place', n: 1, distinct: false }] }, { scope: 'owner', steps: [{ k: 'advanced' }] }]),
		card('economy', 'Ekonomika', 'Economy', [{ scope: 'owner', steps: [{ k: 'place', n: 3, distinct: true }] }, { scope: 'others', steps: [{ k: 'place', n: 2, distinct: true }] }]),
		card('treachery', 'Zrada', 'Treachery', [{ scope: 'owner', steps: [{ k: 'copy' }] }], true),
		card('attack', 'Rozkaz k útoku (vlastní překlad)', 'Attack Order', [{ scope: 'owner', steps: [{ k: 'place', n: 2, distinct: true }, { k: 'attack' }] }, { scope: 'others', steps: [{ k: 'place', n: 1, distinct: false }] }]),
		card('work', 'Pracujte tvrději (vlastní překlad)', 'Work Harder', [{ scope: 'owner', steps: [{ k: 'place', n: 2, distinct: true }, { k: 'gain', gain: { wood: 1, stone: 1 } }] }, { scope: 'others', steps: [{ k: 'place', n: 1, distinct: false }] }]),
		card('sixth', 'Šestý rozkaz (zástupný)', 'Sixth order (placeholder)', [{ scope: 'owner', steps: [{ k: 'place', n: 2, distinct: false }] }, { scope: 'others', steps: [{ k: 'place', n: 2, distinct: true }] }, { scope: 'owner', steps: [{ k: 'gain', gain: { chi: 1 } }] }])
	];
}

function tactics(): TacticDef[] {
	return Array.from({ length: 20 }, (_, i) => ({
		id: `t${String(i + 1).padStart(2, '0')}`,
		name: i === 0 ? tx('Ústup', 'Retreat') : tx(`Taktika ${i + 1} (zástupná)`, `Tactic ${i + 1} (placeholder)`),
		// Retreat: boosted, save all your soldiers killed at one section in one breach (seed l.1319-1323).
		when: i === 0 ? 'breachKill' : (['hordeDefeated', 'yourTurn', 'summer', 'recruit', 'build'] as Trigger[])[i % 5],
		basic: i === 0 ? [] : [{ k: 'gain' as const, gain: [{ wood: 1 }, { stone: 1 }, { gold: 1 }, { honor: 2 }][i % 4] }],
		boosted: i === 0 ? { chi: 2, effects: [{ k: 'rescueAll' as const }] } : { chi: 2, effects: [{ k: 'gain' as const, gain: { honor: 4 } }] }
	}));
}

function artifacts(): ArtifactDef[] {
	const per: ArtifactDef['score']['per'][] = ['wonHorde', 'advisor', 'overseerLevel', 'clerk', 'soldierOnWall'];
	return per.map((p, i) => ({ id: `art${i + 1}`, name: tx(`Artefakt ${i + 1} (zástupný)`, `Artifact ${i + 1} (placeholder)`), score: { per: p, honor: 2 } }));
}

const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));

/** The tables of a match of `players` (the board side follows the player count, spec §3.1 step 1). */
export function provisionalTables(players: number): GwTables {
	const h = hordes();
	const g = generals();
	const a = advisors();
	const c = commands();
	const t = tactics();
	const art = artifacts();
	// Time track placeholder (spec §12.1 D8); the 3-player side plays 6 spaces (spec §13.3), 4 players 5 (deduced).
	const time = players >= 4 ? [2, 3, 3, 3, 4].map((hordes, i) => ({ hordes, loss: [1, 1, 2, 2, 3][i] })) : [2, 2, 3, 3, 3, 4].map((hordes, i) => ({ hordes, loss: [1, 1, 1, 2, 2, 2][i] }));
	return {
		locations: locations(players),
		overseerCost: overseerCost(),
		// S1 Core p.7-9 (spec §13.5): spearman 2 Stone + 1 Wood, archer 2 Chi + 1 Wood (seed l.990), horseman 3 Gold + 1 Wood.
		recruitCost: { spear: { stone: 2, wood: 1 }, archer: { chi: 2, wood: 1 }, horse: { gold: 3, wood: 1 } },
		wallCost: [5, 10, 15],
		// Defence and firing positions are not known (spec §13.4): placeholders.
		wallDefence: [6, 9, 12, 15],
		firing: [0, 2, 3, 4],
		barricade: { cost: 2, honor: 2, defence: 2 },
		rescueChi: 2,
		hireClerkGold: 2,
		donateHonor: 2,
		time,
		timeStart: 0,
		trackPositions: players >= 4 ? 4 : 5,
		hordes: byId(h),
		hordeIds: h.map((x) => x.id),
		generals: byId(g),
		generalIds: g.map((x) => x.id),
		advisors: byId(a),
		advisorIds: a.map((x) => x.id),
		commands: byId(c),
		commandIds: c.map((x) => x.id),
		tactics: byId(t),
		tacticIds: t.map((x) => x.id),
		artifacts: byId(art),
		artifactIds: art.map((x) => x.id)
	};
}

const cache = new Map<number, GwTables>();
export function provisionalFor(players: number): GwTables {
	let t = cache.get(players);
	if (!t) cache.set(players, (t = provisionalTables(players)));
	return t;
}

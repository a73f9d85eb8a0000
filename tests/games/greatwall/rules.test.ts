/**
 * The spec's worked examples (shared/rules/great-wall.md §10.1 and §10.2) as tests. Card and board
 * values are read from the match's tables, so the examples hold for any data the owner enters.
 */
import { describe, expect, it } from 'vitest';
import { trigger } from '../../../src/lib/games/greatwall/abilities';
import { attackOf, defenceOf, freePairs, hordeDef, soldiersOn, tablesIn } from '../../../src/lib/games/greatwall/facts';
import { enterHorde } from '../../../src/lib/games/greatwall/hordes';
import { gwKernel, greatWall } from '../../../src/lib/games/greatwall/rules';
import { finalScore } from '../../../src/lib/games/greatwall/scoring';
import type { GwState, HordeInPlay } from '../../../src/lib/games/greatwall/types';
import { act, board, refusal, run, start } from './helpers';

const ctxOf = (s: GwState) => gwKernel.context(s);
const card = (s: GwState, id: string): HordeInPlay => ({ id, spots: hordeDef(s, id).spots.map(() => null) });
/** Horde ids of the tables whose card has at least `n` vital spots. */
const withSpots = (s: GwState, n: number) => tablesIn(s).hordeIds.filter((id) => hordeDef(s, id).spots.length >= n && hordeDef(s, id).leader.length === 0);

describe('§10.1 examples of the rulebook', () => {
	it('1: tea markers stack by the generals’ tea values, highest on top (seed l.244-255)', () => {
		let s = start('tea', 3);
		const t = tablesIn(s);
		const picks = [0, 1, 2].map((seat) => `${s.zones[`generals${seat}`].items[0]}|${s.zones[`advisors${seat}`].items[0]}`);
		for (let seat = 0; seat < 3; seat++) s = act(s, seat, { t: 'secret', choice: picks[seat] });
		const tea = picks.map((p) => t.generals.get(p.split('|')[0])!.setup.tea);
		expect(s.tea).toEqual([0, 1, 2].sort((a, b) => tea[b] - tea[a]));
		// The strip's resources and tactic cards (seed l.221-233).
		const g = t.generals.get(picks[0].split('|')[0])!.setup;
		expect(s.players[0].res).toEqual({ wood: g.wood, stone: g.stone, gold: g.gold, chi: g.chi });
		expect(s.zones.tactics0.items).toHaveLength(g.tactics);
		expect(s.zones.support0.items).toEqual([s.zones.support0.items[0]]);
	});

	it('2: everybody acts in tea order (seed l.382-385)', () => {
		const s = board(3);
		s.tea = [2, 0, 1];
		s.players.forEach((p) => (p.shamed.spear = 1));
		run(s, { t: 'summer' });
		expect(s.tasks.filter((t) => t.t === 'shed').map((t) => ('seat' in t ? t.seat : -1))).toEqual([2, 0, 1]);
	});

	it('3: a general’s ability scales with the Supporting Advisors (seed l.398-410)', () => {
		const s = board(3);
		const g = [...tablesIn(s).generals.values()].find((x) => x.ability.steps.length === 1 && x.ability.steps[0].k === 'honor' && x.ability.steps[0].per === 'supportingAdvisor')!;
		const step = g.ability.steps[0] as { amount: number };
		s.players[0].general = g.id;
		s.zones.support0.items = ['x1', 'x2'];
		const before = s.players[0].honor;
		trigger(s, 0, g.ability.when, ctxOf(s));
		expect(s.players[0].honor - before).toBe(2 * step.amount);
	});

	it('4: once every section has a horde, the next goes where the new top card’s indicator points, closest to the Wall (seed l.155-159, 596-597)', () => {
		const s = board(3);
		const left = tablesIn(s).hordeIds.find((id) => hordeDef(s, id).indicator === 0 && !s.sections.some((x) => x.hordes.some((h) => h.id === id)))!;
		const next = s.zones.hordeDeck.items.find((id) => id !== left)!;
		s.zones.hordeDeck.items = [next, left, ...s.zones.hordeDeck.items.filter((x) => x !== left && x !== next)];
		enterHorde(s, ctxOf(s), 3);
		expect(s.sections[0].hordes.map((h) => h.id)).toHaveLength(2);
		expect(s.sections[0].hordes[1].id).toBe(next);
	});

	it('5: 4 players start with a 4th horde placed by the indicator; 3 players with 3 (seed l.147-154)', () => {
		const four = start('five', 4);
		expect(four.sections.map((x) => x.hordes.length).reduce((a, b) => a + b)).toBe(4);
		const second = four.sections.findIndex((x) => x.hordes.length === 2);
		expect(hordeDef(four, four.zones.hordeDeck.items[0]).indicator).toBe(second);
		const three = start('five', 3);
		expect(three.sections.map((x) => x.hordes.length)).toEqual([1, 1, 1]);
	});

	it('6: Spring adds the number above the time token’s new space, one at a time (seed l.580-583)', () => {
		const s = board(3);
		s.sections.forEach((x) => (x.hordes = []));
		const before = s.zones.hordeDeck.items.length;
		run(s, { t: 'spring' });
		const n = tablesIn(s).time[s.time].hordes;
		expect(s.time).toBe(1);
		expect(before - s.zones.hordeDeck.items.length).toBe(n);
		// S3: the two leftmost advisors leave, the offer is refilled to 4.
		expect(s.zones.offer.items).toHaveLength(4);
		expect(s.zones.advisorDiscard.items).toHaveLength(2);
	});

	it('7: attack > defence breaches; attack = defence holds (seed l.731-745)', () => {
		const s = board(3);
		s.sections[1].level = 0;
		s.sections[1].barricades = 0;
		s.sections[1].hordes = withSpots(s, 1).slice(0, 3).map((id) => card(s, id));
		const weak = attackOf(s, 1) > defenceOf(s, 1);
		const log = run(s, { t: 'assault' });
		expect(log.some((l) => l.startsWith('the centre section') && l.endsWith('a breach.'))).toBe(weak);
		// The same hordes against a defence raised to exactly their attack: the Wall holds.
		const h = board(3);
		h.sections[1].hordes = s.sections[1].hordes.map((x) => ({ ...x }));
		for (h.sections[1].level = 0; h.sections[1].level < 3 && defenceOf(h, 1) + 6 < attackOf(h, 1); h.sections[1].level++);
		h.sections[1].barricades = 0;
		while (defenceOf(h, 1) < attackOf(h, 1) && h.sections[1].barricades < 3) h.sections[1].barricades++;
		const held = defenceOf(h, 1) >= attackOf(h, 1);
		const lines = run(h, { t: 'assault' });
		expect(lines.some((l) => l.startsWith('the centre section') && l.endsWith('the Wall holds.'))).toBe(held);
		expect(h.sections[1].barricades).toBe(0);
	});

	it('8: the loss value kills per card; rescued soldiers go to the staging area; every removed soldier leaves a wound (seed l.815-834)', () => {
		const s = board(3);
		const [x, y] = withSpots(s, 3);
		s.sections[1].hordes = [card(s, x), card(s, y)];
		for (let i = 0; i < 3; i++) s.sections[1].hordes[0].spots[i] = { o: 0, u: 'spear' };
		s.sections[1].hordes[1].spots[0] = { o: 0, u: 'spear' };
		s.players[0].supply.spear -= 4;
		s.players[0].res.chi = 2;
		const loss = tablesIn(s).time[s.time].loss;
		run(s, { t: 'breach', sec: 1 });
		let st = s;
		// The shame for the third seat's empty cards and the others first, then A's losses on X, then on Y.
		while (st.tasks[0]?.t !== 'loss') st = act(st, (st.tasks[0] as { seat: number }).seat, greatWall.legalActions(st, (st.tasks[0] as { seat: number }).seat)[0]);
		st = act(st, 0, { t: 'lose', unit: 'spear', rescue: true });
		while (st.tasks[0]?.t === 'loss' && st.tasks[0].seat === 0) st = act(st, 0, { t: 'lose', unit: 'spear', rescue: false });
		const onX = soldiersOn(st.sections[1].hordes[0], 0).spear;
		const onY = soldiersOn(st.sections[1].hordes[1], 0).spear;
		expect(onX).toBe(Math.max(0, 3 - loss));
		expect(onY).toBe(0);
		expect(st.sections[1].staging[0].spear).toBe(1);
		expect(st.players[0].res.chi).toBe(0);
		expect(st.sections[1].hordes[0].spots.filter((p) => p === 'w')).toHaveLength(Math.min(3, loss));
		expect(st.sections[1].hordes[1].spots[0]).toBe('w');
	});

	it('9: production is 1 per clerk + the overseer’s level; with no clerk nothing (seed l.883-892)', () => {
		const s = board(3);
		s.players[0].overseers.mine = { level: 2, unit: 'spear' };
		s.players[1].overseers.mine = { level: 2, unit: 'spear' };
		s.clerks.mine[0] = 1;
		const gold = [s.players[0].res.gold, s.players[1].res.gold];
		run(s, { t: 'activate', loc: 'mine', advanced: true });
		expect(s.players[0].res.gold - gold[0]).toBe(3);
		expect(s.players[1].res.gold - gold[1]).toBe(0);
		// Only the seat that gained is asked to promote and donate.
		expect(s.tasks[0]).toMatchObject({ t: 'promote', seat: 0 });
		expect(s.tasks.filter((t) => t.t === 'promote' || t.t === 'donate').every((t) => 'seat' in t && t.seat === 0)).toBe(true);
	});

	it('10: a discount advisor promotes its own overseer too, the first placement free (seed l.921-933)', () => {
		const s = board(3);
		const alchemist = tablesIn(s).advisorIds.find((id) => {
			const a = tablesIn(s).advisors.get(id)!.ability;
			return a.when === 'overseerUpgraded' && a.steps.some((x) => x.k === 'upgradeOverseer' && x.location === 'goldMine');
		})!;
		s.players[0].active = [alchemist];
		s.clerks.quarry[0] = 1;
		s.players[0].res = { wood: 10, stone: 10, gold: 10, chi: 10 };
		run(s, { t: 'activate', loc: 'quarry', advanced: true });
		let st = act(s, 0, { t: 'promote', loc: 'quarry', unit: 'spear' });
		expect(st.tasks[0]).toMatchObject({ t: 'promote', seat: 0, loc: 'mine', extra: true });
		const res = { ...st.players[0].res };
		st = act(st, 0, { t: 'promote', loc: 'mine', unit: 'horse' });
		expect(st.players[0].overseers.mine).toEqual({ level: 1, unit: 'horse' });
		expect(st.players[0].res).toEqual(res);
	});

	it('11: placing an overseer pays the first frame and takes a soldier from the supply (seed l.904-908)', () => {
		const s = board(3);
		s.clerks.mill[0] = 1;
		s.players[0].res = { wood: 10, stone: 10, gold: 10, chi: 10 };
		run(s, { t: 'activate', loc: 'mill', advanced: true });
		const cost = tablesIn(s).overseerCost.mill[0];
		const st = act(s, 0, { t: 'promote', loc: 'mill', unit: 'spear' });
		expect(st.players[0].overseers.mill).toEqual({ level: 1, unit: 'spear' });
		expect(st.players[0].supply.spear).toBe(9);
		for (const r of ['stone', 'gold', 'chi'] as const) expect(st.players[0].res[r]).toBe(10 - (cost[r] ?? 0));
	});

	it('12: a level-2 overseer pays 2 in Summer (seed l.961-974)', () => {
		const s = board(3);
		s.players[0].overseers.mine = { level: 2, unit: 'spear' };
		const gold = s.players[0].res.gold;
		run(s, { t: 'summer' });
		expect(s.players[0].res.gold - gold).toBe(2);
	});

	it('13: an archer costs 2 Chi + 1 Wood (seed l.987-991)', () => {
		const s = board(3);
		s.players[0].res = { wood: 1, stone: 0, gold: 0, chi: 2 };
		run(s, { t: 'recruit', seat: 0, left: 1, made: 0, unit: 'any', free: false });
		const st = act(s, 0, { t: 'recruit', unit: 'archer', to: { k: 'staging', sec: 0 } });
		expect(st.players[0].res).toEqual({ wood: 0, stone: 0, gold: 0, chi: 0 });
		expect(greatWall.legalActions(s, 0).every((a) => a.t !== 'recruit' || a.unit === 'archer')).toBe(true);
	});

	it('14: the wall goes 1, 2, 3, each paid and worth its cost in Honor (seed l.1143-1147)', () => {
		let s = board(3);
		s.players[0].res = { wood: 30, stone: 0, gold: 0, chi: 0 };
		run(s, { t: 'build', seat: 0, left: 3, made: 0, what: 'any', free: false, discount: 0 });
		for (let level = 1; level <= 3; level++) {
			const honor = s.players[0].honor;
			s = act(s, 0, { t: 'wall', sec: 2 });
			expect(s.sections[2].level).toBe(level);
			expect(s.players[0].honor - honor).toBe(tablesIn(s).wallCost[level - 1]);
		}
		expect(s.players[0].res.wood).toBe(30 - tablesIn(s).wallCost.reduce((a, b) => a + b));
	});

	it('15: HQ moves firing archers to firing positions, staging soldiers only to a staging area (seed l.1196-1201)', () => {
		let s = board(3);
		s.sections[0].level = 1;
		s.sections[2].level = 1;
		s.sections[0].firing = [0];
		s.sections[0].staging[0] = { spear: 1, archer: 1, horse: 0 };
		s.players[0].supply.spear--;
		s.players[0].supply.archer -= 2;
		run(s, { t: 'hq', seat: 0, left: 1 });
		s = act(s, 0, { t: 'move', from: 0, to: 2 });
		expect(s.sections[2].firing).toEqual(tablesIn(s).firing[1] > 0 ? [0] : []);
		expect(s.sections[2].staging[0]).toEqual({ spear: 1, archer: tablesIn(s).firing[1] > 0 ? 1 : 2, horse: 0 });
		expect(s.sections[0].firing).toEqual([]);
	});

	it('16: the 3rd advisor costs 3 Gold; the offer slides left and refills at the right (seed l.1213-1219, 1269-1271)', () => {
		let s = board(3);
		s.players[0].active = ['x1'];
		s.zones.support0.items = ['x2'];
		s.players[0].res.gold = 3;
		const offer = [...s.zones.offer.items];
		const next = s.zones.advisorDeck.items[0];
		run(s, { t: 'embassy', seat: 0, left: 1 });
		s = act(s, 0, { t: 'hireAdvisor', card: offer[1], active: false });
		expect(s.players[0].res.gold).toBe(0);
		expect(s.zones.offer.items).toEqual([offer[0], offer[2], offer[3], next]);
		expect(s.zones.support0.items).toContain(offer[1]);
	});

	it('17: Tea House — Red and Blue move up one each: [Y, R, B] → [R, B, Y] (seed l.1235-1239)', () => {
		const s = board(3);
		const [Y, R, B] = [0, 1, 2];
		s.tea = [Y, R, B];
		s.clerks.teahouse[R] = 1;
		s.clerks.teahouse[B] = 1;
		run(s, { t: 'activate', loc: 'teahouse', advanced: false });
		expect(s.tea).toEqual([R, B, Y]);
		expect(s.players[R].clerks).toBe(6);
	});

	it('17b: one player filling every Tea House slot goes to the very top', () => {
		const s = board(3);
		s.tea = [0, 1, 2];
		s.clerks.teahouse[2] = tablesIn(s).locations.teahouse.slots;
		run(s, { t: 'activate', loc: 'teahouse', advanced: false });
		expect(s.tea[0]).toBe(2);
	});

	it('18: “up to 2 clerks in 2 different locations”: never both into one; never out of a full regular location (seed l.657-661, 549-552)', () => {
		let s = board(3);
		const full = (['mill', 'quarry', 'mine', 'temple', 'barracks', 'camp', 'teahouse'] as const).find((l) => tablesIn(s).locations[l].kind === 'regular')!;
		s.clerks[full][0] = 1;
		s.clerks[full][1] = tablesIn(s).locations[full].slots - 1;
		s.players[0].clerks -= 1;
		s.players[1].clerks -= tablesIn(s).locations[full].slots - 1;
		run(s, { t: 'place', seat: 0, left: 2, distinct: true, into: [] });
		expect(refusal(s, 0, { t: 'place', from: full, to: 'hq' })).toMatch(/cannot take a clerk/);
		s = act(s, 0, { t: 'place', from: 'supply', to: 'hq' });
		expect(refusal(s, 0, { t: 'place', from: 'supply', to: 'hq' })).toMatch(/different locations/);
		s = act(s, 0, { t: 'place', from: 'supply', to: 'embassy' });
		expect(s.tasks[0]?.t).not.toBe('place');
	});

	it('21: one boosted Retreat rescues every soldier killed at the section in that breach (seed l.1319-1323)', () => {
		let s = board(3);
		const retreat = tablesIn(s).tacticIds.find((id) => tablesIn(s).tactics.get(id)!.boosted.steps.some((e) => e.k === 'rescue' && e.chi === 0))!;
		s.zones.tacticDeck.items = s.zones.tacticDeck.items.filter((x) => x !== retreat);
		s.zones.tactics0.items = [retreat];
		const [x] = withSpots(s, 3);
		s.sections[1].hordes = [card(s, x)];
		s.sections[1].hordes[0].spots[0] = { o: 0, u: 'spear' };
		s.sections[1].hordes[0].spots[1] = { o: 0, u: 'spear' };
		s.sections[1].level = 1;
		s.sections[1].firing = tablesIn(s).firing[1] > 0 ? [0] : [];
		s.players[0].supply.spear -= 2;
		s.players[0].supply.archer -= s.sections[1].firing.length;
		s.players[0].res.chi = tablesIn(s).tactics.get(retreat)!.boosted.chi;
		run(s, { t: 'breach', sec: 1 });
		while (s.tasks[0]?.t === 'shame') s = act(s, s.tasks[0].seat, greatWall.legalActions(s, s.tasks[0].seat)[0]);
		s = act(s, 0, { t: 'tactic', card: retreat, boosted: true });
		while (s.tasks[0]?.t === 'tactic') s = act(s, s.tasks[0].seat, { t: 'done' });
		while (s.tasks[0]?.t === 'loss' && s.tasks[0].seat === 0) s = act(s, 0, { t: 'lose', unit: s.tasks[0].row < 0 ? 'archer' : 'spear', rescue: true });
		const killed = 2 - soldiersOn(s.sections[1].hordes[0], 0).spear;
		expect(s.sections[1].staging[0].spear).toBe(killed);
		expect(s.sections[1].staging[0].archer).toBe(tablesIn(s).firing[1] > 0 ? 1 : 0);
		expect(s.players[0].res.chi).toBe(0);
	});
});

describe('§10.2 derived test vectors', () => {
	it('22: a Raid discards the card and sends up to one shame token per player to the box; an empty bank ends the game at W3 (seed l.599-602, 753)', () => {
		const s = board(4);
		s.sections.forEach((x, i) => (x.hordes = i === 0 ? withSpots(s, 1).slice(0, 3).map((id) => card(s, id)) : [card(s, withSpots(s, 1)[3 + i])]));
		const used = new Set(s.sections.flatMap((x) => x.hordes.map((h) => h.id)));
		const toLeft = s.zones.hordeDeck.items.find((id) => !used.has(id) && hordeDef(s, id).indicator === 0)!;
		const first = s.zones.hordeDeck.items.find((id) => !used.has(id) && id !== toLeft)!;
		s.zones.hordeDeck.items = [first, toLeft, ...s.zones.hordeDeck.items.filter((x) => x !== first && x !== toLeft && !used.has(x))];
		s.shameBank = 3;
		enterHorde(s, ctxOf(s), 4);
		expect(s.zones.hordeDiscard.items[0]).toBe(first);
		expect(s.shameBank).toBe(0);
		run(s, { t: 'endCheck' });
		expect(s.over).toBe(true);
		expect(s.ended).toBe('shame');
	});

	it('23: shame with an empty bank, or with nowhere to put it, costs 5 Honor (seed l.474-479)', () => {
		const s = board(3);
		s.players[0].honor = 10;
		s.shameBank = 0;
		run(s, { t: 'shame', seat: 0 });
		expect(s.players[0].honor).toBe(5);
		s.shameBank = 5;
		s.players[1].honor = 10;
		s.players[1].shamed = { ...s.players[1].supply };
		run(s, { t: 'shame', seat: 1 });
		expect(s.players[1].honor).toBe(5);
		expect(s.shameBank).toBe(4);
	});

	it('24: a lone player at the Barracks gets shame on a standard activation, never on an advanced one (seed l.451-453, 562-564)', () => {
		for (const advanced of [false, true]) {
			const s = board(3);
			s.clerks.barracks[2] = 2;
			s.players[2].clerks -= 2;
			s.players[2].res = { wood: 0, stone: 0, gold: 0, chi: 0 };
			let st = s;
			run(st, { t: 'activate', loc: 'barracks', advanced });
			st = act(st, 2, { t: 'done' });
			if (st.tasks[0]?.t === 'shame') st = act(st, 2, { t: 'shame', at: 'spear' });
			const shame = st.players[2].shamed.spear + st.players[2].shamed.archer + st.players[2].shamed.horse;
			expect(shame).toBe(advanced ? 0 : 1);
			expect(st.players[2].clerks).toBe(5);
		}
	});

	it('25: a defeated horde: 2 Honor for a soldier on it, 2 per archer at the section, the most spots take it (seed l.761-790)', () => {
		let s = board(3);
		const id = tablesIn(s).hordeIds.find((h) => hordeDef(s, h).spots.length >= 4 && freePairs(s, card(s, h)).length > 0)!;
		const c = card(s, id);
		const [a, b] = freePairs(s, c)[0];
		const rest = c.spots.map((_, i) => i).filter((i) => i !== a && i !== b);
		c.spots[a] = { o: 1, u: 'horse', h: a };
		c.spots[b] = { o: 1, u: 'horse', h: a };
		c.spots[rest[0]] = { o: 0, u: 'spear' };
		for (const i of rest.slice(1)) c.spots[i] = 'w';
		s.sections[1].hordes = [c];
		s.sections[1].level = 1;
		s.sections[1].firing = tablesIn(s).firing[1] > 0 ? [1] : [];
		s.players[0].supply.spear--;
		s.players[1].supply.horse--;
		s.players[1].supply.archer -= s.sections[1].firing.length;
		const archerHonor = 2 * s.sections[1].firing.length;
		run(s, { t: 'defeats' });
		expect(s.players[0].honor).toBe(2);
		expect(s.players[1].honor).toBe(2 + archerHonor);
		while (s.tasks[0] && 'seat' in s.tasks[0]) {
			const seat = s.tasks[0].seat;
			s = act(s, seat, greatWall.legalActions(s, seat).find((x) => x.t === 'done' || (x.t === 'lose' && !x.rescue)) ?? greatWall.legalActions(s, seat)[0]);
		}
		expect(s.players[1].won.map((w) => w.id)).toEqual([id]);
		expect(s.sections[1].hordes).toHaveLength(0);
		const loss = tablesIn(s).time[s.time].loss;
		expect(s.sections[1].staging[0].spear).toBe(Math.max(0, 1 - loss));
	});

	it('26: final scoring — shame under soldiers never takes Honor below 0; a card with shame gives nothing (seed l.1346-1353)', () => {
		const s = board(3);
		const [five, six] = tablesIn(s).hordeIds;
		const p = s.players[0];
		p.honor = 7;
		p.shamed.spear = 2;
		p.won = [{ id: five, shame: 0 }, { id: six, shame: 1 }];
		s.zones.artifacts.items = [];
		expect(finalScore(s, 0).total).toBe(0 + hordeDef(s, five).honor);
	});

	it('27: the Storehouse pays first for a barricade (seed l.1119-1122, 1149-1155)', () => {
		let s = board(3);
		s.storehouse = { wood: 1, stone: 0, gold: 1 };
		s.players[0].res = { wood: 0, stone: 0, gold: 0, chi: 0 };
		s.sections[0].barricades = 0;
		run(s, { t: 'build', seat: 0, left: 1, made: 0, what: 'any', free: false, discount: 0 });
		s = act(s, 0, { t: 'barricade', sec: 0 });
		expect(s.storehouse).toEqual({ wood: 0, stone: 0, gold: 0 });
		expect(s.players[0].honor).toBe(2);
		expect(s.sections[0].barricades).toBe(1);
	});

	it('28: donating 1 of 2 stone: net +1, +2 Honor, the Storehouse +1; the Temple has no donation (seed l.935-945)', () => {
		let s = board(3);
		s.clerks.quarry[0] = 2;
		run(s, { t: 'activate', loc: 'quarry', advanced: true });
		s = act(s, 0, { t: 'done' });
		s = act(s, 0, { t: 'donate' });
		expect(s.players[0].res.stone).toBe(1);
		expect(s.players[0].honor).toBe(2);
		expect(s.storehouse.stone).toBe(1);
		const t = board(3);
		t.clerks.temple[0] = 1;
		run(t, { t: 'activate', loc: 'temple', advanced: true });
		expect(t.tasks.some((x) => x.t === 'donate')).toBe(false);
	});

	it('29: Summer reclaim — Treachery stays; or 2 Honor per card in the pile (seed l.624-630; A7)', () => {
		for (const take of [true, false]) {
			let s = board(3);
			s.zones.commands0.items = ['economy', 'attack-order', 'work-harder'];
			s.zones.cmdDiscard0.items = ['despotism', 'command-6', 'betrayal'];
			run(s, { t: 'reclaim', seat: 0 });
			s = act(s, 0, { t: 'reclaim', take });
			if (take) {
				expect(s.zones.cmdDiscard0.items).toEqual(['betrayal']);
				expect(s.zones.commands0.items).toHaveLength(5);
			} else expect(s.players[0].honor).toBe(3 * tablesIn(s).numbers.commandReclaimHonor);
		}
	});
});

describe('readings as match options (§12.2)', () => {
	it('A8: Honor is clamped at 0 during play by default, or only at final scoring', () => {
		for (const honorFloor of ['always', 'scoring'] as const) {
			const s = board(3);
			s.options.honorFloor = honorFloor;
			s.shameBank = 0;
			run(s, { t: 'shame', seat: 0 });
			expect(s.players[0].honor).toBe(honorFloor === 'always' ? 0 : -tablesIn(s).numbers.shamePenalty);
		}
	});

	it('A6: an empty command hand must reclaim by default, or sits the Fall out', () => {
		const forced = board(3);
		forced.zones.commands0.items = [];
		forced.zones.cmdDiscard0.items = ['economy'];
		run(forced, { t: 'reclaim', seat: 0 });
		expect(refusal(forced, 0, { t: 'reclaim', take: false })).toMatch(/must take them back/);
		const skip = board(3);
		skip.options.emptyHand = 'skipFall';
		skip.zones.commands0.items = [];
		run(skip, { t: 'fall' });
		const head = skip.tasks[0];
		expect(head?.t === 'command' && head.secret.seats).toEqual([1, 2]);
	});
});

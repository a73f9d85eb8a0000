/**
 * The seed's expansion for the multiplayer modes (SEED l.1–79; spec §5.1, §5.2, §5.4, §6; data
 * §7): Siege, Conquest, Fortresses, the faction notes, and the spec's worked examples 1 and 4 (§10).
 */
import { describe, expect, it } from 'vitest';
import { card, deckIds, EXPANSION_CARDS, matchDeckIds } from '../../../src/lib/games/imperialsettlers/data';
import { replacedBy } from '../../../src/lib/games/imperialsettlers/data/expansion';
import { RULES_V1, RULES_V2, RULES_V3 } from '../../../src/lib/games/imperialsettlers/version';
import { conquestCost } from '../../../src/lib/games/imperialsettlers/expansion';
import { isKernel } from '../../../src/lib/games/imperialsettlers/rules';
import type { FactionId } from '../../../src/lib/games/imperialsettlers/data/types';
import { act, actionPhase, copy, due, g, isLegal, rejects, runTasks, take, toEmpire, toHand } from './helpers';

const exp = (factions: FactionId[], seat = 0) => actionPhase(factions, seat, 'exp', { expansion: true });
const FORT_A = copy('xro-romulus-fortress', 0);
const FORT_B = copy('xro-romulus-fortress', 1);

describe('expansion decks (data §4.3, §7)', () => {
	it('each expansion card replaces a base card of the same copy count: 30 Faction cards stay 30', () => {
		for (const f of ['romans', 'barbarians', 'egyptians', 'japanese'] as const) expect(matchDeckIds(f, true).length).toBe(30);
		expect(matchDeckIds('romans', true)).toContain(FORT_A);
		expect(matchDeckIds('romans', true)).not.toContain('rom006');
		expect(matchDeckIds('common', true).length).toBe(deckIds('common').length + 1);
		expect(g.parseOptions({ mode: 'base-3p', expansion: true })).toMatchObject({ ok: true, value: { expansion: true } });
	});

	it('every replaced base card is itself a NEUTRAL placeholder with the same copy count, whose cost, colour and Deal the expansion card takes', () => {
		for (const x of EXPANSION_CARDS.filter((c) => c.deck !== 'common')) {
			const b = replacedBy(x.key)!;
			expect(b.deck, x.key).toBe(x.deck);
			expect(x.ids.length, x.key).toBe(b.ids.length);
			expect(b.action?.effect.k === 'placeholder' || !!b.feature?.some((f) => f.k === 'placeholder'), b.key).toBe(true);
			expect([x.cost, x.colors, x.deal, x.needsL], x.key).toEqual([b.cost, b.colors, b.deal, b.needsL]);
			expect(x.source, x.key).toContain(`replaces ${b.name.en}`);
		}
	});

	it('Tax Collector and Crossbow maker (data §7.2, PGB2): known facts only, the NEUTRAL placeholder of the card they replace', () => {
		const tax = EXPANSION_CARDS.find((c) => c.key === 'xro-tax-collector')!;
		const bow = EXPANSION_CARDS.find((c) => c.key === 'xro-crossbow-maker')!;
		expect(tax.name.en).toBe('Tax Collector');
		expect(bow.name.en).toBe('Crossbow maker');
		for (const [c, fact, base] of [
			[tax, 'Feature cards', 'rom-gardens'],
			[bow, 'barrier', 'rom-sculptors-workshop']
		] as const) {
			expect(c.deck).toBe('romans');
			expect(c.name.cs).toContain('(české jméno neznámé)');
			expect(c.provisional!.en).toContain(fact);
			expect(c.provisional!.cs).toContain('NEUTRÁLNÍ');
			expect(replacedBy(c.key)!.key).toBe(base);
			// No invented effect: exactly the replaced placeholder's.
			const b = replacedBy(c.key)!;
			expect([c.kind, c.action, c.feature, c.production]).toEqual([b.kind, b.action, b.feature, b.production]);
		}
		expect(tax.ids).toEqual(['xro005']);
		expect(bow.ids).toEqual(['xro006', 'xro007']);
	});

	it('a match keeps the content of its rules version: version 1 (older saves) deals neither, version 2 deals both', () => {
		const romans = (v: string) => {
			const r = g.setup([{ name: 'a', kind: 'human', choices: { faction: 'romans' } }, { name: 'b', kind: 'human' }], { mode: 'base-2p', factionReshuffle: false, expansion: true }, 'v', v);
			if (!r.ok) throw new Error(r.reason.en);
			const s = r.value.state;
			return [...s.decks.romans!, ...s.players[0].hand.filter((id) => card(id).deck === 'romans')];
		};
		const v1 = romans(RULES_V1);
		const v2 = romans(RULES_V2);
		expect(v1.length).toBe(30);
		expect(v2.length).toBe(30);
		expect(v1).toEqual(expect.arrayContaining(['rom001', 'rom002', 'rom009']));
		expect(v1).not.toContain('xro005');
		expect(v2).toEqual(expect.arrayContaining(['xro005', 'xro006', 'xro007']));
		expect(v2).not.toContain('rom009');
		// Version 3 (the Shrine's storage) deals what version 2 deals.
		expect(romans(RULES_V3)).toEqual(v2);
		expect(g.olderRulesVersions).toEqual([RULES_V1, RULES_V2]);
		expect(g.rulesVersion).toBe(RULES_V3);
		expect(g.setup([{ name: 'a', kind: 'human' }], { mode: 'solo', factionReshuffle: false, expansion: false }, 'v', 'imperialsettlers-0').ok).toBe(false);
	});
});

describe('Fortress and Siege (SEED l.1–16, 36–37; spec §5.1, §5.4)', () => {
	it('Example 1: a Siege on the level-3 Fortress costs 2 Raze tokens, sets it to 0, leaves it and its goods; it cannot be rebuilt this round', () => {
		// Jirka = seat 0 (Romans), Martin = seat 1.
		const s = exp(['barbarians', 'romans'], 1);
		toEmpire(s, 0, FORT_A, { level: 3, used: 1 });
		toEmpire(s, 0, FORT_B, { level: 2, used: 1 });
		s.players[1].goods.raze = 3;
		expect(isLegal(s, 1, { a: 'siege', seat: 0, loc: FORT_A })).toBe(true);
		let t = act(s, 1, { a: 'siege', seat: 0, loc: FORT_A });
		expect(t.players[0].empire).toEqual([
			{ id: FORT_A, used: 1, defence: 0, samurai: false, level: 0 },
			{ id: FORT_B, used: 1, defence: 0, samurai: false, level: 2 }
		]);
		expect(t.players[1].goods.raze).toBe(1);
		// Jirka cannot rebuild it this round (its action was used) …
		t.players[0].goods.worker = 2;
		t.current = 0;
		t.tasks = [{ t: 'turn', seat: 0 }, { t: 'roundEnd' }];
		expect(rejects(t, 0, { a: 'activate', loc: FORT_A, times: 1 })).toContain('already used');
		// … and starts from 0 next round.
		t.tasks = [{ t: 'cleanup' }, { t: 'turn', seat: 0 }, { t: 'roundEnd' }];
		isKernel.advance(t, isKernel.context(t));
		t.players[0].goods.worker = 1;
		t = act(t, 0, { a: 'activate', loc: FORT_A, times: 1 });
		expect(t.players[0].empire.find((l) => l.id === FORT_A)!.level).toBe(1);
	});

	it('a Siege needs a fortified enemy Fortress and 2 Raze tokens; only the expansion has it', () => {
		const s = exp(['barbarians', 'romans'], 1);
		toEmpire(s, 0, FORT_A, { level: 0 });
		toEmpire(s, 0, copy('rom-builder'));
		s.players[1].goods.raze = 5;
		expect(rejects(s, 1, { a: 'siege', seat: 0, loc: FORT_A })).toContain('no fortification');
		expect(rejects(s, 1, { a: 'siege', seat: 0, loc: copy('rom-builder') })).toContain('only target a Fortress');
		s.players[0].empire[0].level = 1;
		s.players[1].goods.raze = 1;
		expect(rejects(s, 1, { a: 'siege', seat: 0, loc: FORT_A })).toContain('2 Raze');
		// Exactly 2 Raze tokens are enough; a second, unfortified Fortress stays no target while the first is one.
		s.players[1].goods.raze = 2;
		toEmpire(s, 0, FORT_B, { level: 0 });
		expect(rejects(s, 1, { a: 'siege', seat: 0, loc: FORT_B })).toContain('no fortification');
		expect(g.legalActions(s, 1).filter((a) => a.a === 'siege')).toEqual([{ a: 'siege', seat: 0, loc: FORT_A }]);
		expect(act(s, 1, { a: 'siege', seat: 0, loc: FORT_A }).players[1].goods.raze).toBe(0);
		const b = actionPhase(['barbarians', 'romans'], 1);
		b.players[0].empire.push({ id: FORT_A, used: 0, defence: 0, samurai: false, level: 2 });
		b.players[1].goods.raze = 5;
		expect(rejects(b, 1, { a: 'siege', seat: 0, loc: FORT_A })).toContain('expansion');
	});

	it('fortify: +1 level once a round; a Fortress is immune to Conquest, Trade-Route Deals and Acting Troupe; it scores its level at the end', () => {
		const s = exp(['romans', 'japanese']);
		toEmpire(s, 0, FORT_A);
		toEmpire(s, 0, copy('acting-troupe'));
		s.players[0].goods.worker = 3;
		let t = act(s, 0, { a: 'activate', loc: FORT_A, times: 1 });
		expect(t.players[0].empire[0].level).toBe(1);
		t.tasks = [{ t: 'turn', seat: 0 }, { t: 'roundEnd' }];
		expect(rejects(t, 0, { a: 'activate', loc: FORT_A, times: 1 })).toContain('already used');
		expect(rejects(t, 0, { a: 'activate', loc: copy('acting-troupe'), times: 1 })).toContain('no target');
		// Seat 1 may not conquer it nor host a Trade-Route Deal under it.
		const u = exp(['romans', 'japanese'], 1);
		toEmpire(u, 0, FORT_A, { level: 2 });
		toEmpire(u, 1, copy('jap-trade-route'));
		toHand(u, 1, copy('jap-farm'));
		u.players[1].goods.raze = 9;
		u.players[1].goods.food = 1;
		expect(rejects(u, 1, { a: 'conquer', seat: 0, loc: FORT_A })).toContain('besieged');
		toEmpire(u, 0, copy('quarry'));
		let w = act(u, 1, { a: 'activate', loc: copy('jap-trade-route'), times: 1 });
		w = act(w, 1, { a: 'pick', id: copy('jap-farm') });
		expect(g.legalActions(w, 1)).toEqual([{ a: 'pick', seat: 0, id: copy('quarry') }]);
		u.round = 5;
		runTasks(u, [{ t: 'gameEnd' }]);
		// Fortress 2 + its level 2 + the Quarry 1.
		expect(u.final!.locations[0]).toBe(2 + 2 + 1);
	});
});

describe('Conquest (spec §5.2; data §7.3)', () => {
	it('costs 2 + the Faction cards left of the target in its row, +1 per Samurai; the card moves to the conqueror’s row, the victim gets 1 worker', () => {
		const s = exp(['japanese', 'barbarians'], 1);
		const [f1, f2] = [copy('jap-farm', 0), copy('jap-rice-fields', 0)];
		toEmpire(s, 0, f1);
		toEmpire(s, 0, f2, { samurai: true, used: 0 });
		toEmpire(s, 0, copy('quarry'));
		toEmpire(s, 1, copy('bar-settlement'));
		toEmpire(s, 1, copy('village'));
		expect(conquestCost(s, 0, s.players[0].empire[0])).toBe(2);
		expect(conquestCost(s, 0, s.players[0].empire[1])).toBe(4);
		s.players[1].goods.raze = 3;
		expect(rejects(s, 1, { a: 'conquer', seat: 0, loc: f2 })).toContain('costs 4');
		expect(rejects(s, 1, { a: 'conquer', seat: 0, loc: copy('quarry') })).toContain('Faction Location');
		const t = act(s, 1, { a: 'conquer', seat: 0, loc: f1 });
		expect(t.players[1].goods.raze).toBe(1);
		expect(t.players[0].goods.worker).toBe(1);
		expect(t.players[0].empire.map((l) => l.id)).toEqual([f2, copy('quarry')]);
		// Production row of seat 1, left to right: its Faction part (Settlement, the Farm), then Common.
		expect(t.players[1].empire.map((l) => l.id)).toEqual([copy('bar-settlement'), copy('village'), f1]);
		// §6.3: positions are counted in the current owner's row: the Farm is now 2nd there.
		expect(conquestCost(t, 1, t.players[1].empire[2])).toBe(3);
	});

	it('a passed player cannot be targeted; without the expansion there is no Conquest', () => {
		const s = exp(['japanese', 'barbarians'], 1);
		toEmpire(s, 0, copy('jap-farm'));
		s.players[1].goods.raze = 5;
		s.players[0].passed = true;
		expect(rejects(s, 1, { a: 'conquer', seat: 0, loc: copy('jap-farm') })).toContain('passed');
		const b = actionPhase(['japanese', 'barbarians'], 1);
		toEmpire(b, 0, copy('jap-farm'));
		b.players[1].goods.raze = 5;
		expect(rejects(b, 1, { a: 'conquer', seat: 0, loc: copy('jap-farm') })).toContain('expansion');
	});

	it('§6.2: a Japanese Trade-Route Deal under the conquered Location is discarded', () => {
		const s = exp(['romans', 'japanese', 'barbarians'], 2);
		toEmpire(s, 0, copy('rom-builder'));
		const deal = (take(s, copy('jap-farm')), copy('jap-farm'));
		s.players[1].deals.push({ card: deal, host: { seat: 0, loc: copy('rom-builder') } });
		s.players[2].goods.raze = 2;
		const t = act(s, 2, { a: 'conquer', seat: 0, loc: copy('rom-builder') });
		expect(t.players[1].deals).toEqual([]);
		expect(t.discards.japanese).toContain(deal);
		expect(t.players[2].empire.map((l) => l.id)).toEqual([copy('rom-builder')]);
	});

	it('§6.1: when the Temple of Ra is conquered, what it took over turns neutral: nobody produces or activates with it', () => {
		const s = exp(['egyptians', 'barbarians', 'romans'], 2);
		toEmpire(s, 0, copy('egy-temple-of-ra'));
		toEmpire(s, 1, copy('quarry'), { ctl: 0 });
		toEmpire(s, 1, copy('castle'), { ctl: 0 });
		s.players[0].tokens = 2;
		s.players[2].goods.raze = 2;
		toEmpire(s, 1, copy('village'));
		toEmpire(s, 0, copy('egy-pyramid'));
		// A taken-over Location works for the Egyptian: nobody may conquer it (§6.1 only through the Temple).
		expect(g.legalActions(s, 2).some((a) => a.a === 'conquer' && a.loc === copy('quarry'))).toBe(false);
		// Conquering another Egyptian Location leaves the take-overs working.
		const other = act(s, 2, { a: 'conquer', seat: 0, loc: copy('egy-pyramid') });
		expect(other.players[1].empire.filter((l) => l.neutral)).toEqual([]);
		s.players[0].empire.pop(); // the Pyramid again out of the way (its production is not the point below)
		const t = act(s, 2, { a: 'conquer', seat: 0, loc: copy('egy-temple-of-ra') });
		expect(t.players[1].empire.map((l) => [l.id, !!l.neutral])).toEqual([
			[copy('quarry'), true],
			[copy('castle'), true],
			[copy('village'), false]
		]);
		runTasks(t, [{ t: 'production' }, { t: 'turn', seat: 1 }]);
		// Neither the Egyptian nor the owner gets the Quarry's stone.
		expect(t.players[0].goods.stone).toBe(0);
		expect(t.players[1].goods.stone).toBe(0);
		t.players[1].goods.worker = 5;
		t.players[0].goods.worker = 5;
		expect(rejects(t, 1, { a: 'activate', loc: copy('castle'), times: 1 })).toContain('not yours');
		expect(rejects(t, 1, { a: 'l', from: 'loc', id: copy('castle') })).toBeTruthy();
		// Nor the Egyptian who took it over: apply refuses exactly what legalActions leaves out (issue 23 #12).
		runTasks(t, [{ t: 'turn', seat: 0 }]);
		expect(g.legalActions(t, 0).some((a) => a.a === 'activate' && a.loc === copy('castle'))).toBe(false);
		expect(rejects(t, 0, { a: 'activate', loc: copy('castle'), times: 1 })).toContain('neutral');
	});

	it('Example 4 (§6.8): a Roman Foundations card lies leftmost and cannot be conquered; the next Faction cards cost 3 and 4', () => {
		// The provisional Foundations card is a Feature, so the example is played in the Feature row.
		const s = exp(['romans', 'barbarians'], 1);
		const [f1, f2] = [copy('rom-administration', 0), copy('rom-headquarters', 0)];
		toEmpire(s, 0, f1);
		toEmpire(s, 0, copy('xro-foundations'));
		toEmpire(s, 0, f2);
		s.players[1].goods.raze = 9;
		expect(rejects(s, 1, { a: 'conquer', seat: 0, loc: copy('xro-foundations') })).toContain('Nobody');
		expect(conquestCost(s, 0, s.players[0].empire[0])).toBe(3);
		expect(conquestCost(s, 0, s.players[0].empire[2])).toBe(4);
		const t = act(s, 1, { a: 'conquer', seat: 0, loc: f2 });
		expect(t.players[1].goods.raze).toBe(5);
	});

	it('§6.6: the Barbarian conquest card conquers by activation; Defence tokens do not raise its cost', () => {
		const s = exp(['barbarians', 'romans']);
		toEmpire(s, 0, copy('xba-conqueror'));
		toEmpire(s, 1, copy('rom-builder'), { defence: 2 });
		s.players[0].goods.worker = 1;
		s.players[0].goods.raze = 2;
		expect(rejects(s, 0, { a: 'conquer', seat: 1, loc: copy('rom-builder') })).toContain('costs 4');
		// A second target, with a Faction card left of it, costs 3 even for the card: not offered with 2 tokens.
		toEmpire(s, 1, copy('rom-roman-bank'));
		let t = act(s, 0, { a: 'activate', loc: copy('xba-conqueror'), times: 1 });
		expect(due(t)).toMatchObject({ t: 'pick', purpose: 'conquer' });
		expect(g.legalActions(t, 0)).toEqual([{ a: 'pick', seat: 1, id: copy('rom-builder') }]);
		expect(rejects(t, 0, { a: 'pick', seat: 1, id: copy('rom-roman-bank') })).toBeTruthy();
		t = act(t, 0, { a: 'pick', seat: 1, id: copy('rom-builder') });
		expect(t.players[0].empire.map((l) => l.id)).toEqual([copy('xba-conqueror'), copy('rom-builder')]);
		expect(t.players[0].goods.raze).toBe(0);
	});
});

describe('the other faction notes (SEED l.39–79)', () => {
	it('§6.8: Foundations from the Roman card give no wood', () => {
		const s = exp(['romans', 'barbarians']);
		toEmpire(s, 0, copy('xro-new-foundations'));
		toHand(s, 0, copy('castle'));
		s.players[0].goods.worker = 1;
		let t = act(s, 0, { a: 'activate', loc: copy('xro-new-foundations'), times: 1 });
		t = act(t, 0, { a: 'pick', id: copy('castle') });
		expect(t.players[0].foundations).toEqual([copy('castle')]);
		expect(t.players[0].goods.wood).toBe(0);
	});

	it('§6.7: an Egyptian Fortress at level 2 or more at round end gives its VP per Sphinx', () => {
		const s = exp(['egyptians', 'romans']);
		toEmpire(s, 0, copy('xeg-fortress'), { level: 2 });
		toEmpire(s, 0, copy('egy-sphinx', 0));
		toEmpire(s, 0, copy('egy-sphinx', 1));
		runTasks(s, [{ t: 'fortressRoundEnd' }, { t: 'turn', seat: 0 }]);
		expect(s.players[0].vp).toBe(2);
		s.players[0].empire[0].level = 1;
		runTasks(s, [{ t: 'fortressRoundEnd' }, { t: 'turn', seat: 0 }]);
		expect(s.players[0].vp).toBe(2);
	});

	it('§6.9: 1 / 2 for 3 / 6 Locations of other factions in your Empire', () => {
		const s = exp(['romans', 'barbarians', 'japanese', 'egyptians']);
		toEmpire(s, 0, copy('xco-foreign-quarter'));
		for (const k of ['bar-settlement', 'bar-primeval-forest']) toEmpire(s, 0, copy(k));
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		const vp2 = s.players[0].vp;
		toEmpire(s, 0, copy('bar-quarry'));
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		expect([vp2, s.players[0].vp - vp2]).toEqual([0, 1]);
		for (const k of ['jap-farm', 'egy-pyramid', 'egy-caravan']) toEmpire(s, 0, copy(k));
		const before = s.players[0].vp;
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		expect(s.players[0].vp - before).toBe(2 + 0 /* Pyramid gives gold + stone */);
		expect(card(copy('xco-foreign-quarter')).provisional).toBeTruthy();
	});
});

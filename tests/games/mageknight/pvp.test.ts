/**
 * Mage Knight: another player's keep (spec §5.10.2) and player-vs-player combat (spec §8.1,
 * Rulebook "Player versus Player Combat"), driven through the public module on real setups.
 */
import { describe, expect, it } from 'vitest';
import { deedById, enemyById } from '../../../src/lib/games/mageknight/data';
import { neighbourKeys } from '../../../src/lib/games/mageknight/hex';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { blockReduction } from '../../../src/lib/games/mageknight/pvp';
import { pvpEffectUsable } from '../../../src/lib/games/mageknight/pvp-state';
import { cancellableParts, pvpEnemyCount } from '../../../src/lib/games/mageknight/pvp-specials';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../../src/lib/games/mageknight/types';

const SEATS = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));

const due = (s: MkState) => s.tasks[0] as { t: string; seat: number };
function act(s: MkState, a: MkAction, seat = due(s).seat): MkState {
	const r = mageKnight.apply(s, seat, a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en} (task ${JSON.stringify(s.tasks[0])})`);
	return r.value.state;
}
const why = (s: MkState, a: MkAction, seat = due(s).seat) => {
	const r = mageKnight.apply(s, seat, a);
	return r.ok ? null : r.reason.en;
};
const legal = (s: MkState, seat = due(s).seat) => mageKnight.legalActions(s, seat);

/** A 2-player game at the first player's first turn (Early Bird / Rethink picked, no sub-decisions). */
function firstTurn(pvp = false, seed = 'pvp'): { s: MkState; a: number; b: number } {
	const r = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp }, seed);
	if (!r.ok) throw new Error(r.reason.en);
	let s = r.value.state;
	s = act(s, { a: 'tactic', id: 'early-bird' });
	s = act(s, { a: 'tactic', id: 'great-start' });
	const a = due(s).seat;
	return { s, a, b: 1 - a };
}

/** A plains space next to the portal, cleared of sites and enemies. */
function nextToPortal(s: MkState): string {
	const k = neighbourKeys(s.portal).find((x) => s.hexes[x] && ['plains', 'hills', 'forest'].includes(s.hexes[x].terrain))!;
	s.hexes[k].terrain = 'plains';
	s.hexes[k].rampaging = [];
	delete s.hexes[k].site;
	for (const n of neighbourKeys(k)) if (s.hexes[n]) s.hexes[n].rampaging = [];
	return k;
}

describe("another player's keep (spec §5.10.2)", () => {
	function atKeep(): { s: MkState; a: number; b: number; keep: string; fame: number } {
		const { s, a, b } = firstTurn();
		const keep = nextToPortal(s);
		s.hexes[keep].site = { kind: 'keep', enemies: [], owner: b, conquered: true };
		s.turn!.pools.move = 10;
		const next = act(s, { a: 'step', to: keep });
		expect(next.combat).not.toBeNull();
		const foe = enemyById(next.combat!.enemies[0].token.id)!;
		return { s: next, a, b, keep, fame: foe.fame };
	}

	it('a new grey token defends it; winning gives half its Fame (rounded up) and the keep', () => {
		let { s, a, keep, fame } = atKeep();
		expect(s.combat!.enemies).toHaveLength(1);
		for (let g = 0; g < 30 && s.combat!.phase !== 'attack'; g++) {
			const l = legal(s);
			s = act(s, l.find((x) => x.a === 'nextPhase') ?? l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l[0]);
		}
		s.turn!.pools.attack.melee.physical = 60;
		const before = s.players[a].fame;
		s = act(s, { a: 'strike' });
		expect(s.combat).toBeNull();
		expect(s.players[a].fame - before).toBe(Math.ceil(fame / 2));
		expect(s.hexes[keep].site).toMatchObject({ owner: a, conquered: true, enemies: [] });
		expect(s.players[a].reputation).toBe(-1);
	});

	it('failing: the token is discarded and the hero withdraws (no Wound for it)', () => {
		let { s, a, b, keep } = atKeep();
		for (let g = 0; g < 30 && s.combat; g++) {
			const l = legal(s);
			s = act(s, l.find((x) => x.a === 'nextPhase') ?? l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l[0]);
		}
		expect(s.combat).toBeNull();
		expect(s.hexes[keep].site).toMatchObject({ owner: b, enemies: [] });
		expect(s.players[a].pos).toBe(s.portal);
		expect(s.players[a].reputation).toBe(-1);
	});
});

describe('player-vs-player combat (spec §8.1)', () => {
	/** Seat a on the portal with Move 10, seat b's hero on a plains space next to it. */
	function meeting(pvp = true, seed = 'pvp'): { s: MkState; a: number; b: number; k: string } {
		const { s, a, b } = firstTurn(pvp, seed);
		const k = nextToPortal(s);
		s.players[b].pos = k;
		s.turn!.pools.move = 10;
		return { s, a, b, k };
	}
	/** Steps onto b and answers the attendance; the defender then acts first (Ranged phase). */
	function attack(full: boolean): { s: MkState; a: number; b: number; k: string } {
		const m = meeting();
		let s = act(m.s, { a: 'step', to: m.k });
		expect(due(s)).toMatchObject({ t: 'pvpAttend', seat: m.b });
		s = act(s, { a: 'pvpAttend', full });
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: m.b });
		return { ...m, s };
	}
	const toMelee = (s: MkState) => act(act(s, { a: 'pvpPass' }), { a: 'pvpPass' });

	it('without the option a hero’s space is passed through, never attacked (seed L1274–1284)', () => {
		const { s, k } = meeting(false);
		expect(why(s, { a: 'step', to: k })).toBeNull();
		expect(act(s, { a: 'step', to: k }).pvp ?? null).toBeNull();
		// The rules before the seed audit refused the space.
		expect(why({ ...s, rulesVersion: 'mageknight-1' }, { a: 'step', to: k })).toMatch(/Another hero/);
	});

	it('not after the End of the Round was announced, nor on a hero who already fully attended', () => {
		const { s, a, b, k } = meeting();
		s.endAnnouncedBy = b;
		// No attack after the announcement: the space is only passed through (seed L3547–3549).
		expect(why(s, { a: 'step', to: k }, a)).toBeNull();
		expect(act(s, { a: 'step', to: k }).pvp ?? null).toBeNull();
		expect(why({ ...s, rulesVersion: 'mageknight-1' }, { a: 'step', to: k }, a)).toMatch(/End of the Round/);
		s.endAnnouncedBy = null;
		s.players[b].pvpSkip = true;
		expect(why(s, { a: 'step', to: k }, a)).toMatch(/cannot be attacked/);
	});

	it('Ranged phase: the defender attacks first, only Ranged/Siege; two passes go to Melee, aggressor first', () => {
		let { s, a, b } = attack(false);
		expect(legal(s)).toContainEqual({ a: 'pvpPass' });
		expect(why(s, { a: 'pvpStrike' })).toMatch(/Ranged or Siege/);
		// A sideways card (melee Attack 1) is not playable in the Ranged phase.
		const c = s.players[b].hand.find((x) => x !== 'wound')!;
		s.tasks.unshift({ t: 'cardMode', seat: b, card: c, idx: 0 });
		expect(legal(s).some((x) => x.a === 'sideways' && x.as === 'attack')).toBe(false);
		s.tasks.shift();
		s = toMelee(s);
		expect(s.pvp!.phase).toBe('melee');
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: a });
		expect(s.turn!.seat).toBe(a);
	});

	it('partial blocks reduce the attack; the attacker wounds the hero per his Armor and may push him out to win', () => {
		let { s, a, b, k } = attack(false);
		s = toMelee(s);
		s.players[a].level = 1;
		s.players[b].level = 3;
		s.turn!.pools.attack.melee.physical = 9;
		s = act(s, { a: 'pvpStrike' });
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
		s.turn!.pools.block.physical = 2;
		s = act(s, { a: 'pvpBlock' });
		expect(due(s)).toMatchObject({ t: 'pvpDamage', seat: a, left: 7 });
		// Level 3 hero: Armor 3 per Wound.
		s = act(s, { a: 'pvpDamage', to: 'hero' });
		expect(s.players[b].hand.filter((c) => c === 'wound')).toHaveLength(1);
		const away = legal(s).find((x) => x.a === 'pvpDamage' && x.to === 'push') as { hex: string } | undefined;
		expect(away).toBeDefined();
		const fame = s.players[a].fame;
		s = act(s, { a: 'pvpDamage', to: 'push', hex: away!.hex });
		expect(s.pvp).toBeNull();
		expect(s.players[b].pos).toBe(away!.hex);
		expect(s.players[a].pos).toBe(k);
		// Lower level wins: 1 + 2 per level of difference.
		expect(s.players[a].fame - fame).toBe(5);
		expect(due(s)).toMatchObject({ t: 'turn', seat: a });
	});

	it('a draw: the aggressor withdraws to where he came from, nobody gains Fame', () => {
		let { s, a, b, k } = attack(false);
		s = toMelee(s);
		s = toMelee(s);
		expect(s.pvp).toBeNull();
		expect(s.players[a].pos).toBe(s.portal);
		expect(s.players[b].pos).toBe(k);
		expect(s.players[a].fame + s.players[b].fame).toBe(0);
		expect(due(s)).toMatchObject({ t: 'turn', seat: a });
	});

	it('Melee: 5 damage steals an Artifact from the discard pile; resistant units cost double Armor', () => {
		let { s, a, b } = attack(false);
		s = toMelee(s);
		s.players[b].discard.push('banner-of-glory');
		s.players[b].units.push({ uid: 900, id: 'guardian-golems', ready: true, wounded: false });
		s.turn!.pools.attack.melee.physical = 5;
		s = act(s, { a: 'pvpStrike' });
		s = act(s, { a: 'pvpBlock' });
		// Guardian Golems: Armor 3, physical resistance → 6 against a physical attack.
		expect(why(s, { a: 'pvpDamage', to: 'unit', uid: 900 })).toMatch(/needs 6/);
		// A Banner of Protection on a unit: Armor +1 and Fire/Ice resistance count in PvP too.
		s.players[b].units.push({ uid: 901, id: 'guardian-golems', ready: true, wounded: false, banner: 'banner-of-protection' });
		expect(why(s, { a: 'pvpDamage', to: 'unit', uid: 901 })).toMatch(/needs 8/); // (3 + 1) × 2
		s = act(s, { a: 'pvpDamage', to: 'artifact', card: 'banner-of-glory' });
		expect(s.players[b].discard).not.toContain('banner-of-glory');
		expect(s.players[a].discard).toContain('banner-of-glory');
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
	});

	it('full attendance: the defender ends his turn now and skips his next one', () => {
		let { s, a, b } = attack(true);
		expect(s.turn!.diceAllowed).toBe(1);
		s = toMelee(s);
		s = toMelee(s);
		// The defender's rest of the turn (special and healing effects), his end of turn, then the aggressor's turn goes on.
		expect(due(s)).toMatchObject({ t: 'pvpAfter', seat: b });
		s = act(s, { a: 'endTurn' });
		while (due(s).seat === b) s = act(s, { a: 'done' });
		expect(due(s)).toMatchObject({ t: 'turn', seat: a });
		expect(s.turn!.seat).toBe(a);
		expect(s.players[b].pvpSkip).toBe(true);
		s = act(s, { a: 'endTurn' });
		while (due(s).seat === a && due(s).t !== 'turn') s = act(s, { a: 'done' });
		expect(due(s)).toMatchObject({ t: 'turn', seat: a });
		expect(s.players[b].pvpSkip).toBe(false);
	});

	it('before the attendance the defender may plunder the village he stands on (Rulebook PvP 3)', () => {
		const m = meeting();
		m.s.hexes[m.k].site = { kind: 'village', enemies: [] };
		const hand = m.s.players[m.b].hand.length;
		let s = act(m.s, { a: 'step', to: m.k });
		expect(due(s)).toMatchObject({ t: 'plunder', seat: m.b });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[m.b].hand).toHaveLength(hand + 2);
		expect(s.players[m.b].reputation).toBe(-1);
		expect(due(s)).toMatchObject({ t: 'pvpAttend', seat: m.b });
		// Partial attendance keeps his next turn, but the village was plundered between his turns: not again.
		s = act(s, { a: 'pvpAttend', full: false });
		expect(s.players[m.b].plundered).toBe(true);
	});

	it('Sparing Power "before your turn" is offered to a fully attending defender only', () => {
		const withTactic = (full: boolean) => {
			const m = meeting();
			m.s.players[m.b].tactic = 'sparing-power';
			m.s.players[m.b].tacticFlipped = false;
			const s = act(m.s, { a: 'step', to: m.k });
			return { s: act(s, { a: 'pvpAttend', full }), b: m.b };
		};
		const full = withTactic(true);
		expect(due(full.s)).toMatchObject({ t: 'sparingPower', seat: full.b });
		const top = full.s.players[full.b].deck[0];
		const s = act(full.s, { a: 'choose', i: 0 });
		expect(s.players[full.b].tacticStore).toEqual([top]);
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: full.b });
		expect(due(withTactic(false).s)).toMatchObject({ t: 'pvpAct' });
	});

	it('a fully attending defender may heal after the combat, but not move; then his end of turn', () => {
		let { s, b } = attack(true);
		s = toMelee(s);
		s = toMelee(s);
		expect(due(s)).toMatchObject({ t: 'pvpAfter', seat: b });
		expect(s.turn!.seat).toBe(b);
		s.players[b].hand.push('wound');
		s.turn!.pools.heal = 1;
		s.turn!.pools.move = 5;
		const l = legal(s);
		expect(l).toContainEqual({ a: 'wound', where: 'hand' });
		expect(l.some((x) => x.a === 'step' || x.a === 'rest')).toBe(false);
		const wounds = s.players[b].hand.filter((c) => c === 'wound').length;
		s = act(s, { a: 'wound', where: 'hand' });
		expect(s.players[b].hand.filter((c) => c === 'wound')).toHaveLength(wounds - 1);
		s = act(s, { a: 'endTurn' });
		expect(due(s).seat).toBe(b);
		expect(due(s).t).not.toBe('pvpAfter');
	});

	it('a partially attending defender has no such rest of the turn', () => {
		let { s, a } = attack(false);
		s = toMelee(s);
		s = toMelee(s);
		expect(due(s)).toMatchObject({ t: 'turn', seat: a });
	});

	it('Utem Guardsmen: a block whose enemy "loses Swift" counts in full in the Ranged phase', () => {
		let { s, a, b } = attack(false);
		s = act(s, { a: 'pvpPass' });
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: a });
		s.turn!.pools.attack.ranged.physical = 4;
		s = act(s, { a: 'pvpStrike' });
		s.players[b].units.push({ uid: 910, id: 'utem-guardsmen', ready: true, wounded: false });
		s = act(s, { a: 'unit', uid: 910 });
		// Only the block ability can be used now: it applies at once.
		if (due(s).t === 'unitAbility') s = act(s, { a: 'choose', i: 1 });
		expect(s.pvp!.noSwift).toBe(true);
		s = act(s, { a: 'pvpBlock' });
		// Block 4 at full value stops Ranged 4: no damage to assign, the defender attacks next.
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
		expect(s.pvp!.noSwift).toBe(false);
		const zero = { physical: 0, fire: 0, ice: 0, coldFire: 0 };
		expect(blockReduction({ ...zero, physical: 4 }, { elements: ['physical'] }, 'ranged', true)).toBe(4);
	});

	/** Melee: seat a attacks with Attack 3 from cards and Utem Crossbowmen's Attack 3; b blocks. */
	function unitAttack(): { s: MkState; a: number; b: number } {
		let { s, a, b } = attack(false);
		s = toMelee(s);
		s.players[a].units.push({ uid: 920, id: 'utem-crossbowmen', ready: true, wounded: false });
		s = act(s, { a: 'unit', uid: 920 });
		s = act(s, { a: 'choose', i: 0 });
		if (due(s).t === 'effectChoice') s = act(s, legal(s).find((x) => x.a === 'choose' && x.i === 0)!);
		s.turn!.pools.attack.melee.fire = 3;
		s = act(s, { a: 'pvpStrike' });
		expect(s.pvp!.attack).toMatchObject({ n: 6, units: [{ unit: 'utem-crossbowmen', n: 3, el: 'physical' }] });
		return { s, a, b };
	}

	it('Banner of Fear: the blocker spends its unit to cancel one unit’s part of the attack, Fame +1', () => {
		let { s, b } = unitAttack();
		s.players[b].units.push({ uid: 930, id: 'peasants', ready: true, wounded: false, banner: 'banner-of-fear' });
		expect(legal(s)).toContainEqual({ a: 'banner', uid: 930 });
		const fame = s.players[b].fame;
		s = act(s, { a: 'banner', uid: 930 });
		expect(due(s)).toMatchObject({ t: 'pvpCancel', seat: b });
		s = act(s, { a: 'choose', i: 0 });
		// Only the Fire Attack 3 is left: the physical element went with the unit.
		expect(s.pvp!.attack).toMatchObject({ n: 3, elements: ['fire'] });
		expect(s.players[b].fame).toBe(fame + 1);
		expect(s.players[b].units.find((u) => u.uid === 930)!.ready).toBe(false);
		// Nothing left to cancel: a card's attack is not a unit's.
		expect(legal(s).some((x) => x.a === 'banner')).toBe(false);
	});

	it('Banner of Fear thrown away: the whole attack is cancelled', () => {
		let { s, b } = unitAttack();
		s.players[b].hand.push('banner-of-fear');
		s = act(s, { a: 'play', card: 'banner-of-fear' });
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		expect(s.pvp!.attack!.n).toBe(0);
		s = act(s, { a: 'pvpBlock' });
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
		expect(s.pvp!.step).toBe('attack');
	});

	it('Illusionists ("an enemy does not attack") while blocking: one unit’s part is deducted', () => {
		let { s, b } = unitAttack();
		s.players[b].units.push({ uid: 940, id: 'illusionists', ready: true, wounded: false });
		s.turn!.tokens.push('white');
		s = act(s, { a: 'unit', uid: 940 });
		if (due(s).t === 'unitAbility') s = act(s, { a: 'choose', i: 1 });
		while (due(s).t === 'payMana') s = act(s, legal(s)[0]);
		expect(due(s)).toMatchObject({ t: 'pvpCancel', seat: b });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.pvp!.attack!.n).toBe(3);
	});

	it('"an enemy does not attack" effects: a blue one cannot reach an Ice-resistant unit', () => {
		const { s } = unitAttack();
		expect(cancellableParts(s, 'blue')).toEqual([0]);
		s.players[s.pvp!.attacker].units[0].banner = 'banner-of-protection'; // Fire and Ice resistance
		expect(cancellableParts(s, 'blue')).toEqual([]);
		expect(cancellableParts(s, null)).toEqual([0]);
	});

	/** Melee, seat a attacking; b has Guardian Golems (Armor 3, physical resistance) and Peasants with a Banner of Protection. */
	function aimAt(card: string, how: 'basic' | 'powered', tokens: string[]): { s: MkState; a: number; b: number } {
		let { s, a, b } = attack(false);
		s = toMelee(s);
		s.players[b].units.push({ uid: 950, id: 'guardian-golems', ready: true, wounded: false }, { uid: 951, id: 'peasants', ready: true, wounded: false, banner: 'banner-of-protection' });
		s.players[a].hand.push(card);
		if (how === 'powered') s.time = 'night';
		s.turn!.tokens.push(...(tokens as never[]));
		s = act(s, { a: 'play', card });
		s = act(s, { a: 'how', how, alt: 0 });
		while (due(s).t === 'payMana') s = act(s, legal(s).find((x) => x.a === 'mana' && x.from === 'token')!);
		return { s, a, b };
	}

	it('Tremor on an opponent’s unit: Armor −3 for the combat, never below 1', () => {
		let { s, b } = aimAt('tremor', 'basic', ['green']);
		expect(due(s)).toMatchObject({ t: 'pvpTarget', purpose: 'tremor', uids: [950, 951] });
		expect(legal(s)).toHaveLength(3); // each unit −3, or every unit −2
		s = act(s, { a: 'choose', i: 0 });
		s.turn!.pools.attack.melee.physical = 3;
		s = act(s, { a: 'pvpStrike' });
		s = act(s, { a: 'pvpBlock' });
		// Armor 3 − 3 → 1 (the minimum), doubled by physical resistance: 2 of the 3 damage wound the Golems;
		// the 1 left buys nothing (hero Armor 2), so the damage step ends.
		s = act(s, { a: 'pvpDamage', to: 'unit', uid: 950 });
		expect(s.players[b].units.find((u) => u.uid === 950)!.wounded).toBe(true);
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
	});

	it('Tornado: "destroy" an enemy = wound one of the opponent’s unwounded units', () => {
		let { s, b } = aimAt('whirlwind', 'powered', ['white', 'black']);
		expect(due(s)).toMatchObject({ t: 'pvpTarget', purpose: 'destroy', uids: [950, 951] });
		s = act(s, { a: 'choose', i: 1 });
		expect(s.players[b].units.find((u) => u.uid === 951)!.wounded).toBe(true);
		expect(due(s)).toMatchObject({ t: 'pvpAct' });
	});

	it('Disintegrate (red) cannot reach a Fire-resistant unit; the others lose 1 Armor', () => {
		let { s, b } = aimAt('demolish', 'powered', ['red', 'black']);
		// Peasants carry a Banner of Protection (Fire resistance): only the Golems can be chosen.
		expect(due(s)).toMatchObject({ t: 'pvpTarget', purpose: 'disintegrate', uids: [950] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[b].units.find((u) => u.uid === 950)!.wounded).toBe(true);
		expect(s.pvp!.armorMinus?.[951]).toBeUndefined();
	});

	it('effects aimed at enemies are not playable against the hero alone (no unit to target)', () => {
		let { s, a } = attack(false);
		s = toMelee(s);
		s.players[a].hand.push('tremor');
		s.turn!.tokens.push('green');
		s = act(s, { a: 'play', card: 'tremor' });
		// Only sideways (Attack 1) is left: the spell has nothing to aim at.
		expect(legal(s).some((x) => x.a === 'how')).toBe(false);
	});

	it('partial attendance: no Source die; the cards he played go to his discard pile', () => {
		let { s, b } = attack(false);
		expect(s.turn!.diceAllowed).toBe(0);
		s = toMelee(s);
		// Melee: the aggressor passes, the defender plays a card (as anything usable) and passes: a draw.
		s = act(s, { a: 'pvpPass' });
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
		const c = s.players[b].hand.find((x) => x !== 'wound')!;
		s = act(s, { a: 'play', card: c });
		while (due(s).t !== 'pvpAct') s = act(s, legal(s)[0]);
		s = act(s, { a: 'pvpPass' });
		expect(s.pvp).toBeNull();
		expect(s.players[b].discard).toContain(c);
	});

	it('the Ranged phase halves blocks (Rulebook example: Fire Ranged 4 vs Ice Block 4 → 2; vs Block 7 → 3)', () => {
		const zero = { physical: 0, fire: 0, ice: 0, coldFire: 0 };
		expect(4 - blockReduction({ ...zero, ice: 4 }, { elements: ['fire'] }, 'ranged')).toBe(2);
		expect(4 - blockReduction({ ...zero, physical: 7 }, { elements: ['fire'] }, 'ranged')).toBe(3);
		expect(blockReduction({ ...zero, physical: 3 }, { elements: ['physical'] }, 'melee')).toBe(3);
	});

	it("attacking a hero in his own keep: Reputation −1, the aggressor needs Siege in the Ranged phase", () => {
		const m = meeting();
		m.s.hexes[m.k].site = { kind: 'keep', enemies: [], owner: m.b, conquered: true };
		let s = act(m.s, { a: 'step', to: m.k });
		expect(s.players[m.a].reputation).toBe(-1);
		s = act(s, { a: 'pvpAttend', full: false });
		s = act(s, { a: 'pvpPass' });
		expect(pvpEffectUsable(s, m.a, { k: 'attack', kind: 'ranged', el: 'physical', n: 2 })).toBe(false);
		expect(pvpEffectUsable(s, m.a, { k: 'attack', kind: 'siege', el: 'physical', n: 2 })).toBe(true);
	});

	// ---------------------------------------------------------------- issue 12: the remaining effects

	/** Plays `card` (`how`) from the acting seat's hand, paying with tokens. */
	function playFromHand(s: MkState, seat: number, card: string, how: 'basic' | 'powered', tokens: string[]): MkState {
		s.players[seat].hand.push(card);
		if (how === 'powered') s.time = 'night';
		s.turn!.tokens.push(...(tokens as never[]));
		s = act(s, { a: 'play', card });
		s = act(s, { a: 'how', how, alt: 0 });
		while (due(s).t === 'payMana') s = act(s, legal(s).find((x) => x.a === 'mana' && x.from === 'token')!);
		return s;
	}

	it('Expose: one of the opponent’s units loses its resistances for the combat (its Armor counts once)', () => {
		let { s, b } = aimAt('expose', 'basic', ['white']);
		expect(due(s)).toMatchObject({ t: 'pvpTarget', purpose: 'expose', uids: [950, 951] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.turn!.pools.attack.ranged.physical).toBe(2);
		s.turn!.pools.attack.melee.physical = 1;
		s = act(s, { a: 'pvpStrike' });
		s = act(s, { a: 'pvpBlock' });
		// Physical Attack 3 vs the Golems' Armor 3: no longer doubled by their physical resistance.
		expect(legal(s)).toContainEqual({ a: 'pvpDamage', to: 'unit', uid: 950 });
		s = act(s, { a: 'pvpDamage', to: 'unit', uid: 950 });
		expect(s.players[b].units.find((u) => u.uid === 950)!.wounded).toBe(true);
	});

	it('Mass Expose: every unit of the opponent loses its resistances', () => {
		const { s } = aimAt('expose', 'powered', ['white', 'black']);
		expect(Object.keys(s.pvp!.lostResist ?? {}).map(Number)).toEqual([950, 951]);
		expect(s.turn!.pools.attack.ranged.physical).toBe(3);
	});

	it('Demolish: the opponent’s units Armor −1 (not Fire-resistant ones)', () => {
		const { s } = aimAt('demolish', 'basic', ['red']);
		expect(s.pvp!.armorMinus).toEqual({ 950: 1 });
	});

	it('Demolish ignores the fortification of a defender in his keep: Ranged Attacks count', () => {
		const m = meeting();
		m.s.hexes[m.k].site = { kind: 'keep', enemies: [], owner: m.b, conquered: true };
		let s = act(m.s, { a: 'step', to: m.k });
		s = act(s, { a: 'pvpAttend', full: false });
		s = act(s, { a: 'pvpPass' });
		expect(s.pvp!.fortified).toBe(true);
		s = playFromHand(s, m.a, 'demolish', 'basic', ['red']);
		expect(s.pvp!.fortified).toBe(false);
		expect(pvpEffectUsable(s, m.a, { k: 'attack', kind: 'ranged', el: 'physical', n: 2 })).toBe(true);
	});

	it('Chill: the unit whose attack is cancelled also loses its Fire resistance', () => {
		let { s, a, b } = unitAttack();
		expect(s.pvp!.attack!.units![0].uid).toBe(920);
		s = playFromHand(s, b, 'chill', 'basic', ['blue']);
		expect(due(s)).toMatchObject({ t: 'pvpCancel', seat: b, rider: { fire: true } });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.pvp!.attack!.n).toBe(3);
		expect(s.pvp!.lostResist?.[920]).toEqual(['fire']);
		expect(a).not.toBe(b);
	});

	it('Lethal Chill: the cancelled unit has Armor −4 for the rest of the combat', () => {
		let { s, b } = unitAttack();
		s = playFromHand(s, b, 'chill', 'powered', ['blue', 'black']);
		s = act(s, { a: 'choose', i: 0 });
		expect(s.pvp!.armorMinus?.[920]).toBe(4);
	});

	it('Ice Shield (powered): a unit contributing to the attack gets Armor −3', () => {
		let { s, b } = unitAttack();
		s = playFromHand(s, b, 'ice-shield', 'powered', ['blue']);
		expect(due(s)).toMatchObject({ t: 'pvpTarget', seat: b, purpose: 'iceShield', uids: [920] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.pvp!.armorMinus?.[920]).toBe(3);
		expect(s.turn!.pools.block.ice).toBe(3);
	});

	it('Cold Toughness (powered) in PvP: Ice Block 5 +1 per mana the attacker spent on that attack', () => {
		let { s, a, b } = attack(false);
		s = toMelee(s);
		s = playFromHand(s, a, 'rage', 'powered', ['red']);
		s = act(s, { a: 'pvpStrike' });
		expect(s.pvp!.attack).toMatchObject({ n: 4, mana: 1 });
		s = playFromHand(s, b, 'cold-toughness', 'powered', ['blue']);
		expect(s.turn!.pools.block.ice).toBe(6);
	});

	it('Flame Wave: +2 per enemy, counted as the opponent’s ready units, his units in the attack and his hero', () => {
		let { s, a, b } = unitAttack();
		s.players[a].units.push({ uid: 921, id: 'peasants', ready: true, wounded: false }, { uid: 922, id: 'peasants', ready: true, wounded: true });
		expect(pvpEnemyCount(s, b)).toBe(3);
		s = playFromHand(s, b, 'flame-wall', 'powered', ['red', 'black']);
		expect(s.turn!.pools.block.fire).toBe(7 + 2 * 3);
	});

	it('Wings of Night: with as many Move points as enemies, the attack being blocked is cancelled', () => {
		const tryWings = (move: number) => {
			const { s, b } = unitAttack();
			s.turn!.pools.move = move;
			s.time = 'night';
			s.players[b].hand.push('wings-of-wind');
			s.turn!.tokens.push('white', 'black');
			return { s: act(s, { a: 'play', card: 'wings-of-wind' }), b };
		};
		// Two enemies: the crossbowmen in the attack and the hero.
		expect(legal(tryWings(1).s).some((x) => x.a === 'how' && x.how === 'powered')).toBe(false);
		let { s } = tryWings(2);
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		while (due(s).t === 'payMana') s = act(s, legal(s).find((x) => x.a === 'mana' && x.from === 'token')!);
		expect(s.pvp!.attack!.n).toBe(0);
	});

	it('Exploding Shield: a block stopping the whole attack wounds a unit contributing to it; a partial block does not', () => {
		const withBlock = (extra: number) => {
			let { s, a, b } = unitAttack();
			s = playFromHand(s, b, 'burning-shield', 'powered', ['red', 'black']);
			s.turn!.pools.block.physical += extra;
			return { s: act(s, { a: 'pvpBlock' }), a, b };
		};
		let { s, a, b } = withBlock(2);
		expect(due(s)).toMatchObject({ t: 'pvpTarget', seat: b, purpose: 'exploding', uids: [920] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[a].units.find((u) => u.uid === 920)!.wounded).toBe(true);
		const partial = withBlock(1);
		expect(partial.s.pvp!.attack).toBeNull(); // 1 damage left buys nothing
		expect(due(partial.s).t).not.toBe('pvpTarget');
		expect(partial.s.players[partial.a].units.find((u) => u.uid === 920)!.wounded).toBe(false);
	});

	it('Burning Shield: after a block stopping the whole attack in Melee, its Fire Attack 4 joins the blocker’s next attack', () => {
		let { s, b } = unitAttack();
		s = playFromHand(s, b, 'burning-shield', 'basic', ['red']);
		s.turn!.pools.block.physical += 2;
		s = act(s, { a: 'pvpBlock' });
		expect(due(s)).toMatchObject({ t: 'pvpAct', seat: b });
		expect(s.turn!.seat).toBe(b);
		expect(s.turn!.pools.attack.melee.fire).toBe(4);
	});

	it('Source Freeze of the aggressor in the centre: a fully attending defender gets no Source die', () => {
		const m = meeting();
		m.s.skillFx = [{ seat: m.a, id: 'source-freeze' }];
		let s = act(m.s, { a: 'step', to: m.k });
		s = act(s, { a: 'pvpAttend', full: true });
		expect(s.turn!.seat).toBe(m.b);
		expect(s.turn!.diceAllowed).toBe(0);
	});

	it('a partially attending defender may use Motivation (usable in other players’ turns), no other skill', () => {
		const m = meeting();
		m.s.players[m.b].skills = ['motivation-goldyx', 'freezing-power'];
		let s = act(m.s, { a: 'step', to: m.k });
		s = act(s, { a: 'pvpAttend', full: false });
		const skills = legal(s).filter((x) => x.a === 'skill');
		expect(skills).toEqual([{ a: 'skill', id: 'motivation-goldyx' }]);
		expect(why(s, { a: 'skill', id: 'freezing-power' })).toMatch(/other players/);
		const hand = s.players[m.b].hand.length;
		s = act(s, { a: 'skill', id: 'motivation-goldyx' });
		expect(s.players[m.b].hand.length).toBe(hand + 2);
	});
});

describe('competitive Spells 109–112 (data §3.1)', () => {
	/** Seat a's turn with `card` in hand, cast as `how` (mana tokens provided). */
	function cast(card: string, how: 'basic' | 'powered', prep?: (s: MkState, a: number, b: number) => void): { s: MkState; a: number; b: number } {
		const { s: s0, a, b } = firstTurn(true, 'spells');
		const s = s0;
		const color = deedById(card).color as string;
		if (how === 'powered') s.time = 'night';
		s.players[a].hand.push(card);
		s.turn!.tokens.push(color as never, ...(how === 'powered' ? (['black'] as never[]) : []));
		prep?.(s, a, b);
		let t = act(s, { a: 'play', card });
		t = act(t, { a: 'how', how, alt: 0 });
		while (due(t).t === 'payMana') t = act(t, legal(t).find((x) => x.a === 'mana' && x.from === 'token')!);
		return { s: t, a, b };
	}

	it('they are in the Spell deck only with the PvP option', () => {
		const on = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp: true }, 'x');
		const off = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp: false }, 'x');
		if (!on.ok || !off.ok) throw new Error('setup');
		expect(on.value.state.spellDeck).toContain('mana-claim');
		expect(off.value.state.spellDeck).not.toContain('mana-claim');
	});

	it('Mana Meltdown: the other player loses a random crystal, the caster may take it', () => {
		let { s, a, b } = cast('mana-meltdown', 'basic', (s, _a, b) => (s.players[b].crystals.blue = 2));
		expect(s.players[b].crystals.blue).toBe(1);
		expect(due(s)).toMatchObject({ t: 'compPick', seat: a, purpose: 'meltdownTake', options: ['blue'] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[a].crystals.blue).toBe(1);
		const none = cast('mana-meltdown', 'basic');
		expect(none.s.players[none.b].hand.filter((c) => c === 'wound')).toHaveLength(1);
		void b;
	});

	it('Mana Radiance: everyone takes a Wound per crystal of the colour; the caster gains 2', () => {
		let { s, a, b } = cast('mana-meltdown', 'powered', (s, a, b) => {
			s.players[a].crystals.green = 1;
			s.players[b].crystals.green = 2;
		});
		s = act(s, { a: 'choose', i: 2 });
		expect(s.players[b].hand.filter((c) => c === 'wound')).toHaveLength(2);
		expect(s.players[a].hand.filter((c) => c === 'wound')).toHaveLength(1);
		expect(s.players[a].crystals.green).toBe(3);
	});

	it('Mana Claim: a die kept for the Round, one token of its colour on each later turn', () => {
		let { s, a } = cast('mana-claim', 'basic', (s) => {
			for (const d of s.source) Object.assign(d, { color: 'white', depleted: false, takenBy: null });
			s.source[0].color = 'red';
		});
		s = act(s, { a: 'choose', i: 0 });
		s = act(s, { a: 'choose', i: 1 });
		expect(s.source[0]).toMatchObject({ claimedBy: a, claimEach: true, color: 'red' });
		// Two ends of turn later the die is still red and still held; the new turn starts with a red token.
		for (let g = 0; g < 8 && !(due(s).t === 'turn' && due(s).seat === a && s.turn!.played.length === 0); g++) {
			const l = legal(s);
			s = act(s, l.find((x) => x.a === 'endTurn') ?? l.find((x) => x.a === 'done') ?? l[0]);
		}
		expect(s.source[0]).toMatchObject({ claimedBy: a, color: 'red' });
		expect(s.turn!.tokens).toContain('red');
	});

	it('Mana Curse: another player paying that colour takes one Wound per turn', () => {
		let { s, a, b } = cast('mana-claim', 'powered', (s) => {
			for (const d of s.source) Object.assign(d, { color: 'white', depleted: false, takenBy: null });
			s.source[0].color = 'blue';
		});
		s = act(s, { a: 'choose', i: 0 });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.turn!.tokens.filter((c) => c === 'blue')).toHaveLength(3);
		expect(s.source[0].cursed).toBe(true);
		// The other seat's turn: paying blue wounds him once.
		s.turn!.seat = b;
		s.tasks.unshift({ t: 'payMana', seat: b, need: ['blue', 'blue'], then: { k: 'none' } });
		// (the second blue is paid at once: the only way left)
		s = act(s, { a: 'mana', from: 'token', color: 'blue' }, b);
		expect(s.turn!.tokens.filter((c) => c === 'blue')).toHaveLength(1);
		expect(s.players[b].hand.filter((c) => c === 'wound')).toHaveLength(1);
		void a;
	});

	it('Mind Steal: the other player discards a card of the colour; the caster may keep a discarded Action card', () => {
		let { s, a, b } = cast('mind-read', 'powered', (s, _a, b) => {
			s.players[b].hand = ['march', 'wound'];
		});
		const colour = deedById('march').color as string;
		s = act(s, { a: 'choose', i: ['red', 'blue', 'green', 'white'].indexOf(colour) });
		expect(s.players[a].crystals[colour as 'green']).toBe(1);
		expect(s.players[b].hand).toEqual(['wound']);
		expect(due(s)).toMatchObject({ t: 'compPick', seat: a, purpose: 'mindSteal', options: [`${b}:march`] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[a].hand).toContain('march');
		expect(s.players[b].discard).not.toContain('march');
	});

	it('Energy Flow: ready a unit, then spend a level ≤ II unit of each other player', () => {
		let { s, a, b } = cast('energy-flow', 'basic', (s, a, b) => {
			s.players[a].units.push({ uid: 901, id: 'peasants', ready: false, wounded: false });
			s.players[b].units.push({ uid: 902, id: 'peasants', ready: true, wounded: false });
		});
		expect(s.players[a].units[0].ready).toBe(true);
		expect(due(s)).toMatchObject({ t: 'compPick', seat: a, purpose: 'energySpend' });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[b].units[0].ready).toBe(false);
	});
});

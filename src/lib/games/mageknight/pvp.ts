/**
 * Player-vs-player combat, the `pvp` option (spec §8.1; Rulebook "Player versus Player
 * Combat"; state in pvp-state.ts).
 *
 * - Entering another hero's space (not the portal, not after the End of Round was announced,
 *   not in the final turns, not a hero whose Round Order token is flipped, not by a move that
 *   provokes) is an attack: movement ends, it is the aggressor's action. Without the option
 *   such a space cannot be entered at all.
 * - The defender chooses full attendance (his next turn now: a Source die, skills, the end of
 *   turn; he skips his next turn) or partial (no Source die, no skills, his cards played go to
 *   his discard pile when the combat ends, no end of turn).
 * - Ranged/Siege phase (defender attacks first), then Melee (aggressor first): the attacker
 *   plays attacks and strikes or passes; the blocker plays blocks (partial blocks reduce the
 *   attack: by 1 per point in Melee, per 2 points in the Ranged phase; inefficient blocks
 *   halved); the attacker spends the rest as damage: a Wound to the hero per his Armor, a unit
 *   wounded for its Armor (doubled if it resists an element of the attack), in Melee 5 to steal
 *   an Artifact, or a space's Move cost to push the blocker out (the combat ends, he wins).
 *   Two passes in succession end a phase; after Melee that is a draw: the aggressor withdraws.
 * - Victory Fame: lower level 1 + 2 per level of difference; same level and lower Fame 1.
 *
 * - Before the attendance the defender may plunder the village he stands on (Rulebook PvP 3:
 *   effects usable before his turn); a fully attending defender's turn starts with Sparing Power
 *   if he holds it (not when partial: that turn is still ahead of him).
 * - After the combat a fully attending defender may play special and healing effects (no Move,
 *   no Influence, no action), then his end of turn (`pvpAfter`).
 * - Special effects (pvp-specials.ts): "the enemy loses Swift" blocks count in full in the
 *   Ranged phase; "an enemy does not attack" effects and a Banner of Fear cancel one unit's part
 *   of the attack while blocking; Banner of Fear thrown away cancels the whole attack; Tremor/
 *   Earthquake, Tornado, Disintegrate aim at the opponent's unwounded units ("destroy" = wound).
 * - More special effects (pvp-specials.ts): Expose/Mass Expose take resistances, Demolish cuts
 *   Armor and ignores the site fortification, Chill/Lethal Chill's riders on the cancelled unit,
 *   Ice Shield's rider on a contributing unit, Cold Toughness (+1 per mana the attacker spent on
 *   the attack), Flame Wave and Wings of Night counting enemies by Rulebook PvP 2f; after a block
 *   that stops the whole attack (rule 2e), Exploding Shield wounds a contributing unit and Burning
 *   Shield's Fire Attack joins the blocker's next attack in the Melee phase.
 * - Another player's Source Freeze denies a fully attending defender's die; a partially
 *   attending defender may use Motivation (usable in other players' turns).
 *
 * Not modelled (reported): effects of the defender's own interactive skills expiring at
 * his turn played in advance (they expire at his skipped turn).
 */
import type { DecisionHandler, RunHandler, StepContext, Text } from '$lib/engine';
import { deedById } from './data';
import { skillIn } from './card-tables';
import { unitIn } from './content';
import type { AttackKind, Element } from './data/types';
import { blockEfficient, resists, unitDefense } from './combat/rules';
import { neighbourKeys, type HexKey } from './hex';
import { baseCost, isSafe, otherHeroOn } from './map';
import { armorOf, gainFame, takeWounds, WOUND } from './players';
import { knockOutLimit } from './combat/phases';
import { blockerOf, pvpResist, type PvpAttack, type PvpState } from './pvp-state';
import { cancellableParts, unitTargets } from './pvp-specials';
import { fxList } from './skill-hooks';
import { sparingPowerDue } from './tactics-use';
import { withdrawToPrevious } from './retreat';
import { newTurn } from './round';
import { tx } from './text';
import type { CoreAction, MkAction, Task, PvpTask, PvpAction } from './tasks';
import { TURN_ACTIONS } from './turn';
import type { MkState, TurnState } from './types';

type T<K extends PvpTask['t']> = Extract<PvpTask, { t: K }>;
type Done = Extract<CoreAction, { a: 'done' }>;
const ELEMENTS: Element[] = ['physical', 'fire', 'ice', 'coldFire'];

// ---------------------------------------------------------------- entering a hero's space

// ---------------------------------------------------------------- helpers

const pv = (s: MkState) => s.pvp as PvpState;

/** Makes `seat`'s TurnState the active one. */
function actAs(s: MkState, seat: number): void {
	const p = pv(s);
	if (s.turn?.seat === seat || !p.other) return;
	const cur = s.turn!;
	s.turn = p.other;
	p.other = cur;
}

function turnOf(s: MkState, seat: number): TurnState | null {
	if (s.turn?.seat === seat) return s.turn;
	return s.pvp?.other?.seat === seat ? s.pvp.other : null;
}

/** Attack kinds that count for the attacker now. */
function countedKinds(p: PvpState): AttackKind[] {
	if (p.phase === 'melee') return ['melee', 'ranged', 'siege'];
	return p.fortified && p.attacker === p.aggressor ? ['siege'] : ['ranged', 'siege'];
}

function attackNow(s: MkState): PvpAttack {
	const pools = s.turn!.pools.attack;
	const kinds = countedKinds(pv(s));
	let n = 0;
	const elements: Element[] = [];
	const byEl: Partial<Record<Element, number>> = {};
	for (const el of ELEMENTS) {
		const v = kinds.reduce((sum, k) => sum + pools[k][el], 0);
		if (v > 0) {
			elements.push(el);
			byEl[el] = v;
		}
		n += v;
	}
	const units = (pv(s).unitParts ?? []).filter((u) => kinds.includes(u.kind));
	return { n, elements, byEl, units, mana: pv(s).manaSpent ?? 0 };
}

function clearPools(t: TurnState | null, p?: PvpState): void {
	if (p) {
		p.unitParts = [];
		p.noSwift = false;
		p.manaSpent = 0;
		p.shieldRider = undefined;
	}
	if (!t) return;
	for (const k of ['melee', 'ranged', 'siege'] as const) for (const el of ELEMENTS) t.pools.attack[k][el] = 0;
	for (const el of ELEMENTS) t.pools.block[el] = 0;
}

/**
 * The block's value against the attack: inefficient parts halved; the Ranged phase halves again
 * (Rulebook PvP: it models Swift), except for a block that says the enemy loses Swift.
 */
export function blockReduction(block: Record<Element, number>, attack: { elements: Element[] }, phase: 'ranged' | 'melee', noSwift = false): number {
	let eff = 0;
	let ineff = 0;
	for (const el of ELEMENTS) {
		if (!block[el]) continue;
		if (attack.elements.some((a) => blockEfficient(el, a))) eff += block[el];
		else ineff += block[el];
	}
	const total = eff + Math.floor(ineff / 2);
	return phase === 'ranged' && !noSwift ? Math.floor(total / 2) : total;
}

/** Victory Fame (Rulebook PvP "Combat Outcome"). */
export function victoryFame(s: MkState, winner: number, loser: number): number {
	const w = s.players[winner];
	const l = s.players[loser];
	if (w.level < l.level) return 1 + 2 * (l.level - w.level);
	if (w.level === l.level && w.fame < l.fame) return 1;
	return 0;
}

// ---------------------------------------------------------------- attendance

const attend: DecisionHandler<MkState, T<'pvpAttend'>, MkAction> = {
	candidates: () => [{ a: 'pvpAttend', full: true }, { a: 'pvpAttend', full: false }],
	validate(s, task, a) {
		if (a.a !== 'pvpAttend' || typeof a.full !== 'boolean') return tx('Zvol plnou, nebo částečnou účast v boji.', 'Choose full or partial attendance.');
		if (a.full && !s.players[task.seat].hand.some((c) => c !== WOUND)) return tx('Bez karet (kromě zranění) v ruce se boje plně účastnit nelze.', 'Without a non-Wound card in hand you cannot fully attend.');
		return null;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const full = (a as { full: boolean }).full;
		const p = pv(s);
		p.full = full;
		const dt = newTurn(s, task.seat);
		dt.stage = 'combat';
		dt.actionDone = true;
		// Another player's Source Freeze in the centre denies the normal die of this turn too (data §7.6).
		const frozen = fxList(s).some((f) => f.id === 'source-freeze' && f.seat !== task.seat);
		dt.diceAllowed = full && !frozen ? 1 : 0;
		if (full) {
			dt.inAdvance = true;
			s.players[task.seat].pvpSkip = true;
			if (s.hexes[p.hex]?.site?.kind === 'glade') dt.tokens.push(s.time === 'day' ? 'gold' : 'black');
		}
		p.other = s.turn;
		s.turn = dt;
		ctx.log(full ? tx(`{${task.seat}} se boje účastní plně (odehraje svůj příští tah teď).`, `{${task.seat}} fully attends (plays his next turn now).`) : tx(`{${task.seat}} se boje účastní částečně.`, `{${task.seat}} attends partially.`));
		ctx.log(tx('Fáze střelby a obléhání.', 'Ranged and Siege phase.'));
		s.tasks.unshift({ t: 'pvpAct', seat: p.attacker });
		// The turn played now starts like any turn: Sparing Power "before your turn" (turnstart.ts).
		// Only with full attendance: a partial defender still has that turn ahead of him.
		if (full && sparingPowerDue(s, task.seat)) s.tasks.unshift({ t: 'sparingPower', seat: task.seat });
	}
};

// ---------------------------------------------------------------- attacking and blocking

/** Card plays, units and skills while fighting (a partially attending defender: only skills usable in other players' turns). */
const PLAY_KINDS = ['play', 'unit', 'skill'];

/**
 * Skills a partially attending defender may use (Rulebook PvP 3b: "except those usable in turns
 * of other players"): Motivation (data §7.6: on any player's turn).
 */
const OTHER_TURN_SKILLS = ['motivation'];
const skillAllowed = (s: MkState, seat: number, id: unknown): boolean => {
	const p = pv(s);
	if (seat !== p.defender || p.full) return true;
	const e = typeof id === 'string' ? skillIn(s, id)?.effect : undefined;
	return e?.k === 'special' && OTHER_TURN_SKILLS.includes(e.id);
};

const OWN = new Set(['pvpStrike', 'pvpPass', 'pvpBlock']);

/** Banner of Fear on a ready unit of the blocker: spend it to cancel one unit's part of the attack (Rulebook PvP special effects 4). */
function fearReason(s: MkState, seat: number, uid: unknown): Text | null {
	const p = pv(s);
	const u = s.players[seat].units.find((x) => x.uid === uid);
	if (!u || u.banner !== 'banner-of-fear') return tx('Tato jednotka nemá Prapor strachu.', 'That unit carries no Banner of Fear.');
	if (p.step !== 'block' || blockerOf(p) !== seat) return tx('Prapor strachu se používá při blokování.', 'The Banner of Fear is used while blocking.');
	if (!u.ready || u.wounded) return tx('Jednotka musí být připravená a nezraněná.', 'The unit must be ready and unwounded.');
	if (!cancellableParts(s, null).length) return tx('Útok netvoří žádná jednotka: není co zrušit.', 'No unit contributes to the attack: nothing to cancel.');
	return null;
}

const fearCandidates = (s: MkState, seat: number): MkAction[] =>
	s.players[seat].units.filter((u) => fearReason(s, seat, u.uid) === null).map((u) => ({ a: 'banner', uid: u.uid }) as MkAction);

const act: DecisionHandler<MkState, T<'pvpAct'>, MkAction> = {
	candidates(s, task) {
		const own: MkAction[] = pv(s).step === 'attack' ? [{ a: 'pvpStrike' }, { a: 'pvpPass' }] : [{ a: 'pvpBlock' }];
		const plays = PLAY_KINDS
			.flatMap((k) => TURN_ACTIONS[k].candidates(s, task.seat))
			.filter((x) => x.a !== 'skill' || skillAllowed(s, task.seat, x.id));
		return [...plays, ...fearCandidates(s, task.seat), ...own];
	},
	validate(s, task, a) {
		const p = pv(s);
		const kind = (a as { a?: unknown }).a;
		if (typeof kind !== 'string') return tx('Neplatný tah.', 'Malformed action.');
		if (OWN.has(kind)) {
			if (kind === 'pvpBlock') return p.step === 'block' ? null : tx('Teď se neblokuje.', 'Not blocking now.');
			if (p.step !== 'attack') return tx('Teď blokuješ.', 'You are blocking now.');
			if (kind === 'pvpStrike' && attackNow(s).n <= 0) return tx(p.phase === 'ranged' ? 'Nejdřív zahraj útok na dálku nebo obléhací útok.' : 'Nejdřív zahraj útok.', p.phase === 'ranged' ? 'Play a Ranged or Siege Attack first.' : 'Play an Attack first.');
			return null;
		}
		if (kind === 'banner') return fearReason(s, task.seat, (a as { uid?: unknown }).uid);
		if (!PLAY_KINDS.includes(kind)) return tx('Teď ne.', 'Not now.');
		if (kind === 'skill' && !skillAllowed(s, task.seat, (a as { id?: unknown }).id)) return tx('Při částečné účasti jen dovednosti použitelné v tazích ostatních hráčů.', "Attending partially: only skills usable in other players' turns.");
		return TURN_ACTIONS[kind].validate(s, task.seat, a);
	},
	perform(s, task, a, ctx) {
		const p = pv(s);
		switch (a.a) {
			case 'pvpStrike': {
				s.tasks.shift();
				p.attack = attackNow(s);
				p.passes = 0;
				clearPools(s.turn, p);
				p.step = 'block';
				const blocker = blockerOf(p);
				ctx.log(tx(`{${task.seat}} útočí silou ${p.attack.n}.`, `{${task.seat}} attacks with ${p.attack.n}.`));
				actAs(s, blocker);
				s.tasks.unshift({ t: 'pvpAct', seat: blocker });
				return;
			}
			case 'pvpPass':
				s.tasks.shift();
				clearPools(s.turn, p);
				p.passes++;
				ctx.log(tx(`{${task.seat}} neútočí.`, `{${task.seat}} passes.`));
				if (p.passes >= 2) endPhase(s, ctx);
				else nextAttacker(s);
				return;
			case 'pvpBlock': {
				s.tasks.shift();
				const attack = p.attack!;
				const cut = Math.min(attack.n, blockReduction(s.turn!.pools.block, attack, p.phase, !!p.noSwift));
				const rider = p.shieldRider;
				clearPools(s.turn, p);
				const left = attack.n - cut;
				ctx.log(tx(`{${task.seat}} blokuje ${cut}; zbývá ${left} zranění.`, `{${task.seat}} blocks ${cut}; ${left} damage remains.`));
				if (left > 0 && damageOptions(s, left).length) s.tasks.unshift({ t: 'pvpDamage', seat: p.attacker, left });
				else nextAttacker(s);
				if (left === 0 && rider) shieldAfterBlock(s, task.seat, attack, rider);
				return;
			}
			case 'banner': {
				const u = s.players[task.seat].units.find((x) => x.uid === a.uid)!;
				u.ready = false;
				ctx.log(tx(`{${task.seat}} používá Prapor strachu.`, `{${task.seat}} uses the Banner of Fear.`));
				s.tasks.unshift({ t: 'pvpCancel', seat: task.seat, color: null, fame: true });
				return;
			}
			default:
				TURN_ACTIONS[a.a].perform(s, task.seat, a, ctx);
		}
	}
};

// ---------------------------------------------------------------- cancelling a unit's part

const cancel: DecisionHandler<MkState, T<'pvpCancel'>, MkAction> = {
	candidates: (s, task) => cancellableParts(s, task.color).map((i) => ({ a: 'choose', i }) as MkAction),
	validate(s, task, a) {
		if (a.a !== 'choose' || !cancellableParts(s, task.color).includes(a.i)) return tx('Vyber jednotku, jejíž útok se nepočítá.', 'Choose the unit whose attack does not count.');
		return null;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const att = pv(s).attack!;
		const [part] = att.units!.splice((a as { i: number }).i, 1);
		const cut = Math.min(part.n, att.n);
		att.n -= cut;
		const byEl = (att.byEl ??= {});
		byEl[part.el] = Math.max(0, (byEl[part.el] ?? 0) - cut);
		// An element only that unit brought is no longer in the attack (efficient blocks, resistances).
		att.elements = att.elements.filter((el) => (byEl[el] ?? 0) > 0);
		const name = unitIn(s, part.unit).name;
		ctx.log(tx(`Útok jednotky ${name?.cs ?? part.unit} se nepočítá (−${cut}).`, `The ${name?.en ?? part.unit}'s attack does not count (−${cut}).`));
		const uid = part.uid ?? s.players[pv(s).attacker].units.find((u) => u.id === part.unit)?.uid;
		if (task.rider && uid !== undefined) {
			// Chill: the unit loses Fire resistance; Lethal Chill: Armor −n; both for the rest of the combat (rule 3).
			if (task.rider.fire) ((pv(s).lostResist ??= {})[uid] ??= []).push('fire');
			if (task.rider.armor) cutArmor(s, uid, task.rider.armor);
		}
		if (task.fame) gainFame(s, task.seat, 1, ctx); // Banner of Fear: Fame +1 when it cancels an attack (data §3.2, card 114)
	}
};

/**
 * Burning/Exploding Shield "if part of a successful block" (Rulebook PvP 2e: only when the block
 * reduced the attack to zero). Exploding: one unit contributing to the attack is wounded (red:
 * not Fire-resistant ones). Burning: Fire Attack n joins the blocker's next attack, in Melee only
 * (the card's "Attack phase"); he attacks next.
 */
function shieldAfterBlock(s: MkState, seat: number, attack: PvpAttack, rider: NonNullable<PvpState['shieldRider']>): void {
	const p = pv(s);
	if (rider.burning && p.phase === 'melee' && s.turn?.seat === seat) s.turn.pools.attack.melee.fire += rider.burning;
	if (!rider.exploding) return;
	const owner = s.players[p.aggressor === seat ? p.defender : p.aggressor];
	const uids = [...new Set((attack.units ?? []).flatMap((x) => (x.uid === undefined ? [] : [x.uid])))].filter((uid) => {
		const u = owner.units.find((x) => x.uid === uid);
		const def = u && unitIn(s, u.id);
		return !!u && !!def && !u.wounded && !pvpResist(s, uid, unitDefense(u, def).resist).includes('fire');
	});
	if (uids.length) s.tasks.unshift({ t: 'pvpTarget', seat, purpose: 'exploding', uids });
}

function nextAttacker(s: MkState): void {
	const p = pv(s);
	p.attacker = blockerOf(p);
	p.step = 'attack';
	p.attack = null;
	actAs(s, p.attacker);
	s.tasks.unshift({ t: 'pvpAct', seat: p.attacker });
}

function endPhase(s: MkState, ctx: StepContext): void {
	const p = pv(s);
	if (p.phase === 'melee') {
		endPvp(s, null, ctx);
		return;
	}
	p.phase = 'melee';
	p.passes = 0;
	p.attacker = p.aggressor;
	p.step = 'attack';
	p.attack = null;
	actAs(s, p.attacker);
	ctx.log(tx('Fáze útoku zblízka.', 'Melee phase.'));
	s.tasks.unshift({ t: 'pvpAct', seat: p.attacker });
}

// ---------------------------------------------------------------- spending the damage

type DamageAction = Extract<PvpAction, { a: 'pvpDamage' }>;

function unitCost(s: MkState, uid: number): number | null {
	const p = pv(s);
	const u = s.players[blockerOf(p)].units.find((x) => x.uid === uid);
	const def = u && unitIn(s, u.id);
	if (!u || !def || u.wounded) return null;
	// Banners count as in any combat (Glory, Protection: Armor +1; Protection's resistances).
	const d = unitDefense(u, def);
	// Armor taken by Tremor and the like never goes below 1 (Rulebook PvP special effects 2d).
	const armor = Math.max(1, d.armor - (p.armorMinus?.[uid] ?? 0));
	const resist = pvpResist(s, uid, d.resist);
	return armor * ((p.attack?.elements ?? []).some((el) => resists(resist, el)) ? 2 : 1);
}

/** Artifacts of the blocker that can be stolen: discard pile, play area, banners of wounded units. */
function stealable(s: MkState): string[] {
	const b = blockerOf(pv(s));
	const isArt = (c: string) => c !== WOUND && deedById(c)?.kind === 'artifact';
	const played = (turnOf(s, b)?.played ?? []).filter((c) => !c.destroyed).map((c) => c.card);
	const banners = s.players[b].units.filter((u) => u.wounded && u.banner).map((u) => u.banner!);
	return [...new Set([...s.players[b].discard, ...played, ...banners].filter(isArt))];
}

function pushTargets(s: MkState): HexKey[] {
	const p = pv(s);
	const b = blockerOf(p);
	return neighbourKeys(p.hex).filter((k) => s.hexes[k] && baseCost(s, s.hexes[k].terrain) !== null && isSafe(s, b, k) && !otherHeroOn(s, b, k));
}

function damageCost(s: MkState, a: DamageAction): number | null {
	const p = pv(s);
	switch (a.to) {
		case 'hero':
			return armorOf(s, blockerOf(p));
		case 'unit':
			return unitCost(s, a.uid);
		case 'artifact':
			return p.phase === 'melee' && stealable(s).includes(a.card) ? 5 : null;
		case 'push':
			return p.phase === 'melee' && pushTargets(s).includes(a.hex) ? baseCost(s, s.hexes[a.hex].terrain) : null;
	}
	return null;
}

function damageOptions(s: MkState, left: number): DamageAction[] {
	const p = pv(s);
	const all: DamageAction[] = [{ a: 'pvpDamage', to: 'hero' }];
	for (const u of s.players[blockerOf(p)].units) all.push({ a: 'pvpDamage', to: 'unit', uid: u.uid });
	if (p.phase === 'melee') {
		for (const card of stealable(s)) all.push({ a: 'pvpDamage', to: 'artifact', card });
		for (const hex of pushTargets(s)) all.push({ a: 'pvpDamage', to: 'push', hex });
	}
	return all.filter((x) => {
		const c = damageCost(s, x);
		return c !== null && c <= left;
	});
}

const damage: DecisionHandler<MkState, T<'pvpDamage'>, MkAction> = {
	candidates: (s, task) => [...damageOptions(s, task.left), { a: 'done' } as Done],
	validate(s, task, a) {
		if (a.a === 'done') return null;
		if (a.a !== 'pvpDamage') return tx('Rozděl zranění, nebo skonči.', 'Assign the damage or stop.');
		const c = damageCost(s, a);
		if (c === null) return tx('Tento cíl teď vybrat nelze.', 'That target cannot be chosen now.');
		return c <= task.left ? null : tx(`Na to je potřeba ${c} zranění, zbývá ${task.left}.`, `That needs ${c} damage, ${task.left} left.`);
	},
	perform(s, task, a, ctx) {
		const p = pv(s);
		const b = blockerOf(p);
		if (a.a === 'done') {
			s.tasks.shift();
			nextAttacker(s);
			return;
		}
		const d = a as DamageAction;
		task.left -= damageCost(s, d)!;
		switch (d.to) {
			case 'hero': {
				p.wounds[b] = (p.wounds[b] ?? 0) + takeWounds(s, b, 1, ctx);
				// Knock-out (spec §5.7.8): Wounds this combat ≥ Hand limit → discard all non-Wound cards.
				if (!p.knockedOut.includes(b) && p.wounds[b] >= knockOutLimit(s, b)) {
					p.knockedOut.push(b);
					const pl = s.players[b];
					pl.discard.push(...pl.hand.filter((c) => c !== WOUND));
					pl.hand = pl.hand.filter((c) => c === WOUND);
					ctx.log(tx(`{${b}}: omráčení.`, `{${b}} is knocked out.`));
				}
				break;
			}
			case 'unit': {
				const u = s.players[b].units.find((x) => x.uid === d.uid)!;
				u.wounded = true;
				ctx.log(tx(`Jednotka hráče {${b}} je zraněna.`, `{${b}}'s unit is wounded.`));
				break;
			}
			case 'artifact':
				stealArtifact(s, b, task.seat, d.card);
				ctx.log(tx(`{${task.seat}} bere artefakt jako kořist.`, `{${task.seat}} steals an Artifact.`));
				break;
			case 'push':
				s.tasks.shift();
				s.players[b].pos = d.hex;
				if (b === p.aggressor) turnOf(s, b)?.path.push(d.hex);
				ctx.log(tx(`{${b}} je vytlačen z políčka.`, `{${b}} is forced to retreat.`));
				endPvp(s, task.seat, ctx);
				return;
		}
		if (!damageOptions(s, task.left).length) {
			s.tasks.shift();
			nextAttacker(s);
		}
	}
};

function stealArtifact(s: MkState, from: number, to: number, card: string): void {
	const pl = s.players[from];
	const i = pl.discard.indexOf(card);
	if (i >= 0) pl.discard.splice(i, 1);
	else {
		const t = turnOf(s, from);
		const j = t ? t.played.findIndex((c) => c.card === card && !c.destroyed) : -1;
		if (t && j >= 0) t.played.splice(j, 1);
		else {
			const u = pl.units.find((x) => x.wounded && x.banner === card);
			if (u) u.banner = null;
		}
	}
	s.players[to].discard.push(card);
}

// ---------------------------------------------------------------- the end

function endPvp(s: MkState, winner: number | null, ctx: StepContext): void {
	const p = pv(s);
	s.tasks = s.tasks.filter((t) => t.t !== 'pvpAct' && t.t !== 'pvpDamage');
	actAs(s, p.aggressor);
	const mine = s.turn!;
	const theirs = p.other!;
	clearPools(mine);
	clearPools(theirs);
	if (winner === null) {
		ctx.log(tx('Boj hrdinů skončil nerozhodně.', 'The heroes’ combat is a draw.'));
		withdrawToPrevious(s, p.aggressor, ctx);
	} else {
		const loser = winner === p.aggressor ? p.defender : p.aggressor;
		const fame = victoryFame(s, winner, loser);
		ctx.log(tx(`{${winner}} vítězí v boji hrdinů.`, `{${winner}} wins the heroes’ combat.`));
		gainFame(s, winner, fame, ctx);
	}
	s.pvp = null;
	if (p.full) {
		// The defender's turn played in advance: special and healing effects, his end of turn, then the aggressor's goes on.
		s.turn = theirs;
		s.tasks.unshift({ t: 'pvpAfter', seat: p.defender }, { t: 'pvpResume', seat: p.aggressor, turn: mine });
		return;
	}
	// Partial attendance: his part ends at once; cards he played go to his discard pile.
	for (const c of theirs.played) if (!c.destroyed) s.players[p.defender].discard.push(c.card);
}

/**
 * Rulebook PvP 3a: "After combat, they may play special and healing cards and effects", as a
 * hero may after any combat; no Move, no tile, no other action. His TurnState keeps stage
 * 'combat' with the action done, so Move and Influence have no use (effects.ts).
 */
const AFTER = ['play', 'unit', 'skill', 'wound', 'banner', 'useTactic', 'endTurn'];

const after: DecisionHandler<MkState, T<'pvpAfter'>, MkAction> = {
	candidates: (s, task) => AFTER.flatMap((k) => TURN_ACTIONS[k].candidates(s, task.seat)),
	validate(s, task, a) {
		const kind = (a as { a?: unknown }).a;
		if (typeof kind !== 'string' || !AFTER.includes(kind)) return tx('Po boji už jen zvláštní a léčivé účinky, pak konec tahu.', 'After the combat only special and healing effects, then the end of the turn.');
		return TURN_ACTIONS[kind].validate(s, task.seat, a);
	},
	// endTurn's own perform replaces this task by the end of the turn (turn.ts).
	perform: (s, task, a, ctx) => TURN_ACTIONS[a.a].perform(s, task.seat, a, ctx)
};

// ---------------------------------------------------------------- effects aimed at the opponent's units

/** Choices: index into the reachable units; Tremor adds one more, "every unit −2". */
const targetChoices = (task: T<'pvpTarget'>): number => (task.uids.length && task.purpose === 'tremor' ? task.uids.length + 1 : task.uids.length);

function cutArmor(s: MkState, uid: number, n: number): void {
	const m = (pv(s).armorMinus ??= {});
	m[uid] = (m[uid] ?? 0) + n;
}

const target: DecisionHandler<MkState, T<'pvpTarget'>, MkAction> = {
	candidates: (_s, task) => Array.from({ length: targetChoices(task) }, (_, i) => ({ a: 'choose', i }) as MkAction),
	validate: (_s, task, a) => (a.a === 'choose' && Number.isInteger(a.i) && a.i >= 0 && a.i < targetChoices(task) ? null : tx('Vyber jednotku soupeře.', "Choose one of the opponent's units.")),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const uids = task.uids;
		const i = (a as { i: number }).i;
		// The opponent's units (the attacker's, for a block rider such as Ice Shield).
		const unitOf = (uid: number) => s.players.flatMap((pl) => pl.units).find((u) => u.uid === uid)!;
		const name = (uid: number) => unitIn(s, unitOf(uid).id).name;
		if (task.purpose === 'tremor') {
			if (i === uids.length) {
				for (const uid of uids) cutArmor(s, uid, 2);
				ctx.log(tx('Všechny jednotky soupeře: zbroj −2.', "Every unit of the opponent: Armor −2."));
			} else {
				cutArmor(s, uids[i], 3);
				ctx.log(tx(`${name(uids[i]).cs}: zbroj −3.`, `${name(uids[i]).en}: Armor −3.`));
			}
			return;
		}
		if (task.purpose === 'expose') {
			(pv(s).lostResist ??= {})[uids[i]] = ['physical', 'fire', 'ice'];
			ctx.log(tx(`Jednotka ${name(uids[i]).cs} ztrácí odolnosti.`, `${name(uids[i]).en} loses its resistances.`));
			return;
		}
		if (task.purpose === 'iceShield') {
			cutArmor(s, uids[i], task.n ?? 3);
			ctx.log(tx(`${name(uids[i]).cs}: zbroj −${task.n ?? 3}.`, `${name(uids[i]).en}: Armor −${task.n ?? 3}.`));
			return;
		}
		// "Destroy" an enemy = wound the unit (Rulebook PvP special effects 2c); Exploding Shield too.
		unitOf(uids[i]).wounded = true;
		ctx.log(tx(`Jednotka ${name(uids[i]).cs} je zraněna.`, `${name(uids[i]).en} is wounded.`));
		if (task.purpose === 'disintegrate') for (const uid of unitTargets(s, 'red')) cutArmor(s, uid, 1);
	}
};

const resume: RunHandler<MkState, T<'pvpResume'>, Task> = {
	run(s, task) {
		s.turn = task.turn;
	}
};

export const PVP_HANDLERS = { pvpAttend: attend, pvpAct: act, pvpDamage: damage, pvpCancel: cancel, pvpTarget: target, pvpAfter: after, pvpResume: resume };

/**
 * What a finished combat does to the map (spec §5.7.9, §5.10; data §7.7): called by combat/
 * when a combat ends, before `s.combat` is cleared.
 *
 * Every enemy token of the outcome is settled here: defeated ones are removed from the map
 * and discarded (`discardEnemy`); undefeated ones stay where they stood, face up, unless they
 * were drawn for this combat only (dungeon, tomb, burning, another player's keep), which are
 * discarded win or lose. Fame for defeated enemies is the combat module's (not given here).
 *
 * Choice: the Reputation −1 of an assault (spec §5.7.1, §6.2 #17) is applied here, once per
 * combat that has any 'assault' enemy, win or lose, before the Reputation gains of the same
 * combat (the order matters at the ends of the track).
 */
import type { StepContext } from '$lib/engine';
import type { CombatEnemy, CombatOrigin, CombatOutcome } from '../combat/types';
import type { Reward, SiteKind } from '../data/types';
import type { SiteAction } from '../data/site-rewards';
import { rampageRewardIn, siteRewardIn } from '../card-tables';
import type { HexKey } from '../hex';
import { discardEnemy, drawEnemy, hexAt } from '../map';
import { changeReputation } from '../players';
import { withdrawToPrevious } from '../retreat';
import { tx } from '../text';
import type { EnemyToken, MkState, SiteState } from '../types';
import { DIE_FACES } from './common';
import { enemyPile, ruinsToken } from './tokens';

interface Group {
	kind: CombatOrigin['kind'];
	hex: HexKey;
	won: EnemyToken[];
	lost: EnemyToken[];
}

/** The outcome's enemies by origin (kind and space), in order of first appearance. */
function groups(outcome: CombatOutcome): Group[] {
	const out: Group[] = [];
	const add = (e: CombatEnemy, won: boolean) => {
		if (!e?.token || !e.from) return;
		let g = out.find((x) => x.kind === e.from.kind && x.hex === e.from.hex);
		if (!g) out.push((g = { kind: e.from.kind, hex: e.from.hex, won: [], lost: [] }));
		(won ? g.won : g.lost).push(e.token);
	};
	for (const e of outcome.defeated ?? []) add(e, true);
	for (const e of outcome.undefeated ?? []) add(e, false);
	return out;
}

/** Takes the token with this uid out of `list`; the stored token, or null. */
function takeOut(list: EnemyToken[], uid: number): EnemyToken | null {
	const i = list.findIndex((e) => e.uid === uid);
	return i < 0 ? null : list.splice(i, 1)[0];
}

/** Defeated tokens leave `list` and are discarded; undefeated ones in `list` stay face up, others are discarded. */
function settle(s: MkState, list: EnemyToken[], g: Group): void {
	for (const e of g.won) discardEnemy(s, takeOut(list, e.uid) ?? e);
	for (const e of g.lost) {
		const kept = list.find((x) => x.uid === e.uid);
		if (kept) kept.faceUp = true;
		else discardEnemy(s, e);
	}
}

function shield(site: SiteState, seat: number): void {
	site.owner = seat;
	site.conquered = true;
}

function reward(s: MkState, ...rs: readonly Reward[]): void {
	s.turn?.rewards.push(...rs.map((r) => ({ ...r })));
}

/** What using a site this way gives, as the match plays it (data §7.7; a pack may correct it: content-cards.ts). */
const siteRewards = (s: MkState, kind: SiteKind, action: SiteAction): readonly Reward[] => siteRewardIn(s, kind, action)?.rewards ?? [];

export function afterCombat(s: MkState, seat: number, outcome: CombatOutcome, ctx: StepContext): void {
	const gs = groups(outcome);
	const assaulted = gs.find((g) => g.kind === 'assault');
	if (assaulted) {
		// The assaulted site's Reputation as the match plays it (data §7.7: keep and mage tower −1).
		const kind = hexAt(s, assaulted.hex)?.site?.kind;
		const rep = (kind && siteRewardIn(s, kind, 'assault')?.reputation) ?? -1;
		changeReputation(s, seat, rep, ctx);
		const shown = rep < 0 ? `−${-rep}` : `+${rep}`;
		ctx.log(tx(`{${seat}}: útok na opevněné místo, pověst ${shown}.`, `{${seat}}: assault on a fortified site, Reputation ${shown}.`));
	}
	for (const g of gs) {
		const hex = hexAt(s, g.hex);
		switch (g.kind) {
			case 'provoked':
			case 'challenge':
				rampaging(s, seat, g, hex?.rampaging ?? null, ctx);
				break;
			case 'assault':
				assault(s, seat, g, hex?.site, ctx);
				break;
			case 'adventure':
				adventure(s, seat, g, hex?.site, ctx);
				break;
			case 'burn':
				burn(s, seat, g, hex?.site, ctx);
				break;
		}
	}
}

/** Rampaging orcs +1, Draconum +2 Reputation each when defeated on their own space (data §7.7; as the match plays it). */
function rampaging(s: MkState, seat: number, g: Group, list: EnemyToken[] | null, ctx: StepContext): void {
	let rep = 0;
	for (const e of g.won) {
		const onMap = list ? takeOut(list, e.uid) : null;
		discardEnemy(s, onMap ?? e);
		if (!onMap) continue;
		const pile = enemyPile(e.id);
		rep += pile === 'green' ? rampageRewardIn(s, 'orc').reputation : pile === 'red' ? rampageRewardIn(s, 'draconum').reputation : 0;
	}
	for (const e of g.lost) {
		const kept = list?.find((x) => x.uid === e.uid);
		if (kept) kept.faceUp = true;
		else discardEnemy(s, e);
	}
	if (rep) {
		changeReputation(s, seat, rep, ctx);
		ctx.log(tx(`{${seat}}: drancující nepřátelé poraženi, pověst +${rep}.`, `{${seat}} defeated rampaging enemies: Reputation +${rep}.`));
	}
}

/** Keep / mage tower: all garrison defeated → Shield (keep: owned); tower → 1 Spell (spec §5.10.2–3). */
function assault(s: MkState, seat: number, g: Group, site: SiteState | undefined, ctx: StepContext): void {
	if (!site) {
		for (const e of [...g.won, ...g.lost]) discardEnemy(s, e);
		return;
	}
	// Another player's keep: its garrison was drawn for this attempt only, discarded win or lose (spec §5.10.2).
	const othersKeep = site.kind === 'keep' && site.owner !== undefined && site.owner !== seat;
	if (othersKeep) for (const e of [...g.won, ...g.lost]) discardEnemy(s, takeOut(site.enemies, e.uid) ?? e);
	else settle(s, site.enemies, g);
	if (g.lost.length > 0 || site.enemies.length > 0) {
		ctx.log(tx(`Útok {${seat}} se nezdařil.`, `{${seat}}'s assault failed.`));
		withdrawToPrevious(s, seat, ctx);
		return;
	}
	if (othersKeep) ctx.log(tx(`{${seat}}: dobyta pevnost hráče {${site.owner}}.`, `{${seat}} takes {${site.owner}}'s keep.`));
	shield(site, seat);
	if (site.kind === 'mageTower') {
		reward(s, ...siteRewards(s, 'mageTower', 'assault'));
		ctx.log(tx(`{${seat}}: magická věž dobyta, kouzlo na konci tahu.`, `{${seat}} conquered the mage tower: a Spell at the end of the turn.`));
	} else if (site.kind === 'keep') {
		ctx.log(tx(`{${seat}}: pevnost dobyta a patří nyní tomuto hráči.`, `{${seat}} conquered the keep and owns it.`));
	} else {
		ctx.log(tx(`{${seat}}: opevněné místo dobyto.`, `{${seat}} conquered the fortified site.`));
	}
}

function adventure(s: MkState, seat: number, g: Group, site: SiteState | undefined, ctx: StepContext): void {
	if (!site) {
		for (const e of [...g.won, ...g.lost]) discardEnemy(s, e);
		return;
	}
	const cleared = g.lost.length === 0;
	switch (site.kind) {
		case 'monsterDen': {
			settle(s, site.enemies, g);
			if (!cleared || site.enemies.length) return;
			shield(site, seat);
			// 2 crystals by die rolls at the end of the turn (spec §5.10.5, #27).
			reward(s, ...siteRewards(s, 'monsterDen', 'enter'));
			ctx.log(tx(`{${seat}}: doupě nestvůr vyčištěno.`, `{${seat}} cleared the monster den.`));
			return;
		}
		case 'spawningGrounds': {
			settle(s, site.enemies, g);
			if (!cleared || site.enemies.length) {
				// Defeated ones are replaced by new face-down brown tokens (data §7.7).
				for (let i = 0; i < g.won.length; i++) site.enemies.push(drawEnemy(s, 'brown', false, ctx));
				return;
			}
			shield(site, seat);
			reward(s, ...siteRewards(s, 'spawningGrounds', 'enter'));
			ctx.log(tx(`{${seat}}: líheň nestvůr vyčištěna.`, `{${seat}} cleared the spawning grounds.`));
			return;
		}
		case 'dungeon':
		case 'tomb': {
			// The token is discarded win or lose (spec §5.10.6).
			for (const e of [...g.won, ...g.lost]) discardEnemy(s, takeOut(site.enemies, e.uid) ?? e);
			if (!cleared) return;
			if (site.conquered) {
				// Re-entering a conquered dungeon/tomb gives only the Fame (spec §5.10.6).
				return;
			}
			shield(site, seat);
			if (site.kind === 'tomb') {
				reward(s, ...siteRewards(s, 'tomb', 'enter'));
				ctx.log(tx(`{${seat}}: hrobka dobyta.`, `{${seat}} conquered the tomb.`));
				return;
			}
			// Dungeon: roll a spare mana die now: gold/black → Spell, else Artifact (spec §5.10.6, #28).
			const face = ctx.random.pick(DIE_FACES);
			const spell = face === 'gold' || face === 'black';
			const roll = siteRewardIn(s, 'dungeon', 'enter')?.rewardRoll;
			reward(s, ...((spell ? roll?.goldOrBlack : roll?.otherwise) ?? []));
			ctx.log(
				tx(
					`{${seat}}: podzemí dobyto; kostka ukazuje ${DIE_CS[face]}: ${spell ? 'kouzlo' : 'artefakt'}.`,
					`{${seat}} conquered the dungeon; the die shows ${face}: ${spell ? 'a Spell' : 'an Artifact'}.`
				)
			);
			return;
		}
		case 'ruins': {
			settle(s, site.enemies, g);
			if (site.enemies.length || !site.ruins) return;
			// The last enemy defeated: the token is removed, Shield, its reward (spec §5.10.7, data §7.4).
			const token = ruinsToken(s, site.ruins.n);
			site.ruins = null;
			shield(site, seat);
			if (token) reward(s, ...token.reward);
			ctx.log(tx(`{${seat}}: ruiny vyčištěny.`, `{${seat}} cleared the ruins.`));
			return;
		}
		default:
			settle(s, site.enemies, g);
	}
}

const DIE_CS: Record<(typeof DIE_FACES)[number], string> = {
	red: 'červenou',
	blue: 'modrou',
	green: 'zelenou',
	white: 'bílou',
	gold: 'zlatou',
	black: 'černou'
};

/** Burning a monastery: the violet token is discarded either way; win → burned, Shield, 1 Artifact (spec §5.10.4). */
function burn(s: MkState, seat: number, g: Group, site: SiteState | undefined, ctx: StepContext): void {
	for (const e of [...g.won, ...g.lost]) discardEnemy(s, site ? (takeOut(site.enemies, e.uid) ?? e) : e);
	if (!site || g.lost.length > 0) return;
	site.burned = true;
	shield(site, seat);
	reward(s, ...siteRewards(s, 'monastery', 'burn'));
	ctx.log(tx(`{${seat}}: klášter vypálen, artefakt na konci tahu.`, `{${seat}} burned the monastery: an Artifact at the end of the turn.`));
}

/**
 * Starting a combat from the turn menu (spec §5.7.1): challenging adjacent rampaging enemies,
 * entering an adventure site (§5.10.5–§5.10.9) and burning a monastery (§5.10.4); the ruins
 * altar (§5.10.7).
 */
import type { RunHandler, StepContext, Text } from '$lib/engine';
import type { CombatEnemy, CombatOrigin } from '../combat/types';
import type { PileColor } from '../data/types';
import { neighbourKeys, type HexKey } from '../hex';
import { heroHex, hexAt, drawEnemy } from '../map';
import { changeReputation, gainFame } from '../players';
import { tx } from '../text';
import type { EnemyToken, MkState, TurnActionDef } from '../types';
import { COLOR_NAME, actionFreeReason, manaAvailable, siteHere } from './common';
import { beginCombat, ruinsToken } from './external';
import { siteRewardIn } from '../card-tables';
import type { SiteAction, SiteTask } from './types';

type Act<K extends SiteAction['a']> = Extract<SiteAction, { a: K }>;

const asCombat = (token: EnemyToken, from: CombatOrigin): CombatEnemy => ({
	token: { ...token, faceUp: true },
	from,
	defeated: false
});

function startAction(s: MkState): void {
	const t = s.turn!;
	t.actionDone = true;
	t.stage = 'combat';
}

// ---------------------------------------------------------------- challenge

/** Rampaging enemies on spaces adjacent to the hero, by space, in direction order. */
function adjacentRampaging(s: MkState, seat: number): { key: HexKey; tokens: EnemyToken[] }[] {
	const pos = heroHex(s, seat);
	if (pos == null) return [];
	const out: { key: HexKey; tokens: EnemyToken[] }[] = [];
	for (const key of neighbourKeys(pos)) {
		const hex = hexAt(s, key);
		if (hex && hex.rampaging.length) out.push({ key, tokens: hex.rampaging });
	}
	return out;
}

/**
 * Challenge (spec §5.7.1): one or several rampaging enemies standing next to the hero
 * (the seed's further-games rule allows several at once; allowed in every mode here).
 * Candidates: each space's enemies, and all of them together when on several spaces.
 */
const challenge: TurnActionDef<Act<'challenge'>> = {
	candidates(s, seat) {
		const groups = adjacentRampaging(s, seat);
		const out: Act<'challenge'>[] = groups.map((g) => ({ a: 'challenge', uids: g.tokens.map((e) => e.uid) }));
		if (groups.length > 1) out.push({ a: 'challenge', uids: groups.flatMap((g) => g.tokens.map((e) => e.uid)) });
		return out;
	},
	validate(s, seat, a) {
		const why = actionFreeReason(s, seat);
		if (why) return why;
		const uids = a?.uids;
		if (!Array.isArray(uids) || uids.length === 0 || !uids.every((u) => Number.isInteger(u)))
			return tx('Vyber nepřítele, kterého vyzveš.', 'Choose an enemy to challenge.');
		if (new Set(uids).size !== uids.length) return tx('Každého nepřítele vyzvi jen jednou.', 'Name each enemy only once.');
		const near = adjacentRampaging(s, seat).flatMap((g) => g.tokens.map((e) => e.uid));
		if (!uids.every((u) => near.includes(u)))
			return tx('Vyzvat můžeš jen drancující nepřátele na sousedním políčku.', 'You can only challenge rampaging enemies on an adjacent space.');
		return null;
	},
	perform(s, seat, a, ctx) {
		const enemies: CombatEnemy[] = [];
		for (const g of adjacentRampaging(s, seat))
			for (const e of g.tokens) if (a.uids.includes(e.uid)) enemies.push(asCombat(e, { kind: 'challenge', hex: g.key }));
		startAction(s);
		ctx.log(tx(`{${seat}} vyzývá drancující nepřátele k boji.`, `{${seat}} challenges rampaging enemies.`));
		beginCombat(s, seat, enemies, { fortifiedSite: false, nightRules: false, noUnits: false }, ctx);
	}
};

// ---------------------------------------------------------------- entering an adventure site

function enterReason(s: MkState, seat: number): Text | null {
	const why = actionFreeReason(s, seat);
	if (why) return why;
	const here = siteHere(s, seat);
	const none = tx('Nestojíš na místě dobrodružství.', 'You are not on an adventure site.');
	if (!here) return none;
	const { site } = here;
	switch (site.kind) {
		case 'monsterDen':
		case 'spawningGrounds':
			if (site.conquered)
				return tx('Toto místo už je dobyté: není tu s kým bojovat.', 'This site is already conquered: nothing is left to fight.');
			return null;
		case 'dungeon':
		case 'tomb':
			return null;
		case 'ruins': {
			if (!site.ruins) return tx('Ruiny už jsou prozkoumané.', 'These ruins have already been explored.');
			if (!site.ruins.faceUp) return null; // entering first turns the token face up
			const token = ruinsToken(s, site.ruins.n);
			if (!token) return tx('Neznámý žeton ruin.', 'Unknown ruins token.');
			if (token.kind === 'altar' && token.altar && manaAvailable(s, seat, token.altar) < 3)
				return tx(
					`Oltář žádá 3 ${COLOR_NAME[token.altar].cs} many; tolik jich teď nemáš.`,
					`The altar asks for 3 ${COLOR_NAME[token.altar].en} mana; you do not have that many now.`
				);
			return null;
		}
		default:
			return none;
	}
}

function drawTo(s: MkState, list: EnemyToken[], pile: PileColor, n: number, ctx: StepContext): void {
	for (let i = 0; i < n; i++) list.push(drawEnemy(s, pile, true, ctx));
}

const enterSite: TurnActionDef<Act<'enterSite'>> = {
	candidates: () => [{ a: 'enterSite' }],
	validate: (s, seat) => enterReason(s, seat),
	perform(s, seat, _a, ctx) {
		const { key, site } = siteHere(s, seat)!;
		const from: CombatOrigin = { kind: 'adventure', hex: key };
		const plain = { fortifiedSite: false, nightRules: false, noUnits: false };
		// Underground: alone and by night rules (spec §5.7.11).
		const below = { fortifiedSite: false, nightRules: true, noUnits: true };
		switch (site.kind) {
			case 'monsterDen':
			case 'spawningGrounds': {
				// Den: a brown token drawn on the first entry (spec §12 #12, data §6.4); an undefeated
				// one waits face up for the next visitor. Spawning grounds: 2 brown (data §7.7).
				const want = site.kind === 'monsterDen' ? 1 : 2;
				if (site.enemies.length < want) drawTo(s, site.enemies, 'brown', want - site.enemies.length, ctx);
				for (const e of site.enemies) e.faceUp = true;
				ctx.reveal();
				startAction(s);
				ctx.log(
					site.kind === 'monsterDen'
						? tx(`{${seat}} vstupuje do doupěte nestvůr.`, `{${seat}} enters the monster den.`)
						: tx(`{${seat}} vstupuje do líhní nestvůr.`, `{${seat}} enters the spawning grounds.`)
				);
				beginCombat(s, seat, site.enemies.map((e) => asCombat(e, from)), plain, ctx);
				return;
			}
			case 'dungeon':
			case 'tomb': {
				// A new token every visit, discarded win or lose (spec §5.10.6; tomb: red, data §7.7).
				const token = drawEnemy(s, site.kind === 'dungeon' ? 'brown' : 'red', true, ctx);
				startAction(s);
				ctx.log(
					site.kind === 'dungeon'
						? tx(`{${seat}} sestupuje do podzemí.`, `{${seat}} enters the dungeon.`)
						: tx(`{${seat}} vstupuje do hrobky.`, `{${seat}} enters the tomb.`)
				);
				beginCombat(s, seat, [asCombat(token, from)], below, ctx);
				return;
			}
			case 'ruins': {
				const r = site.ruins!;
				if (!r.faceUp) {
					// Turn the token face up; entering is still the player's choice (spec §5.10.7).
					r.faceUp = true;
					ctx.reveal();
					ctx.log(tx(`{${seat}} odkrývá žeton ruin.`, `{${seat}} turns the ruins token face up.`));
					return;
				}
				const token = ruinsToken(s, r.n)!;
				if (token.kind === 'altar' && token.altar) {
					const t = s.turn!;
					t.actionDone = true;
					t.stage = 'interact';
					const c = token.altar;
					ctx.log(tx(`{${seat}} obětuje na oltáři 3 ${COLOR_NAME[c].cs} many.`, `{${seat}} offers 3 ${COLOR_NAME[c].en} mana at the altar.`));
					s.tasks.unshift({ t: 'payMana', seat, need: [c, c, c], then: { k: 'none' } }, { t: 'altarReward', seat, hex: key, color: c });
					return;
				}
				// Enemies guarding treasure: drawn on the first entry; defeated ones are not replaced.
				if (site.enemies.length === 0) for (const pile of token.enemies ?? []) drawTo(s, site.enemies, pile, 1, ctx);
				for (const e of site.enemies) e.faceUp = true;
				ctx.reveal();
				startAction(s);
				ctx.log(tx(`{${seat}} vstupuje do ruin.`, `{${seat}} enters the ruins.`));
				beginCombat(s, seat, site.enemies.map((e) => asCombat(e, from)), plain, ctx);
				return;
			}
		}
	}
};

/** After the altar's mana was paid: its Fame (7) now, the token is discarded, Shield on the ruins (spec §5.10.7). */
export const altarRewardHandler: RunHandler<MkState, Extract<SiteTask, { t: 'altarReward' }>, SiteTask> = {
	run(s, task, ctx) {
		const site = hexAt(s, task.hex)?.site;
		if (!site || !site.ruins) return;
		// The altar token's Fame as the match plays it (a pack may correct it: content-cards.ts).
		const fame = (ruinsToken(s, site.ruins.n)?.reward ?? []).reduce((n, r) => n + (r.k === 'fame' ? r.n : 0), 0);
		site.ruins = null;
		site.owner = task.seat;
		site.conquered = true;
		gainFame(s, task.seat, fame, ctx);
		ctx.log(tx(`{${task.seat}} získává na oltáři ${fame} slávy.`, `{${task.seat}} gains ${fame} Fame at the altar.`));
	}
};

// ---------------------------------------------------------------- burning a monastery

const burnMonastery: TurnActionDef<Act<'burnMonastery'>> = {
	candidates: () => [{ a: 'burnMonastery' }],
	validate(s, seat) {
		const why = actionFreeReason(s, seat);
		if (why) return why;
		const here = siteHere(s, seat);
		if (!here || here.site.kind !== 'monastery') return tx('Nestojíš na klášteře.', 'You are not on a monastery.');
		if (here.site.burned) return tx('Tento klášter už je vypálený.', 'This monastery is already burned.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		const { key } = siteHere(s, seat)!;
		startAction(s);
		// Reputation −3 at once, win or lose (spec §5.10.4; as the match plays it, data §7.7).
		const rep = siteRewardIn(s, 'monastery', 'burn')?.reputation ?? -3;
		changeReputation(s, seat, rep, ctx);
		const shown = rep < 0 ? `−${-rep}` : `+${rep}`;
		ctx.log(tx(`{${seat}} zapaluje klášter (pověst ${shown}).`, `{${seat}} burns the monastery (Reputation ${shown}).`));
		const token = drawEnemy(s, 'violet', true, ctx);
		beginCombat(s, seat, [asCombat(token, { kind: 'burn', hex: key })], { fortifiedSite: false, nightRules: false, noUnits: true }, ctx);
	}
};

export const ADVENTURE_ACTIONS = { challenge, enterSite, burnMonastery };

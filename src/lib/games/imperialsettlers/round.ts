/**
 * The round (RB p.6–7; data §2): Lookout (1 Faction card each; twice N+1 Common cards drafted,
 * first clockwise from the First player, then counter-clockwise from the last), Production,
 * the Action phase (turns clockwise until everyone has passed) and Cleanup (skipped in round 5,
 * whose leftovers break ties). `roundPlan` is the seam where the solo modes add their phases.
 */
import type { DecisionHandler, HandlerTable, RunHandler } from '$lib/engine';
import { factionDef } from './data';
import { GOODS, type Good } from './data/types';
import { controlled, ofKind } from './empire';
import { storeMax } from './content';
import { gainItems, produce, runEffect } from './effects';
import { canDraw, discardCard, drawInto, takeTop } from './piles';
import { scoreGame } from './scoring';
import { holdsGoods } from './version';
import { tx } from './text';
import type { IsAction, IsState, Task } from './types';
import type { IsVariant, VariantsOf } from './variant';
import { cardOf } from './cards';

export const ROUNDS = 5;

/** Seats clockwise from `from`. */
export const clockwise = (n: number, from: number): number[] => Array.from({ length: n }, (_, i) => (from + i) % n);

/**
 * The phases of one round in order: the Lookout draft, Production, the Action phase and the round
 * end. A variant may replace the Lookout or the round end (the solo modes) or add tasks before the
 * round end (the expansion's Fortress rule).
 */
export function roundPlan(s: IsState, vs: readonly IsVariant[]): Task[] {
	let lookout: Task[] | undefined;
	let end: Task[] | undefined;
	const beforeEnd: Task[] = [];
	for (const v of vs) {
		lookout ??= v.round?.lookout?.(s);
		end ??= v.round?.end?.(s);
		beforeEnd.push(...(v.round?.beforeEnd?.(s) ?? []));
	}
	return [{ t: 'lookoutDraw' }, ...(lookout ?? baseLookout(s)), { t: 'production' }, { t: 'actionPhase' }, ...beforeEnd, ...(end ?? [{ t: 'roundEnd' }])];
}

/** The base Lookout: twice N+1 Common cards, drafted clockwise from the First player, then back. */
function baseLookout(s: IsState): Task[] {
	const order = clockwise(s.players.length, s.first);
	return [
		{ t: 'lookoutReveal', order },
		{ t: 'lookoutReveal', order: [...order].reverse() }
	];
}

type H<K extends Task['t']> = RunHandler<IsState, Extract<Task, { t: K }>, Task>;
type D<K extends Task['t']> = DecisionHandler<IsState, Extract<Task, { t: K }>, IsAction>;

const roundStart = (variantsOf: VariantsOf): H<'roundStart'> => ({
	run(s, _t, ctx) {
		ctx.log(tx(`Kolo ${s.round}.`, `Round ${s.round}.`));
		return roundPlan(s, variantsOf(s));
	}
});

const lookoutDraw: H<'lookoutDraw'> = {
	run(s, _t, ctx) {
		for (const seat of clockwise(s.players.length, s.first)) drawInto(s, seat, 'faction', ctx);
	}
};

const lookoutReveal: H<'lookoutReveal'> = {
	run(s, t, ctx) {
		for (let i = 0; i <= s.players.length; i++) {
			const id = takeTop(s, 'common', ctx);
			if (id) s.lookout.push(id);
		}
		ctx.reveal();
		ctx.log(tx(`Rozhled: ${s.lookout.map((id) => cardOf(s, id).name.cs).join(', ')}.`, `Lookout: ${s.lookout.map((id) => cardOf(s, id).name.en).join(', ')}.`));
		return [{ t: 'draft', seat: t.order[0], rest: t.order.slice(1) }, { t: 'lookoutEnd' }];
	}
};

const draft: D<'draft'> = {
	candidates: (s) => [...new Set(s.lookout)].map((id): IsAction => ({ a: 'draft', card: id })),
	validate: (s, _t, a) => (a.a === 'draft' && s.lookout.includes(a.card) ? null : tx('Vyber jednu z vyložených obecných karet.', 'Take one of the revealed Common cards.')),
	perform(s, t, a, ctx) {
		if (a.a !== 'draft') return;
		s.lookout.splice(s.lookout.indexOf(a.card), 1);
		s.players[t.seat].hand.push(a.card);
		ctx.log(tx(`{${t.seat}} si bere ${cardOf(s, a.card).name.cs}.`, `{${t.seat}} took ${cardOf(s, a.card).name.en}.`));
		s.tasks.shift();
		if (t.rest.length) s.tasks.unshift({ t: 'draft', seat: t.rest[0], rest: t.rest.slice(1) });
	},
	auto(s) {
		if (s.lookout.length) return false;
		s.tasks.shift();
		return true;
	}
};

const lookoutEnd: H<'lookoutEnd'> = {
	run(s) {
		for (const id of s.lookout.splice(0)) discardCard(s, id);
	}
};

/** Production (RB p.6): the faction board, every Deal, every Production Location working for the player. */
const production: H<'production'> = {
	run(s, _t, ctx) {
		const tasks: Task[] = [];
		for (const seat of clockwise(s.players.length, s.first)) {
			const p = s.players[seat];
			const board = factionDef(p.faction).production;
			tasks.push(...gainItems(s, seat, board));
			for (const d of p.deals) tasks.push(...gainItems(s, seat, { [cardOf(s, d.card).deal!]: 1 }));
			for (const x of ofKind(s, controlled(s, seat), 'production')) tasks.push(...produce(s, seat, x.loc.id));
		}
		ctx.log(tx('Výroba.', 'Production.'));
		return tasks;
	}
};

const actionPhase: H<'actionPhase'> = {
	run(s) {
		for (const p of s.players) p.passed = false;
		s.current = s.first;
		return [{ t: 'turn', seat: s.first }];
	}
};

const nextTurn: H<'nextTurn'> = {
	run(s, t) {
		const n = s.players.length;
		for (let k = 1; k <= n; k++) {
			const seat = (t.from + k) % n;
			if (!s.players[seat].passed) {
				s.current = seat;
				return [{ t: 'turn', seat }];
			}
		}
		s.current = null;
		return [];
	}
};

/** Goods a player keeps at Cleanup: his faction's good (any number) and what his storage Features hold. */
export function kept(s: IsState, seat: number): Record<Good, number> {
	const p = s.players[seat];
	const keep = Object.fromEntries(GOODS.map((g) => [g, 0])) as Record<Good, number>;
	const own = factionDef(p.faction).keeps;
	keep[own] = p.goods[own];
	for (const x of controlled(s, seat))
		for (const f of cardOf(s, x.loc.id).feature ?? []) {
			if (f.k !== 'store') continue;
			let room = storeMax(s, x.loc.id, f);
			for (const g of f.goods) {
				const take = Math.min(room, p.goods[g] - keep[g]);
				keep[g] += take;
				room -= take;
			}
		}
	return keep;
}

/**
 * A `holds` Feature (the Shrine, data §5.4): the goods of its kinds that Cleanup would discard go
 * on the card and stay there to the game end [decision: by themselves — nothing else is lost by it].
 */
function hold(s: IsState, seat: number, keep: Record<Good, number>): void {
	const p = s.players[seat];
	for (const x of controlled(s, seat))
		for (const f of cardOf(s, x.loc.id).feature ?? []) {
			if (f.k !== 'holds') continue;
			for (const g of f.goods) {
				const rest = p.goods[g] - keep[g];
				if (rest <= 0) continue;
				x.loc.goods = { ...x.loc.goods, [g]: (x.loc.goods?.[g] ?? 0) + rest };
				p.goods[g] -= rest;
			}
		}
}

/** Cleanup (RB p.7): storage, then every other good, Defence token and activation goes; the First player passes clockwise. */
const cleanup: H<'cleanup'> = {
	run(s, _t, ctx) {
		s.players.forEach((p, seat) => {
			const keep = kept(s, seat);
			if (holdsGoods(s.rulesVersion)) hold(s, seat, keep);
			p.goods = keep;
			for (const l of p.empire) {
				l.defence = 0;
				l.used = 0;
			}
		});
		s.first = (s.first + 1) % s.players.length;
		ctx.log(tx('Úklid: nevyužité suroviny propadly.', 'Cleanup: unused goods are discarded.'));
	}
};

const roundEnd: H<'roundEnd'> = {
	run(s) {
		if (s.round >= ROUNDS) return [{ t: 'gameEnd' }];
		s.round++;
		return [{ t: 'cleanup' }, { t: 'roundStart' }];
	}
};

const gameEnd = (variantsOf: VariantsOf): H<'gameEnd'> => ({
	run(s, _t, ctx) {
		let final = scoreGame(s);
		for (const v of variantsOf(s)) if (v.score) final = v.score(s, final);
		s.final = final;
		s.over = true;
		s.current = null;
		s.tasks = [];
		ctx.log(tx('Konec hry: závěrečné vyhodnocení.', 'The game ends: final scoring.'));
	}
});

/** Drawing cards: a choice of deck per card when both can give one (RB p.6 note). */
const draw: D<'draw'> = {
	candidates: () => [
		{ a: 'deck', deck: 'common' },
		{ a: 'deck', deck: 'faction' }
	],
	validate(s, t, a) {
		if (a.a !== 'deck' || (a.deck !== 'common' && a.deck !== 'faction')) return tx('Vyber balíček: obecný, nebo frakční.', 'Choose a deck: Common or Faction.');
		if (t.deck !== 'any' && t.deck !== a.deck) return tx('Tato karta se líže z jiného balíčku.', 'This card comes from the other deck.');
		if (!canDraw(s, a.deck === 'common' ? 'common' : s.players[t.seat].faction)) return tx('Tento balíček je prázdný.', 'This deck is empty.');
		return null;
	},
	perform(s, t, a, ctx) {
		if (a.a !== 'deck') return;
		drawInto(s, t.seat, a.deck, ctx);
		if (t.n > 1) s.tasks[0] = { ...t, n: t.n - 1 };
		else s.tasks.shift();
	},
	auto(s, t, ctx) {
		const common = canDraw(s, 'common');
		const faction = canDraw(s, s.players[t.seat].faction);
		const only = t.deck !== 'any' ? (t.deck === 'common' ? common : faction) && t.deck : common && faction ? null : common ? 'common' : faction ? 'faction' : false;
		if (only === null) return false;
		if (only) drawInto(s, t.seat, only, ctx);
		else ctx.log(tx(`{${t.seat}}: karta nebyla k lízání, propadá.`, `{${t.seat}}: no card left to draw; it is lost.`));
		if (t.n > 1) s.tasks[0] = { ...t, n: t.n - 1 };
		else s.tasks.shift();
		return true;
	}
};

const oneOf: D<'oneOf'> = {
	candidates: (_s, t) => t.of.map((_, i): IsAction => ({ a: 'option', i })),
	validate: (_s, t, a) => (a.a === 'option' && Number.isInteger(a.i) && a.i >= 0 && a.i < t.of.length ? null : tx('Vyber jednu z možností.', 'Choose one of the options.')),
	perform(s, t, a) {
		if (a.a !== 'option') return;
		s.tasks.shift();
		s.tasks.unshift(...gainItems(s, t.seat, t.of[a.i]));
	}
};


const effect: H<'effect'> = {
	run: (s, t, ctx) => runEffect(s, t.by, t.src, ctx)
};

type RoundTask = 'roundStart' | 'lookoutDraw' | 'lookoutReveal' | 'draft' | 'lookoutEnd' | 'production' | 'actionPhase' | 'nextTurn' | 'cleanup' | 'roundEnd' | 'gameEnd' | 'draw' | 'oneOf' | 'effect';

/** The base round's tasks of a match whose variants `variantsOf` names. */
export const roundHandlers = (variantsOf: VariantsOf): Pick<HandlerTable<IsState, Task, IsAction>, RoundTask> => ({
	roundStart: roundStart(variantsOf),
	lookoutDraw,
	lookoutReveal,
	draft,
	lookoutEnd,
	production,
	actionPhase,
	nextTurn,
	cleanup,
	roundEnd,
	gameEnd: gameEnd(variantsOf),
	draw,
	oneOf,
	effect
});

/**
 * The places of Mage Knight's answers (ui/places.ts, ui/answers.ts): the board highlights the
 * places of the answers and acts through them, so each answer must name the place it belongs to,
 * and that place must be on the board the deciding seat sees. Seeded bot matches are walked and
 * at every decision each answer's place is compared with where its action belongs (written out
 * here per action kind), and checked against the view: a space of the map, a tile spot off the
 * map, an enemy of the combat, a unit of the deciding seat, a card of its hand.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Bot } from '../../../src/lib/engine';
import { placesOf, tapPlace } from '../../../src/lib/engine/sdk/answers';
import { mageKnightBots, randomBot } from '../../../src/lib/games/mageknight/bots';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { cardPlace, enemyPlace, hexPlace, placesOfKind, tilePlace, unitPlace } from '../../../src/lib/games/mageknight/ui/places';

const HAND_TASKS = ['pickCard', 'rethink', 'endDiscard'];

/** Where an action belongs on the board (undefined: only in the dock's lists). */
function expectedPlace(v: MkView, a: MkAction): string | undefined {
	switch (a.a) {
		case 'step':
			return hexPlace(a.to);
		case 'explore':
			return tilePlace(a.at);
		case 'challenge': {
			// One space's rampaging enemies: that space; enemies of several spaces at once: no one space.
			const k = Object.keys(v.hexes).find((h) => {
				const r = v.hexes[h].rampaging.map((t) => t.uid);
				return r.length > 0 && r.length === a.uids.length && r.every((u) => a.uids.includes(u));
			});
			return k === undefined ? undefined : hexPlace(k);
		}
		case 'target':
		case 'blockTarget':
			return enemyPlace(a.uid);
		case 'unit':
		case 'pickUnit':
		case 'disband':
			return unitPlace(a.uid);
		case 'damage':
			return a.to === 'unit' ? unitPlace(a.uid) : undefined;
		case 'wound':
			return a.where === 'hand' ? cardPlace('wound') : a.uid === undefined ? undefined : unitPlace(a.uid);
		case 'play':
			return cardPlace(a.card);
		case 'card':
			return v.task && HAND_TASKS.includes(v.task.t) ? cardPlace(a.card) : undefined;
		default:
			return undefined;
	}
}

/** Why a place is not on the board the deciding seat sees (null: it is). */
function offBoard(v: MkView, seat: number, place: string): string | null {
	const [kind, id] = [place.slice(0, place.indexOf(':')), place.slice(place.indexOf(':') + 1)];
	switch (kind) {
		case 'hex':
			return id in v.hexes ? null : 'no such space';
		case 'tile':
			return 'no such spot';
		case 'enemy':
			return v.combat?.enemies.some((e) => String(e.token.uid) === id) ? null : 'no such enemy in the combat';
		case 'unit':
			return v.players[seat].units.some((u) => String(u.uid) === id) ? null : 'no such unit of the seat';
		case 'card':
			return v.players[seat].hand?.includes(id) ? null : 'not in the hand';
	}
	return 'unknown kind';
}

const MATCHES = [
	['first-reconnaissance-2p', 2, false, 'places-1'],
	['solo', 1, false, 'places-2'],
	['first-reconnaissance-2p', 2, true, 'places-3']
] as const;

describe('Mage Knight answers carry the board place they belong to', () => {
	for (const [mode, n, pvp, seed] of MATCHES)
		it(`${mode}${pvp ? ' with PvP' : ''}: every answer's place is where its action belongs, and on the seat's board`, () => {
			const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
			const made = mageKnight.setup(seats, { mode, pvp }, seed);
			if (!made.ok) throw new Error(made.reason.en);
			let s = made.value.state;
			const rng = rngFromSeed(`${seed}:bot`);
			const problems = new Set<string>();
			const seen = new Map<string, number>();
			const heuristic = mageKnightBots[0];
			for (let step = 0; step < 2000 && mageKnight.pending(s).length; step++) {
				const seat = mageKnight.pending(s)[0].seat;
				const legal = mageKnight.legalActions(s, seat) as MkAction[];
				const view = mageKnight.view(s, seat) as MkView;
				const answers = answersFor(view, legal, ['A', 'B', 'C']);
				for (const x of answers) {
					const want = expectedPlace(view, x.action);
					if (x.place !== want) problems.add(`${view.task?.t}: ${JSON.stringify(x.action)} at ${x.place}, belongs at ${want}`);
					if (x.place === undefined) continue;
					const kind = x.place.slice(0, x.place.indexOf(':'));
					seen.set(kind, (seen.get(kind) ?? 0) + 1);
					// A tile spot is off the map (it is what exploring adds); every other place is on the seat's board.
					const why = kind === 'tile' ? (placesOfKind([x.place], 'tile').some((at) => at in view.hexes) ? 'a spot on the map' : null) : offBoard(view, seat, x.place);
					if (why) problems.add(`${view.task?.t}: ${JSON.stringify(x.action)} at ${x.place}: ${why}`);
				}
				// A tap on a highlighted place takes one answer: no two legal actions share a place in these matches.
				for (const p of placesOf(answers)) {
					const t = tapPlace(answers, p);
					if (t.kind !== 'one') problems.add(`${view.task?.t}: ${p} answers ${t.kind === 'several' ? t.answers.length : 0} actions`);
				}
				const bot: Bot = step % 5 === 0 ? (randomBot as Bot) : heuristic;
				const a = bot.choose(view, legal, rng) as MkAction;
				const r = mageKnight.apply(s, seat, a);
				if (!r.ok) throw new Error(r.reason.en);
				s = r.value.state;
			}
			expect([...problems].slice(0, 30).join('\n')).toBe('');
			// The walk reached the places the board draws: spaces, tile spots, cards, enemies in a combat.
			for (const kind of ['hex', 'tile', 'card', 'enemy']) expect(seen.get(kind) ?? 0, `answers at ${kind} places`).toBeGreaterThan(0);
		}, 60_000);
});

describe('Mage Knight place ids', () => {
	it('name their kind, so a card and a space never share an id', () => {
		expect([hexPlace('0,1'), tilePlace('1/0'), enemyPlace(7), unitPlace(7), cardPlace('march')]).toEqual(['hex:0,1', 'tile:1/0', 'enemy:7', 'unit:7', 'card:march']);
		expect(placesOfKind(['hex:0,1', 'tile:1/0', 'tile:2/-1', 'card:march'], 'tile')).toEqual(['1/0', '2/-1']);
	});
});

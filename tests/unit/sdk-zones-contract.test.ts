/**
 * The zones' generated hidden-information variants through the shared contract harness: a tiny
 * card game kept entirely in zones (a hidden deck, two hands, an open discard pile) whose adapter
 * is a few lines. Its draws set the barrier through `drawItems`, its plays through `moveItem`.
 */
import { describe } from 'vitest';
import {
	cloneData,
	decisionKernel,
	deckZone,
	discardZone,
	drawItems,
	handZone,
	kernelModuleParts,
	moveItem,
	ok,
	parseShape,
	randomInt,
	reject,
	rngFromSeed,
	shape,
	tx,
	zoneVariants,
	zoneView,
	type Bot,
	type GameModule,
	type HandlerTable,
	type RngState,
	type Zones
} from '../../src/lib/engine';
import { contractSuite, type ContractAdapter } from '../contract/harness';

type ZoneId = 'deck' | 'hand0' | 'hand1' | 'discard';
type Action = { t: 'play'; card: string } | { t: 'draw' };
type Task = { t: 'turn'; seat: number } | { t: 'next'; seat: number };
interface State {
	zones: Zones<string, ZoneId>;
	scores: number[];
	turns: number;
	tasks: Task[];
	rng: RngState;
	over: boolean;
}

const CARDS = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);
const value = (card: string) => Number(card.slice(1));
const handOf = (seat: number): ZoneId => (seat === 0 ? 'hand0' : 'hand1');

const handlers: HandlerTable<State, Task, Action> = {
	turn: {
		candidates: (s, task) => [...s.zones[handOf(task.seat)].items.map((card): Action => ({ t: 'play', card })), ...(s.zones.deck.items.length ? [{ t: 'draw' } as const] : [])],
		validate: (s, task, a) => (a.t === 'draw' ? (s.zones.deck.items.length ? null : tx('Balíček je prázdný.', 'The deck is empty.')) : s.zones[handOf(task.seat)].items.includes(a.card) ? null : tx('Tu kartu nemáš.', 'You do not hold that card.')),
		perform(s, task, a, ctx) {
			s.tasks.shift();
			if (a.t === 'draw') {
				const [card] = drawItems(s.zones, 'deck', handOf(task.seat), 1, 2, ctx);
				ctx.log(tx(`{${task.seat}} si bere ${card}.`, `{${task.seat}} draws ${card}.`), [task.seat], tx(`{${task.seat}} si bere kartu.`, `{${task.seat}} draws a card.`));
			} else {
				moveItem(s.zones, handOf(task.seat), 'discard', a.card, 2, ctx);
				s.scores[task.seat] += value(a.card);
				ctx.log(tx(`{${task.seat}} hraje ${a.card}.`, `{${task.seat}} plays ${a.card}.`));
			}
			s.tasks.push({ t: 'next', seat: task.seat });
		}
	},
	next: {
		run(s, task) {
			s.turns++;
			const empty = !s.zones.deck.items.length && !s.zones.hand0.items.length && !s.zones.hand1.items.length;
			if (empty || s.turns >= 30) s.over = true;
			else return [{ t: 'turn', seat: s.zones[handOf(1 - task.seat)].items.length || s.zones.deck.items.length ? 1 - task.seat : task.seat }];
		}
	}
};

const kernel = decisionKernel<State, Task, Action>({ handlers, tasks: (s) => s.tasks, rng: (s) => s.rng, isOver: (s) => s.over, clone: cloneData, onlyOffered: true });
const ACTION = shape.tagged('t', { play: { card: shape.str(4, 2) }, draw: {} });
const OPTIONS = shape.options({ mode: shape.initially(shape.oneOf(['duel']), 'duel') });
const view = (s: State, seat: number | null) => ({ zones: zoneView(s.zones, seat), scores: s.scores, over: s.over });

const zoneDuel: GameModule<State, Action, { mode: 'duel' }, ReturnType<typeof view>> = {
	id: 'zone-duel',
	name: tx('Duel zón', 'Zone duel'),
	minSeats: 2,
	maxSeats: 2,
	modes: [{ id: 'duel', name: tx('Duel', 'Duel') }],
	rulesVersion: 'zone-duel-1',
	defaultOptions: () => OPTIONS.defaults(),
	parseOptions: (raw) => OPTIONS.parse(raw),
	parseAction: (raw) => parseShape(ACTION, raw),
	...kernelModuleParts(kernel, {
		rulesVersion: 'zone-duel-1',
		parseOptions: (raw) => OPTIONS.parse(raw),
		prompt: () => tx('Zahraj nebo si vezmi kartu.', 'Play or draw a card.'),
		checkShape: (raw) => parseShape(ACTION, raw),
		startState(seats, _options, seed) {
			if (seats.length !== 2) return reject('Hrají dva.', 'Two players.');
			const s: State = { zones: { deck: deckZone(CARDS.slice()), hand0: handZone(0), hand1: handZone(1), discard: discardZone() }, scores: [0, 0], turns: 0, tasks: [{ t: 'turn', seat: 0 }], rng: rngFromSeed(`zone-duel:${seed}`), over: false };
			const ctx = kernel.context(s);
			ctx.random.shuffle(s.zones.deck.items);
			drawItems(s.zones, 'deck', 'hand0', 2, 2, ctx);
			drawItems(s.zones, 'deck', 'hand1', 2, 2, ctx);
			return ok({ state: s, events: ctx.events });
		}
	}),
	view,
	result: (s) => (s.over ? { winners: s.scores[0] === s.scores[1] ? [] : [s.scores[0] > s.scores[1] ? 0 : 1], scores: s.scores, summary: tx('Konec.', 'The end.') } : null)
};

const randomBot: Bot<unknown, Action> = { id: 'random', name: tx('Náhoda', 'Random'), choose: (_v, legal, rng) => legal[randomInt(rng, legal.length)] };

/** The whole hidden-information part of the adapter: the zones say what each seat cannot see. */
const zoneDuelContract: ContractAdapter<State> = {
	module: zoneDuel,
	bots: [randomBot],
	modes: [{ id: 'duel', options: { mode: 'duel' }, seats: 2 }],
	hiddenVariants: (s, viewer, rng) => zoneVariants(s, viewer, rng, { zones: (v) => v.zones, clone: cloneData }),
	foreignIds: [...CARDS, 'c99', 'play', 'draw'],
	actionKeys: ['t', 'card']
};

describe('zones through the contract harness', () => {
	contractSuite(zoneDuelContract);
});

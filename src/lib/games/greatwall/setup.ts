/**
 * The start of a match (moves layer; spec §3.1, seed l.116-261) and the secret choice of a
 * general and the Active Advisor (spec §11.3): everything random through the seeded generator.
 */
import { moveItem, ok, reject, rngFromSeed, secretBox, shuffleInPlace, tx, type GameEvent, type Result, type Seat, type SecretHandler } from '$lib/engine';
import { emptyBag, tablesIn } from './facts';
import { newZones } from './zones';
import { LOCATIONS, type GwOptions, type GwState, type LocationId, type Task } from './types';
import { GW_MODES } from './meta';

export function startState(seats: Seat[], options: GwOptions, seed: string): Result<{ state: GwState; events: GameEvent[] }> {
	const mode = GW_MODES.find((m) => m.id === options.mode);
	if (!mode || !mode.offered) return reject('Tento režim ještě není hotový.', 'This mode is not built yet.');
	if (seats.length < mode.minSeats! || seats.length > mode.maxSeats!) return reject('Nepovolený počet hráčů.', 'Not a seat count of this mode.');
	const n = seats.length;
	const rng = rngFromSeed(seed);
	const s: GwState = {
		options,
		seats: n,
		rng,
		tasks: [],
		over: false,
		year: 0,
		season: 'setup',
		time: 0,
		players: [],
		tea: [],
		sections: [],
		clerks: Object.fromEntries(LOCATIONS.map((l) => [l, Array(n).fill(0)])) as Record<LocationId, number[]>,
		storehouse: { wood: 0, stone: 0, gold: 0 },
		shameBank: 0,
		track: [],
		turn: null,
		moment: 0,
		zones: newZones(n),
		freeRescue: [],
		ended: null
	};
	const t = tablesIn(s);
	const z = s.zones;
	// Step 15: 10 Shame tokens per player (seed l.210-211).
	s.shameBank = t.numbers.shamePerPlayer * n;
	// Step 2: the time token on the start space of this player count (seed l.131-134).
	s.time = t.timeStart;
	s.track = Array(t.trackPositions).fill(null);
	// Steps 3-7: artifacts, horde deck, barricades (3 per section, seed l.161), tactic deck.
	z.artifacts.items.push(...shuffleInPlace(rng, [...t.artifactIds]));
	z.box.items.push(...z.artifacts.items.splice(3));
	z.hordeDeck.items.push(...shuffleInPlace(rng, [...t.hordeIds]));
	z.tacticDeck.items.push(...shuffleInPlace(rng, [...t.tacticIds]));
	for (let i = 0; i < 3; i++) s.sections.push({ level: 0, barricades: 3, blocked: false, hordes: [], staging: seats.map(() => ({ spear: 0, archer: 0, horse: 0 })), firing: [] });
	// Step 8 and 20: a clan's soldiers, 5 clerks in the supply and 3 unhired (seed l.170-182, 256-258), its six command cards.
	for (let seat = 0; seat < n; seat++) {
		s.players.push({ res: emptyBag(), supply: { spear: 10, archer: 4, horse: 2 }, shamed: { spear: 0, archer: 0, horse: 0 }, clerks: 5, unhired: 3, honor: 0, general: null, active: [], overseers: {}, won: [], playedAt: -1 });
		z[`commands${seat}`].items.push(...t.commandIds);
	}
	// Steps 9-11: two generals and two advisors dealt face down to each (seed l.185-200); the other generals to the box.
	const generals = shuffleInPlace(rng, [...t.generalIds]);
	z.advisorDeck.items.push(...shuffleInPlace(rng, [...t.advisorIds]));
	for (let seat = 0; seat < n; seat++) {
		z[`generals${seat}`].items.push(...generals.splice(0, 2));
		z[`advisors${seat}`].items.push(...z.advisorDeck.items.splice(0, 2));
	}
	z.box.items.push(...generals);
	// Step 17: the advisor offer (seed l.235-239).
	z.offer.items.push(...z.advisorDeck.items.splice(0, 4));
	s.tasks = [{ t: 'setupHordes' }, { t: 'setupPick', secret: secretBox(seats.map((_, i) => i)) }, { t: 'year' }];
	return ok({ state: s, events: [{ text: tx('Velká čínská zeď: příprava hry.', 'The Great Wall: setting up.') }] });
}

/** A setup choice: a dealt general and the dealt advisor that becomes Active (the other supports). */
const pickOf = (choice: string): [string, string] => {
	const [g, a] = choice.split('|');
	return [g ?? '', a ?? ''];
};

export const setupPickHandler: SecretHandler<GwState, Extract<Task, { t: 'setupPick' }>, string, Task> = {
	choices: (s, _task, seat) => s.zones[`generals${seat}`].items.flatMap((g) => s.zones[`advisors${seat}`].items.map((a) => `${g}|${a}`)),
	prompt: (_s, seat) => tx(`{${seat}}: tajně vyber generála a aktivního rádce.`, `{${seat}}: choose your general and Active Advisor in secret.`),
	describe(choice) {
		return tx(`Vybíráš ${choice.replace('|', ' a ')}.`, `You choose ${choice.replace('|', ' and ')}.`);
	},
	resolve(s, task, choices, ctx) {
		const t = tablesIn(s);
		const teaValue: number[] = [];
		task.secret.seats.forEach((seat, i) => {
			const [g, a] = pickOf(choices[i]);
			const p = s.players[seat];
			// Steps 12-14: the general face up, the other to the box; the Active Advisor face up, the other under the general (seed l.201-208).
			p.general = g;
			moveItem(s.zones, `generals${seat}`, 'box', s.zones[`generals${seat}`].items.find((x) => x !== g)!, s.seats, ctx);
			s.zones[`generals${seat}`].items.length = 0;
			p.active.push(a);
			const other = s.zones[`advisors${seat}`].items.find((x) => x !== a)!;
			moveItem(s.zones, `advisors${seat}`, `support${seat}`, other, s.seats, ctx);
			s.zones[`advisors${seat}`].items.length = 0;
			// Step 16: the general's setup strip (seed l.221-233).
			const def = t.generals.get(g)!;
			p.res = { wood: def.setup.wood, stone: def.setup.stone, gold: def.setup.gold, chi: def.setup.chi };
			const drawn = s.zones.tacticDeck.items.splice(0, def.setup.tactics);
			s.zones[`tactics${seat}`].items.unshift(...drawn);
			teaValue[seat] = def.setup.tea;
			const name = def.name;
			const act = t.advisors.get(a)!.name;
			ctx.log({ cs: `{${seat}} vede ${name.cs}, aktivní rádce: ${act.cs}.`, en: `{${seat}} leads as ${name.en}, Active Advisor: ${act.en}.` });
		});
		// Step 19: tea markers by tea value, highest on top (seed l.244-255); equal values by lot or by seat (reading A1).
		const lot = s.players.map(() => (s.options.teaTie === 'lot' ? ctx.random.int(1000) : 0));
		s.tea = s.players.map((_, i) => i).sort((a, b) => teaValue[b] - teaValue[a] || lot[a] - lot[b] || a - b);
		ctx.log({ cs: `Čajové pořadí: ${s.tea.map((x) => `{${x}}`).join(', ')}.`, en: `Tea order: ${s.tea.map((x) => `{${x}}`).join(', ')}.` });
	}
};

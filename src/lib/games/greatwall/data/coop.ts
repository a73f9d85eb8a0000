/**
 * The co-op decks (§8.4, §9.12-§9.13, [GW-6]): 12 Emperor's Requests (4 names known, seed
 * l.1739-1743 with their English names from S1 Core p.14; these 4 are removed with 2 players) and
 * 12 Events (none known). Requirements and event effects are placeholders: a request asks what the
 * spec's examples name (sacrifice soldiers, discard resources, have walls / won hordes, lose
 * Honor), an event is an instant or lasting modifier.
 */
import { tx, type Text } from '$lib/engine';
import type { CzechName, EventDef, GwSteps, RequestDef } from './types';

const NEED_NOTE = tx('Požadavek karty žádný zdroj neuvádí (data GW-6): zástupný.', 'No source gives the card’s requirement (data GW-6): a placeholder.');
const REQUEST_NOTE = tx('Zástupná karta: tento požadavek žádný zdroj neuvádí (data GW-6).', 'Placeholder card: no source lists this request (data GW-6).');

function named(id: string, cs: string, en: string, need: GwSteps): RequestDef {
	return {
		id,
		name: tx(cs, en),
		need,
		removedWithTwo: true,
		source: '[GW-6] seed l.1739-1743; S1 Core p.14 (name, removed with 2 players)',
		czechName: 'seed',
		guessed: { fields: ['need'], note: NEED_NOTE }
	};
}

const NAMED_REQUESTS: readonly RequestDef[] = [
	named('taunt-them', 'Vysmějte se jim a zvítězíte', 'Taunt them and prevail', [{ k: 'require', count: 3, what: 'hordeWon' }]),
	named('emperors-guard', 'Válečníci pro císařskou gardu', 'Warriors for Emperor’s guard', [{ k: 'sacrifice', count: 2, unit: 'any' }]),
	named('glory-to-emperor', 'Sláva patří císaři', 'Glory belongs to the Emperor', [{ k: 'honor', amount: -8, per: 'player' }]),
	named('royal-escort', 'Honosný doprovod pro císařské úředníky', 'Royal escort for Emperor’s officials', [{ k: 'sacrifice', count: 1, unit: 'horseman' }])
];

/** The 8 unknown requests (kept with 2 players: only the 4 named ones are removed, seed l.1739-1743). */
const UNKNOWN_NEEDS: readonly GwSteps[] = [
	[{ k: 'pay', goods: { wood: 3, stone: 3 } }],
	[{ k: 'pay', goods: { gold: 4 } }],
	[{ k: 'pay', goods: { chi: 4 } }],
	[{ k: 'require', count: 4, what: 'wallLevels' }],
	[{ k: 'require', count: 2, what: 'sectionWithArchers' }],
	[{ k: 'require', count: 4, what: 'overseerLevels' }],
	[{ k: 'sacrifice', count: 1, unit: 'archer' }],
	[{ k: 'pay', goods: { wood: 2, stone: 2, gold: 2 } }]
];

export const REQUESTS: readonly RequestDef[] = [
	...NAMED_REQUESTS,
	...UNKNOWN_NEEDS.map(
		(need, i): RequestDef => ({
			id: `request-${i + NAMED_REQUESTS.length + 1}`,
			name: tx(`Požadavek ${i + NAMED_REQUESTS.length + 1} (zástupný)`, `Request ${i + NAMED_REQUESTS.length + 1} (placeholder)`),
			need,
			removedWithTwo: false,
			source: '[GW-6] (kept with 2 players: seed l.1739-1743)',
			czechName: 'placeholder' satisfies CzechName,
			guessed: { fields: ['name', 'need'], note: REQUEST_NOTE }
		})
	)
];

const EVENT_NOTE: Text = tx('Zástupná karta: události žádný zdroj neuvádí (data GW-6).', 'Placeholder card: no source lists the events (data GW-6).');

const EVENT_SPECS: readonly [EventDef['when'], GwSteps][] = [
	['immediate', [{ k: 'takeShame', count: 1 }]],
	['immediate', [{ k: 'gain', goods: { chi: 2 }, per: 'player' }]],
	['immediate', [{ k: 'wound', count: 2 }]],
	['immediate', [{ k: 'honor', amount: -5, per: 'player' }]],
	['immediate', [{ k: 'drawTactic', count: 1 }]],
	['immediate', [{ k: 'buildBarricade', count: 1, free: 'yes' }]],
	['passive', [{ k: 'hordesPerSpring', amount: 1 }]],
	['passive', [{ k: 'loss', amount: 1 }]],
	['passive', [{ k: 'offence', amount: 1 }]],
	['passive', [{ k: 'defence', amount: 2 }]],
	['passive', [{ k: 'defence', amount: -2 }]],
	['passive', [{ k: 'hireAdvisor', count: 1, discount: 1 }]]
];

export const EVENTS: readonly EventDef[] = EVENT_SPECS.map(([when, steps], i) => ({
	id: `event-${i + 1}`,
	name: tx(`Událost ${i + 1} (zástupná)`, `Event ${i + 1} (placeholder)`),
	when,
	steps,
	source: 'placeholder',
	czechName: 'placeholder',
	guessed: { fields: ['name', 'when', 'steps'], note: EVENT_NOTE }
}));

/**
 * Tactic cards (§9.10, [GW-5]): 20 standard and 12 co-op. Known: the boosted cost is Chi (S1, M);
 * Ústup / Retreat's boosted effect saves all your soldiers killed at one section in one breach
 * (seed l.1319-1323, H); Restless's boosted effect upgrades two different overseers (FAQ #21, M);
 * the rulebook's example card (seed l.1299-1302, L) plays when a horde is defeated, if you have a
 * soldier on it and an archer at its section. The rest are placeholders over the seven moments.
 */
import { tx } from '$lib/engine';
import type { GwSteps, Moment, TacticDeck, TacticDef } from './types';

const PLACEHOLDER_NOTE = tx('Zástupná karta: tuto kartu taktiky žádný zdroj neuvádí (data GW-5).', 'Placeholder card: no source lists this tactic card (data GW-5).');
const COOP_NOTE = tx('Zástupná karta: družstevní karty taktiky žádný zdroj neuvádí (data GW-5, GW-6).', 'Placeholder card: no source lists the co-op tactic cards (data GW-5, GW-6).');

type Spec = [when: Moment, basic: GwSteps, boostChi: number, boosted: GwSteps];

function placeholder(deck: TacticDeck, n: number, [when, basic, boostChi, boosted]: Spec): TacticDef {
	const coop = deck === 'coop';
	return {
		id: `${coop ? 'coop-tactic' : 'tactic'}-${n}`,
		deck,
		name: coop ? tx(`Družstevní taktika ${n} (zástupná)`, `Co-op tactic ${n} (placeholder)`) : tx(`Taktika ${n} (zástupná)`, `Tactic ${n} (placeholder)`),
		when,
		basic,
		boostChi,
		boosted,
		source: 'placeholder',
		czechName: 'placeholder',
		guessed: { fields: ['name', 'when', 'basic', 'boostChi', 'boosted'], note: coop ? COOP_NOTE : PLACEHOLDER_NOTE }
	};
}

const KNOWN: readonly TacticDef[] = [
	{
		id: 'retreat',
		deck: 'standard',
		name: tx('Ústup', 'Retreat'),
		when: 'soldiersKilled',
		basic: [{ k: 'rescue', count: 1, chi: 0 }],
		boostChi: 2,
		boosted: [{ k: 'rescue', count: 16, chi: 0 }],
		source: '[GW-5] seed l.1319-1323 (boosted effect, H)',
		czechName: 'seed',
		guessed: { fields: ['basic', 'boostChi'], note: tx('Základní účinek a cena vylepšení jsou zástupné.', 'The basic effect and the boost cost are placeholders.') }
	},
	{
		id: 'restless',
		deck: 'standard',
		name: tx('Neklidní', 'Restless'),
		when: 'ownTurn',
		basic: [{ k: 'upgradeOverseer', location: 'any', discount: 0 }],
		boostChi: 2,
		boosted: [
			{ k: 'upgradeOverseer', location: 'any', discount: 0 },
			{ k: 'upgradeOverseer', location: 'any', discount: 0 }
		],
		source: '[GW-5] S1 FAQ #21 (boosted: two different overseers, M)',
		czechName: 'ownTranslation',
		guessed: { fields: ['when', 'basic', 'boostChi'], note: tx('Chvíle, základní účinek a cena vylepšení jsou zástupné.', 'The moment, the basic effect and the boost cost are placeholders.') }
	},
	{
		id: 'rulebook-example',
		deck: 'standard',
		name: tx('Karta z příkladu pravidel (zástupný název)', 'The rulebook’s example card (placeholder name)'),
		when: 'hordeDefeated',
		basic: [{ k: 'require', count: 1, what: 'soldierOnHorde' }, { k: 'require', count: 1, what: 'archerOnFiring' }, { k: 'honor', amount: 2, per: 'once' }],
		boostChi: 2,
		boosted: [{ k: 'require', count: 1, what: 'soldierOnHorde' }, { k: 'require', count: 1, what: 'archerOnFiring' }, { k: 'honor', amount: 4, per: 'once' }],
		source: '[GW-5] seed l.1299-1302 (condition, L)',
		czechName: 'placeholder',
		guessed: {
			fields: ['name', 'basic', 'boostChi', 'boosted'],
			note: tx('Jméno a odměna karty z příkladu jsou ztracené (OCR); podmínka podle textu.', 'The example card’s name and reward are lost (OCR); the condition follows the text.')
		}
	}
];

/** The 17 unknown standard cards. */
const STANDARD_SPECS: readonly Spec[] = [
	['hordeDefeated', [{ k: 'gain', goods: { wood: 1 }, per: 'once' }], 2, [{ k: 'gain', goods: { wood: 3 }, per: 'once' }]],
	['hordeDefeated', [{ k: 'honor', amount: 1, per: 'once' }], 2, [{ k: 'honor', amount: 1, per: 'soldierOnHorde' }]],
	['soldiersKilled', [{ k: 'gain', goods: { chi: 1 }, per: 'once' }], 2, [{ k: 'rescue', count: 2, chi: 0 }]],
	['soldiersKilled', [{ k: 'honor', amount: 1, per: 'once' }], 1, [{ k: 'honor', amount: 3, per: 'once' }]],
	['ownTurn', [{ k: 'wound', count: 1 }], 2, [{ k: 'wound', count: 2 }]],
	['ownTurn', [{ k: 'moveClerks', count: 1 }], 2, [{ k: 'placeClerks', count: 2, distinct: 'yes' }]],
	['ownTurn', [{ k: 'moveSoldiers', count: 1 }], 1, [{ k: 'moveSoldiers', count: 2 }]],
	['ownTurn', [{ k: 'gain', goods: { gold: 1 }, per: 'once' }], 2, [{ k: 'hireClerk', count: 1, discount: 2 }]],
	['afterRecruit', [{ k: 'gain', goods: { wood: 1 }, per: 'once' }], 2, [{ k: 'attack', count: 1, unit: 'any', from: 'rest' }]],
	['afterRecruit', [{ k: 'honor', amount: 1, per: 'once' }], 2, [{ k: 'recruit', count: 1, unit: 'spearman', free: 'yes' }]],
	['locationActivated', [{ k: 'gain', goods: { stone: 1 }, per: 'once' }], 2, [{ k: 'gain', goods: { stone: 3 }, per: 'once' }]],
	['locationActivated', [{ k: 'drawTactic', count: 1 }], 1, [{ k: 'tea', steps: 1 }]],
	['winterVolley', [{ k: 'wound', count: 1 }], 2, [{ k: 'wound', count: 3 }]],
	['winterVolley', [{ k: 'honor', amount: 1, per: 'once' }], 1, [{ k: 'honor', amount: 1, per: 'archerOnFiring' }]],
	['beforeAssault', [{ k: 'defence', amount: 2 }], 2, [{ k: 'defence', amount: 5 }]],
	['beforeAssault', [{ k: 'offence', amount: -2 }], 2, [{ k: 'offence', amount: -4 }]],
	['beforeAssault', [{ k: 'buildBarricade', count: 1, free: 'no' }], 2, [{ k: 'buildBarricade', count: 1, free: 'yes' }]]
];

/** The 12 co-op cards. */
const COOP_SPECS: readonly Spec[] = [
	['hordeDefeated', [{ k: 'gain', goods: { chi: 1 }, per: 'once' }], 2, [{ k: 'gain', goods: { chi: 3 }, per: 'once' }]],
	['hordeDefeated', [{ k: 'reclaimCommand', count: 1 }], 2, [{ k: 'reclaimCommand', count: 2 }]],
	['soldiersKilled', [{ k: 'rescue', count: 1, chi: 1 }], 2, [{ k: 'rescue', count: 3, chi: 0 }]],
	['ownTurn', [{ k: 'wound', count: 1 }], 2, [{ k: 'wound', count: 2 }]],
	['ownTurn', [{ k: 'discardShame', count: 1 }], 3, [{ k: 'discardShame', count: 2 }]],
	['ownTurn', [{ k: 'gain', goods: { stone: 1 }, per: 'once' }], 2, [{ k: 'buildWall', count: 1, discount: 3 }]],
	['afterRecruit', [{ k: 'gain', goods: { wood: 1 }, per: 'once' }], 2, [{ k: 'attack', count: 2, unit: 'any', from: 'rest' }]],
	['locationActivated', [{ k: 'gain', goods: { gold: 1 }, per: 'once' }], 2, [{ k: 'gain', goods: { gold: 3 }, per: 'once' }]],
	['winterVolley', [{ k: 'wound', count: 1 }], 2, [{ k: 'wound', count: 2 }]],
	['beforeAssault', [{ k: 'defence', amount: 2 }], 2, [{ k: 'defence', amount: 4 }]],
	['beforeAssault', [{ k: 'offence', amount: -1 }], 2, [{ k: 'offence', amount: -3 }]],
	['beforeAssault', [{ k: 'buildBarricade', count: 1, free: 'yes' }], 3, [{ k: 'buildBarricade', count: 2, free: 'yes' }]]
];

export const STANDARD_TACTICS: readonly TacticDef[] = [...KNOWN, ...STANDARD_SPECS.map((s, i) => placeholder('standard', i + KNOWN.length + 1, s))];
export const COOP_TACTICS: readonly TacticDef[] = COOP_SPECS.map((s, i) => placeholder('coop', i + 1, s));
export const TACTICS: readonly TacticDef[] = [...STANDARD_TACTICS, ...COOP_TACTICS];

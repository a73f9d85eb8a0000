/**
 * Advisors (§9.8, [GW-2]): 44 cards. Known: the four overseer advisors of seed l.921-933 (Alchymista
 * upgrades the Gold Mine overseer whenever you upgrade any overseer, its first placement free, H;
 * Kameník, Velkovýrobce, Duchovní vůdce the same for another overseer, which one is inferred) and
 * two from a Czech review (S5, M): Hrobník (Honor when your soldiers are killed) and Velitel
 * lučištníků (attack with all your archers on your turn). The other 38 are placeholders, each a
 * small ability of the vocabulary; the cost is the general rule (§5.4.6), the back only a symbol.
 */
import { tx } from '$lib/engine';
import type { Ability, AdvisorDef, ProductionId } from './types';

const OVERSEER_NOTE = tx(
	'Velikost slevy není známa (seed ř. 921–933): zástupná sleva 2 (první umístění tedy zdarma).',
	'The discount is unknown (seed l.921-933): placeholder discount 2 (so the first placement is free).'
);
const INFERRED_NOTE = tx(
	'Které dohlížitele se týká, je odvozeno (data GW-2); velikost slevy je zástupná (2).',
	'Which overseer it concerns is inferred (data GW-2); the discount is a placeholder (2).'
);

function overseerAdvisor(id: string, cs: string, en: string, location: ProductionId, inferred: boolean): AdvisorDef {
	return {
		id,
		name: tx(cs, en),
		active: { when: 'overseerUpgraded', steps: [{ k: 'upgradeOverseer', location, discount: 2 }] },
		source: `[GW-2] seed l.921-933${inferred ? ' (target inferred)' : ''}`,
		czechName: 'seed',
		guessed: { fields: ['active'], note: inferred ? INFERRED_NOTE : OVERSEER_NOTE }
	};
}

const KNOWN: readonly AdvisorDef[] = [
	overseerAdvisor('alchemist', 'Alchymista', 'Alchemist', 'goldMine', false),
	overseerAdvisor('stonemason', 'Kameník', 'Stonemason', 'quarry', true),
	overseerAdvisor('manufacturer', 'Velkovýrobce', 'Manufacturer', 'lumberMill', true),
	overseerAdvisor('spiritual-leader', 'Duchovní vůdce', 'Spiritual Leader', 'temple', true),
	{
		id: 'gravedigger',
		name: tx('Hrobník', 'Gravedigger'),
		active: { when: 'soldiersKilled', steps: [{ k: 'honor', amount: 1, per: 'once' }] },
		source: '[GW-2] S5 (gist, M)',
		czechName: 'source',
		guessed: { fields: ['active'], note: tx('Čest za zabité vojáky podle recenze; množství (1) je zástupné.', 'Honor for killed soldiers per a review; the amount (1) is a placeholder.') }
	},
	{
		id: 'archer-commander',
		name: tx('Velitel lučištníků', 'Archer Commander'),
		active: { when: 'ownTurn', steps: [{ k: 'attack', count: 4, unit: 'archer', from: 'firing' }] },
		source: '[GW-2] S5 (gist, M); seed l.427-432 (example, maybe this card)',
		czechName: 'source',
		guessed: { fields: ['active'], note: tx('Útok všemi lučištníky podle recenze; přesné znění neznámé.', 'Attack with all archers per a review; the exact text is unknown.') }
	}
];

const PLACEHOLDER_NOTE = tx('Zástupná karta: tohoto rádce žádný zdroj neuvádí (data GW-2).', 'Placeholder card: no source lists this advisor (data GW-2).');

/** Placeholder abilities (38), small effects of the vocabulary spread over the moments. */
const PLACEHOLDER_ABILITIES: readonly Ability[] = [
	{ when: 'summerIncome', steps: [{ k: 'gain', goods: { wood: 1 }, per: 'once' }] },
	{ when: 'summerIncome', steps: [{ k: 'gain', goods: { stone: 1 }, per: 'once' }] },
	{ when: 'summerIncome', steps: [{ k: 'gain', goods: { gold: 1 }, per: 'once' }] },
	{ when: 'summerIncome', steps: [{ k: 'gain', goods: { chi: 1 }, per: 'once' }] },
	{ when: 'afterBuild', steps: [{ k: 'honor', amount: 1, per: 'once' }] },
	{ when: 'afterRecruit', steps: [{ k: 'honor', amount: 1, per: 'once' }] },
	{ when: 'hordeDefeated', steps: [{ k: 'honor', amount: 2, per: 'once' }] },
	{ when: 'hordeDefeated', steps: [{ k: 'gain', goods: { chi: 1 }, per: 'once' }] },
	{ when: 'ownTurn', steps: [{ k: 'pay', goods: { gold: 1 } }, { k: 'drawTactic', count: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'pay', goods: { chi: 2 } }, { k: 'discardShame', count: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'moveClerks', count: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'wound', count: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'pay', goods: { wood: 1, stone: 1 } }, { k: 'buildBarricade', count: 1, free: 'yes' }] },
	{ when: 'ownTurn', steps: [{ k: 'moveSoldiers', count: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'attack', count: 1, unit: 'spearman', from: 'rest' }] },
	{ when: 'ownTurn', steps: [{ k: 'attack', count: 1, unit: 'horseman', from: 'rest' }] },
	{ when: 'ownTurn', steps: [{ k: 'pay', goods: { gold: 2 } }, { k: 'hireClerk', count: 1, discount: 2 }] },
	{ when: 'locationActivated', steps: [{ k: 'gain', goods: { wood: 1 }, per: 'once' }] },
	{ when: 'locationActivated', steps: [{ k: 'honor', amount: 1, per: 'once' }] },
	{ when: 'overseerUpgraded', steps: [{ k: 'honor', amount: 2, per: 'once' }] },
	{ when: 'overseerUpgraded', steps: [{ k: 'gain', goods: { chi: 1 }, per: 'once' }] },
	{ when: 'soldiersKilled', steps: [{ k: 'rescue', count: 1, chi: 1 }] },
	{ when: 'soldiersKilled', steps: [{ k: 'gain', goods: { chi: 1 }, per: 'once' }] },
	{ when: 'winterVolley', steps: [{ k: 'wound', count: 1 }] },
	{ when: 'winterVolley', steps: [{ k: 'honor', amount: 1, per: 'archerOnFiring' }] },
	{ when: 'beforeAssault', steps: [{ k: 'defence', amount: 1 }] },
	{ when: 'afterRecruit', steps: [{ k: 'gain', goods: { wood: 1 }, per: 'once' }] },
	{ when: 'afterBuild', steps: [{ k: 'gain', goods: { stone: 1 }, per: 'once' }] },
	{ when: 'afterBuild', steps: [{ k: 'reclaimCommand', count: 1 }] },
	{ when: 'gameEnd', steps: [{ k: 'honor', amount: 2, per: 'hordeWon' }] },
	{ when: 'gameEnd', steps: [{ k: 'honor', amount: 1, per: 'overseerLevels' }] },
	{ when: 'gameEnd', steps: [{ k: 'honor', amount: 1, per: 'activeAdvisor' }] },
	{ when: 'gameEnd', steps: [{ k: 'honor', amount: 2, per: 'highestWall' }] },
	{ when: 'passive', steps: [{ k: 'hireAdvisor', count: 1, discount: 1 }] },
	{ when: 'passive', steps: [{ k: 'buildWall', count: 1, discount: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'pay', goods: { stone: 2, wood: 1 } }, { k: 'recruit', count: 1, unit: 'spearman', free: 'yes' }] },
	{ when: 'ownTurn', steps: [{ k: 'tea', steps: 1 }] },
	{ when: 'ownTurn', steps: [{ k: 'pay', goods: { gold: 1 } }, { k: 'advancedActivation', count: 1, location: 'any' }] }
];

export const ADVISORS: readonly AdvisorDef[] = [
	...KNOWN,
	...PLACEHOLDER_ABILITIES.map(
		(active, i): AdvisorDef => ({
			id: `advisor-${i + KNOWN.length + 1}`,
			name: tx(`Rádce ${i + KNOWN.length + 1} (zástupný)`, `Advisor ${i + KNOWN.length + 1} (placeholder)`),
			active,
			source: 'placeholder',
			czechName: 'placeholder',
			guessed: { fields: ['name', 'active'], note: PLACEHOLDER_NOTE }
		})
	)
];

/**
 * Generals (§9.7, [GW-3]): 13 standard, 8 co-op, 2 Reed Clan, 1 solo (Qin Jiushao). Known: Yang Ye's
 * setup strip (FAQ errata, H), Liang Hongyu's ability (S5 + seed l.401-433, M) and the seed's
 * example strip 5/3/3/5/2/65 (its attribution to Liang is a guess, L), Zhou Tong's gist (S5, L).
 * Every other value is a placeholder: strips around the known ones (13–19 resources, 1–2 tactic
 * cards, distinct two-digit tea values) and abilities that scale with Supporting Advisors (§6.2).
 */
import { tx } from '$lib/engine';
import type { Ability, GeneralDef, GeneralSet, SetupStrip } from './types';

const strip = (wood: number, stone: number, gold: number, chi: number, tactics: number, tea: number): SetupStrip => ({ wood, stone, gold, chi, tactics, tea });

const STANDARD_NOTE = tx('Zástupná karta: generála žádný zdroj neuvádí (data GW-3).', 'Placeholder card: no source lists this general (data GW-3).');
const COOP_NOTE = tx('Zástupná karta: družstevní generály žádný zdroj neuvádí (data GW-3, GW-6).', 'Placeholder card: no source lists the co-op generals (data GW-3, GW-6).');

function placeholder(set: 'standard' | 'coop', n: number, setup: SetupStrip, ability: Ability): GeneralDef {
	const coop = set === 'coop';
	return {
		id: `${coop ? 'coop-general' : 'general'}-${n}`,
		set,
		name: coop ? tx(`Družstevní generál ${n} (zástupný)`, `Co-op general ${n} (placeholder)`) : tx(`Generál ${n} (zástupný)`, `General ${n} (placeholder)`),
		setup,
		ability,
		source: 'placeholder',
		czechName: 'placeholder',
		guessed: { fields: ['name', 'setup', 'ability'], note: coop ? COOP_NOTE : STANDARD_NOTE }
	};
}

export const STANDARD_GENERALS: readonly GeneralDef[] = [
	{
		id: 'yang-ye',
		set: 'standard',
		name: tx('Jang Je', 'Yang Ye'),
		setup: strip(2, 4, 3, 7, 2, 55),
		ability: { when: 'afterBuild', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] },
		source: '[GW-3] S1 FAQ errata (setup strip)',
		czechName: 'ownTranslation',
		guessed: { fields: ['ability'], note: tx('Schopnost Jang Je žádný zdroj neuvádí: zástupná.', 'No source gives Yang Ye’s ability: a placeholder.') }
	},
	{
		id: 'liang-hongyu',
		set: 'standard',
		name: tx('Liang Chung-ju', 'Liang Hongyu'),
		setup: strip(5, 3, 3, 5, 2, 65),
		ability: { when: 'soldiersKilled', steps: [{ k: 'honor', amount: 2, per: 'supportingAdvisor' }] },
		source: '[GW-3] seed l.187, 224, 401-433; S5 (ability M); strip = the seed’s example strip (attribution L)',
		czechName: 'seed',
		guessed: {
			fields: ['setup'],
			note: tx('Pás přípravy je příkladový pás z pravidel; že patří Liangovi, je odhad.', 'The setup strip is the rulebook’s example strip; that it is Liang’s is a guess.')
		}
	},
	{
		id: 'zhou-tong',
		set: 'standard',
		name: tx('Čou Tchung', 'Zhou Tong'),
		setup: strip(3, 3, 4, 6, 1, 47),
		ability: { when: 'summerIncome', steps: [{ k: 'honor', amount: 2, per: 'sectionWithArchers' }] },
		source: '[GW-3] S5 (ability gist, L)',
		czechName: 'source',
		guessed: {
			fields: ['setup', 'ability'],
			note: tx(
				'Schopnost podle recenze (nejasné znění: 2 čest za úsek s lučištníky na střeleckých pozicích v létě); pás přípravy zástupný.',
				'Ability per a review (garbled: 2 Honor per section with archers on firing positions in Summer); the setup strip is a placeholder.'
			)
		}
	},
	placeholder('standard', 4, strip(4, 4, 4, 4, 1, 12), { when: 'summerIncome', steps: [{ k: 'gain', goods: { wood: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('standard', 5, strip(3, 5, 3, 5, 2, 23), { when: 'hordeDefeated', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('standard', 6, strip(5, 2, 4, 5, 1, 31), { when: 'summerIncome', steps: [{ k: 'gain', goods: { stone: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('standard', 7, strip(2, 3, 5, 6, 2, 38), { when: 'summerIncome', steps: [{ k: 'gain', goods: { gold: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('standard', 8, strip(4, 3, 3, 8, 1, 44), { when: 'summerIncome', steps: [{ k: 'gain', goods: { chi: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('standard', 9, strip(3, 4, 4, 4, 2, 59), { when: 'afterRecruit', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('standard', 10, strip(4, 5, 2, 5, 1, 71), { when: 'winterVolley', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('standard', 11, strip(5, 4, 3, 3, 2, 78), { when: 'overseerUpgraded', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('standard', 12, strip(3, 3, 3, 7, 2, 86), { when: 'locationActivated', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('standard', 13, strip(4, 4, 5, 3, 1, 93), { when: 'gameEnd', steps: [{ k: 'honor', amount: 3, per: 'supportingAdvisor' }] })
];

export const COOP_GENERALS: readonly GeneralDef[] = [
	placeholder('coop', 1, strip(3, 4, 3, 5, 2, 15), { when: 'afterBuild', steps: [{ k: 'gain', goods: { stone: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('coop', 2, strip(4, 3, 4, 5, 1, 27), { when: 'hordeDefeated', steps: [{ k: 'gain', goods: { chi: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('coop', 3, strip(5, 3, 3, 4, 2, 34), { when: 'summerIncome', steps: [{ k: 'gain', goods: { wood: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('coop', 4, strip(3, 5, 4, 4, 1, 41), { when: 'afterRecruit', steps: [{ k: 'gain', goods: { gold: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('coop', 5, strip(4, 4, 3, 6, 1, 52), { when: 'soldiersKilled', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('coop', 6, strip(2, 4, 5, 5, 2, 63), { when: 'winterVolley', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] }),
	placeholder('coop', 7, strip(4, 2, 4, 6, 2, 74), { when: 'locationActivated', steps: [{ k: 'gain', goods: { wood: 1 }, per: 'supportingAdvisor' }] }),
	placeholder('coop', 8, strip(3, 3, 4, 7, 1, 89), { when: 'afterBuild', steps: [{ k: 'honor', amount: 1, per: 'supportingAdvisor' }] })
];

const noSetup = strip(0, 0, 0, 0, 0, 0);
const REED_NOTE = tx(
	'Role dvou generálů Rákosového klanu není známa (data GW-3, GW-6): bez schopnosti.',
	'The role of the two Reed Clan generals is unknown (data GW-3, GW-6): no ability.'
);

function special(id: string, set: GeneralSet, name: ReturnType<typeof tx>, source: string, czechName: GeneralDef['czechName'], note?: ReturnType<typeof tx>): GeneralDef {
	const g: GeneralDef = { id, set, name, setup: noSetup, ability: { when: 'passive', steps: [] }, source, czechName };
	return note ? { ...g, guessed: { fields: ['name', 'ability'], note } } : g;
}

/** The 2 Reed Clan generals (used in 2-player and solo games, S1/S1b; role unknown). */
export const REED_GENERALS: readonly GeneralDef[] = [
	special('reed-general-1', 'reed', tx('Generál Rákosového klanu 1 (zástupný)', 'Reed Clan general 1 (placeholder)'), '[GW-3] S1, S1b (card exists; content unknown)', 'placeholder', REED_NOTE),
	special('reed-general-2', 'reed', tx('Generál Rákosového klanu 2 (zástupný)', 'Reed Clan general 2 (placeholder)'), '[GW-3] S1, S1b (card exists; content unknown)', 'placeholder', REED_NOTE)
];

/**
 * Qin Jiushao, the solo general (§8.3): his card is his location track (5 spaces, seed l.1551-1568),
 * which is a rule, not data; he gets nothing in the Summer income (FAQ #6) and uses no resources.
 */
export const QIN: GeneralDef = special('qin-jiushao', 'solo', tx('Čchin Ťiou-šao', 'Qin Jiushao'), '[GW-3] seed l.1551-1568; S1 FAQ #6, #7', 'seed');

export const GENERALS: readonly GeneralDef[] = [...STANDARD_GENERALS, ...COOP_GENERALS, ...REED_GENERALS, QIN];

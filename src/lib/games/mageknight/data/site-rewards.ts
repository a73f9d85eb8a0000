/**
 * What each site asks and gives (mage-knight-data.md §7.7, spec §5.10). Fame of every defeated
 * enemy token is always gained and is not repeated in `rewards`; rewards come at the end of the
 * turn unless the notes say otherwise.
 */
import type { Text } from '$lib/engine';
import type { PileColor, Reward, SiteKind, Sourced } from './types';

export interface SiteFight {
	/** One token per entry, drawn from that pile (ruins: from the ruins token instead). */
	piles: PileColor[];
	/** The defenders are fortified by the site. */
	fortified?: boolean;
	/** Night rules apply even by Day (dungeon, tomb). */
	nightRules?: boolean;
	/** Units may not be used and cannot take damage. */
	noUnits?: boolean;
}

export type SiteAction = 'assault' | 'burn' | 'enter' | 'interact' | 'startOrEndTurn' | 'none';

export interface SiteRewardDef extends Sourced {
	site: SiteKind;
	action: SiteAction;
	fight?: SiteFight;
	/** Rewards beyond the defeated tokens' Fame. */
	rewards: Reward[];
	/** A die roll decides the reward (dungeon): gold or black → first list, else the second. */
	rewardRoll?: { goldOrBlack: Reward[]; otherwise: Reward[] };
	/** Reputation change of the action (assault/burn/plunder), or per defeated token where stated. */
	reputation: number;
	/** Influence per 1 Healing point bought here. */
	healCost?: number;
	/** Influence to learn an Advanced Action from the Unit offer. */
	advancedCost?: number;
	/** Influence (plus 1 mana of the spell's colour) to buy a Spell. */
	spellCost?: number;
	notes: Text;
}

const t = (cs: string, en: string): Text => ({ cs, en });
const F = (file: string) => `[IMG:old/ui/img/manual/features/${file}.png]`;

/** Per site, the ways it can be used (monastery: interact or burn). */
export const SITE_REWARDS: Record<SiteKind, SiteRewardDef[]> = {
	portal: [
		{ site: 'portal', action: 'none', rewards: [], reputation: 0, source: '[SEED]',
			notes: t('Startovní políčko; nic nedává.', 'The starting space; it gives nothing.') }
	],
	village: [
		{ site: 'village', action: 'interact', rewards: [], reputation: 0, healCost: 3, source: `${F('village')} [SEED:l.1396–1422, 1557–1573]`,
			notes: t(
				'Verbování jednotek s ikonou vesnice; Léčení 1 za 3 Vlivu. Drancování v tahu jiného hráče (jednou mezi vašimi tahy): Pověst −1, doberte 2 karty.',
				'Recruit village units; Heal 1 per 3 Influence. Plunder on another player’s turn (once between your turns): Reputation −1, draw 2 cards.'
			) }
	],
	monastery: [
		{ site: 'monastery', action: 'interact', rewards: [], reputation: 0, healCost: 2, advancedCost: 6, source: `${F('monastery')} [SEED:l.2725–2786]`,
			notes: t(
				'Verbování jednotek s ikonou kláštera; Léčení 1 za 2 Vlivu; pokročilá akce z nabídky jednotek za 6 Vlivu (na vršek dobíracího balíčku).',
				'Recruit monastery units; Heal 1 per 2 Influence; an Advanced Action from the Unit offer for 6 Influence (onto your Deed deck).'
			) },
		{ site: 'monastery', action: 'burn', fight: { piles: ['violet'], noUnits: true }, rewards: [{ k: 'artifact', n: 1 }], reputation: -3, source: `${F('monastery')} [SEED:l.2725–2786]`,
			notes: t(
				'Vypálení (jen pokud jste v tahu ještě nejednali): Pověst −3 ihned, boj bez jednotek. Výhra: artefakt a klášter zaniká (štít).',
				'Burning (only if you have not acted this turn): Reputation −3 at once, fight without units. Win: an Artifact, and the monastery is gone (Shield).'
			) }
	],
	keep: [
		{ site: 'keep', action: 'assault', fight: { piles: ['grey'], fortified: true }, rewards: [], reputation: -1, source: `${F('keep')} [SEED:l.2389–2483, 2637–2652]`,
			notes: t(
				'Útok: Pověst −1 za každý pokus. Výhra: pevnost je vaše (štít) – verbování jednotek s ikonou pevnosti; končíte-li tah na ní nebo vedle ní, limit ruky +1 za každou vlastní pevnost. Cizí pevnost: nový šedý žeton, jen polovina Slávy (zaokrouhleno nahoru).',
				'Assault: Reputation −1 per attempt. Win: you own the keep (Shield) – recruit keep units; ending your turn on or next to it gives Hand limit +1 per keep you own. Another player’s keep: a new grey token, only half its Fame (rounded up).'
			) }
	],
	mageTower: [
		{ site: 'mageTower', action: 'assault', fight: { piles: ['violet'], fortified: true }, rewards: [{ k: 'spell', n: 1 }], reputation: -1, spellCost: 7, source: `${F('mage_tower')} [SEED:l.2485–2621]`,
			notes: t(
				'Útok: Pověst −1 za každý pokus. Výhra: kouzlo z nabídky; věž se otevře všem – verbování jednotek s ikonou věže a nákup kouzel za 7 Vlivu + 1 manu barvy kouzla.',
				'Assault: Reputation −1 per attempt. Win: a Spell from the offer; the tower opens to everyone – recruit tower units and buy Spells for 7 Influence + 1 mana of the spell’s colour.'
			) }
	],
	monsterDen: [
		{ site: 'monsterDen', action: 'enter', fight: { piles: ['brown'] }, rewards: [{ k: 'crystalRolls', n: 2 }], reputation: 0, source: `${F('monster_den')} [SEED:l.2825–2866, 2974–2987]`,
			notes: t(
				'Žeton se táhne při vstupu. Neporažený žeton zůstává lícem nahoru pro dalšího návštěvníka.',
				'The token is drawn on entering. An undefeated token stays face up for the next visitor.'
			) }
	],
	spawningGrounds: [
		{ site: 'spawningGrounds', action: 'enter', fight: { piles: ['brown', 'brown'] }, rewards: [{ k: 'artifact', n: 1 }, { k: 'crystalRolls', n: 3 }], reputation: 0, source: F('spawning_grounds'),
			notes: t(
				'Neporažení zůstávají lícem nahoru; poražení se nahradí novými hnědými žetony lícem dolů.',
				'Undefeated tokens stay face up; defeated ones are replaced by new face-down brown tokens.'
			) }
	],
	dungeon: [
		{ site: 'dungeon', action: 'enter', fight: { piles: ['brown'], nightRules: true, noUnits: true }, rewards: [],
			rewardRoll: { goldOrBlack: [{ k: 'spell', n: 1 }], otherwise: [{ k: 'artifact', n: 1 }] }, reputation: 0, source: `${F('dungeon')} [SEED:l.2868–2913, 2989–3002]`,
			notes: t(
				'Boj bez jednotek a podle nočních pravidel. Výhra: hoďte kostkou many – zlatá nebo černá dá kouzlo, jiná barva artefakt. Dobyté podzemí: nový hnědý žeton, jen Sláva.',
				'Fight without units, under night rules. Win: roll a mana die – gold or black gives a Spell, any other colour an Artifact. Conquered dungeon: a new brown token, Fame only.'
			) }
	],
	tomb: [
		{ site: 'tomb', action: 'enter', fight: { piles: ['red'], nightRules: true, noUnits: true }, rewards: [{ k: 'spell', n: 1 }, { k: 'artifact', n: 1 }], reputation: 0, source: F('tomb'),
			notes: t(
				'Boj bez jednotek a podle nočních pravidel. Dobytá hrobka: nový červený žeton, jen Sláva.',
				'Fight without units, under night rules. Conquered tomb: a new red token, Fame only.'
			) }
	],
	ruins: [
		{ site: 'ruins', action: 'enter', rewards: [], reputation: 0, source: `${F('ancient_ruins')} [SEED:l.3007–3085]`,
			notes: t(
				'Podle žetonu ruin: oltář (zaplaťte 3 many jeho barvy → ihned 7 Slávy) nebo 2 vyobrazení nepřátelé a odměna ze žetonu. Za orky a dračí lid v ruinách se Pověst nezískává; neporažení zůstávají, poražení se nenahrazují.',
				'As the ruins token says: an altar (pay 3 mana of its colour → 7 Fame at once) or the 2 pictured enemies and the token’s reward. No Reputation for orcs/Draconum here; undefeated enemies stay, defeated ones are not replaced.'
			) }
	],
	glade: [
		{ site: 'glade', action: 'startOrEndTurn', rewards: [], reputation: 0, source: `${F('magical_glade')} [SEED:l.2155–2184, 2233–2259]`,
			notes: t(
				'Začnete-li tah zde: zlatý žeton many (Den) / černý (Noc). Skončíte-li tah zde: zahoďte 1 Zranění z ruky nebo z odkládacího balíčku.',
				'Start your turn here: a gold mana token (Day) / black (Night). End your turn here: throw away 1 Wound from your hand or discard pile.'
			) }
	],
	mine: [
		{ site: 'mine', action: 'startOrEndTurn', rewards: [], reputation: 0, source: `${F('mines')} [SEED:l.2233–2259, 2283–2288]`,
			notes: t('Skončíte-li tah zde: 1 krystal barvy dolu.', 'End your turn here: 1 crystal of the mine’s colour.') }
	],
	city: [
		{ site: 'city', action: 'none', rewards: [], reputation: 0, source: `${F('city')} [SEED:l.3184–3202]`,
			notes: t(
				'V Prvním průzkumu je město nepřístupné; odkrytí městského dílku spouští konec hry.',
				'In First Reconnaissance the city is inaccessible; revealing a city tile triggers the end of the game.'
			) }
	]
};

/** Rampaging enemies (not a site): the pile you fight and the Reputation per defeated token (not in ruins). */
export interface RampageRewardDef extends Sourced {
	pile: PileColor;
	reputation: number;
	notes: Text;
}
export const RAMPAGING_REWARDS: Record<'orc' | 'draconum', RampageRewardDef> = {
	orc: { pile: 'green', reputation: 1, source: F('marauding_orcs'),
		notes: t('Drancující orkové: Sláva za žeton a Pověst +1.', 'Marauding orcs: Fame of the token and Reputation +1.') },
	draconum: { pile: 'red', reputation: 2, source: F('draconum'),
		notes: t('Dračí lid: Sláva za žeton a Pověst +2.', 'Draconum: Fame of the token and Reputation +2.') }
};

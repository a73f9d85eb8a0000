/**
 * Site interaction tasks and actions (owned by sites/): interaction with locals (spec §5.5),
 * challenging rampaging enemies (§5.7.1), entering adventure sites and burning a
 * monastery (§5.10).
 */
import type { BasicColor } from '../data/types';
import type { HexKey } from '../hex';

export type SiteAction =
	/** Turn menu: start interacting at the inhabited site the hero stands on (spec §5.5.1). */
	| { a: 'interact' }
	/**
	 * During the interaction: recruit a unit from the Unit offer (unit id; spec §5.5.3);
	 * `bonds`: under the Bonds of Loyalty skill token (5 Influence less, never disbanded, data §7.6).
	 */
	| { a: 'recruit'; unit: string; bonds?: boolean }
	/** During the interaction: buy 1 Healing point (village 3 Influence, monastery 2; spec §5.5.2). */
	| { a: 'buyHeal' }
	/** During the interaction at a monastery: learn an Advanced Action lying in the Unit offer (6 Influence). */
	| { a: 'buyAdvanced'; id: string }
	/** During the interaction at a conquered mage tower: buy a Spell (7 Influence + 1 mana of its colour). */
	| { a: 'buySpell'; id: string }
	/** Turn menu: challenge rampaging enemies on adjacent spaces (token uids; spec §5.7.1). */
	| { a: 'challenge'; uids: number[] }
	/** Turn menu: enter the adventure site the hero stands on (spec §5.10.5–§5.10.9). */
	| { a: 'enterSite' }
	/** Turn menu: burn the monastery the hero stands on (spec §5.10.4). */
	| { a: 'burnMonastery' }
	/** Sub-decision `disband`: disband this unit to make room for the new one. */
	| { a: 'disband'; uid: number }
	/** Sub-decision `disband`: keep every unit and give up the recruit. */
	| { a: 'keepUnits' };

export type SiteTask =
	/**
	 * Command limit reached while gaining unit `unit` (recruiting, or a free unit reward when
	 * `cost` is 0): choose a unit to disband first (spec §5.5.3, §6.2 #6).
	 */
	| { t: 'disband'; seat: number; unit: string; cost: number; optional: boolean }
	/** After the altar's 3 mana were paid (payMana): 7 Fame, ruins token gone, Shield (spec §5.10.7). */
	| { t: 'altarReward'; seat: number; hex: HexKey; color: BasicColor }
	/** After the Spell's mana was paid (payMana): the Spell goes on top of the Deed deck (spec §5.5.2). */
	| { t: 'grantSpell'; seat: number; id: string };

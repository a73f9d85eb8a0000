/**
 * Shapes of Imperial Settlers' content data (shared/rules/imperial-settlers-data.md, which wins
 * over the spec imperial-settlers.md; the Czech seed wins over both). Every card record carries
 * its source tag; a value the data file marks unknown or disputed carries the recommended value
 * and a `provisional` note (Czech + English) that the UI shows to players.
 *
 * Effects are a small data language the rules interpret (effects.ts): a Production yield, a
 * Feature rule, an Action (what is placed on the card to activate it, how often per round, and
 * what it does). What the primitives cannot say has its own `k` with one rule in effects.ts.
 */
import type { Text } from '$lib/engine';

/** Goods in a player's supply (data §0.2). Gold is a wildcard for wood, stone or food. */
export type Good = 'wood' | 'stone' | 'food' | 'gold' | 'worker' | 'raze' | 'defence';
export const GOODS: Good[] = ['wood', 'stone', 'food', 'gold', 'worker', 'raze', 'defence'];
/** The three Resources (gold may stand in for any of them). */
export type Resource = 'wood' | 'stone' | 'food';
export const RESOURCES: Resource[] = ['wood', 'stone', 'food'];

/**
 * Anything a card can give: a good, a card (`card`: the player chooses the Common or his own
 * Faction deck per card; `commonCard` / `factionCard`: that deck) or victory points.
 */
export type Item = Good | 'card' | 'commonCard' | 'factionCard' | 'vp';
export const ITEMS: Item[] = [...GOODS, 'card', 'commonCard', 'factionCard', 'vp'];
export type Gain = Partial<Record<Item, number>>;
/** A build or activation cost in goods. */
export type Cost = Partial<Record<Good, number>>;

export type Color = 'brown' | 'grey' | 'red' | 'pink' | 'gold' | 'blue' | 'black' | 'purple';
/** The row a Location lies in: Production (top), Feature (middle), Action (bottom). */
export type LocKind = 'production' | 'feature' | 'action';
export type FactionId = 'barbarians' | 'japanese' | 'romans' | 'egyptians';
export const FACTION_IDS: FactionId[] = ['romans', 'barbarians', 'egyptians', 'japanese'];
export type DeckId = 'common' | FactionId;

/** Where a record comes from (the data file's tags) and, when a value is not certain, why. */
export interface Sourced {
	/** e.g. "data §5.1 com018–020 (NCF+VDM, RB p.6)". */
	source: string;
	/** Present when a value is unknown/disputed and a recommended or placeholder one is used. */
	provisional?: Text;
}

/** A Production yield or a building bonus. */
export type Yield =
	| { k: 'gain'; gain: Gain }
	/** `n` × `item` per Location of `color` you have (the card counts itself), at most `max`. */
	| { k: 'perColor'; color: Color; item: Item; max: number }
	/** 1 `item` per Samurai you have, at most `max` (Daimyo's Castle). */
	| { k: 'perSamurai'; item: Item; max: number }
	/** One of these, the player's choice (Pharaoh's Guard). */
	| { k: 'oneOf'; of: Gain[] }
	/** Produce again what one of your other Production Locations produces (Farmers At Work). */
	| { k: 'copyProduction' }
	/** Place `n` Samurai from the supply on your Faction Locations; those that fit nowhere are lost (Ninjas). */
	| { k: 'samurai'; n: number }
	/** Expansion (SEED l.39–43): 1 `item` per step reached, counting your Locations of other factions (3 → 1, 6 → 2). */
	| { k: 'perForeign'; item: Item; steps: number[] };

/** A Feature's lasting rule. */
export type Feature =
	/** Whenever you build a Location of `color` (this one included), gain `gain`. */
	| { k: 'onBuild'; color: Color; gain: Gain }
	/** Whenever you raze (from hand, an enemy Location or your own), gain `gain`. */
	| { k: 'onRaze'; gain: Gain }
	/** Whenever an opponent spends Workers in pairs for goods, gain 1 Worker per pair (Oasis). */
	| { k: 'oasis' }
	/** At Cleanup keep up to `max` of these goods besides your faction's own (Warehouses). */
	| { k: 'store'; goods: Good[]; max: number }
	/**
	 * Goods of these kinds placed on the card stay on it through every Cleanup to the game end
	 * (Shrine, RB p.7, data §5.4): at Cleanup, what would be discarded goes on it [decision: by itself].
	 */
	| { k: 'holds'; goods: Good[] }
	/** Cannot be razed (or removed) unless a Samurai guards it (Gate, Shrine). */
	| { k: 'guarded' }
	/** The NEUTRAL placeholder of a Feature whose text is unknown: it does nothing. */
	| { k: 'placeholder' }
	/** Expansion (SEED l.66–73): a Roman Foundations card: lies leftmost in its row, cannot be conquered, pays an L cost. */
	| { k: 'foundationsCard' }
	/** Expansion (SEED l.54–63): at round end, if this Fortress has at least `level`, gain `vp` per Sphinx you control. */
	| { k: 'sphinxLink'; level: number; vp: number }
	/** An owner's composed effect (vocabulary.ts): at the game end `vp` VP, or `vp` per Location of `color` you control. */
	| { k: 'endVp'; vp: number; color?: Color };

/** What an Action Location does once activated. */
export type ActionEffect =
	| { k: 'gain'; gain: Gain }
	/** One of your Production Locations produces again (Porters). */
	| { k: 'reproduce' }
	/** One of your Deals produces again (Imperial Messenger). */
	| { k: 'dealAgain' }
	/** Build a Faction Location from hand at once, paying its goods but not its Location part (Settlers). */
	| { k: 'buildFaction' }
	/** Use the action of another of your Action Locations, paying its cost (Acting Troupe). */
	| { k: 'copyAction' }
	/** Take 1 wood, stone or food from an opponent's supply (Saboteurs). */
	| { k: 'steal' }
	/** Raze an enemy Location; `guards`: Defence tokens and Samurai on it cost 1 Raze token more each. */
	| { k: 'razeEnemy'; guards: boolean }
	/** Discard an enemy Location completely: no spoils, no Foundation (Garrison, Engineers). */
	| { k: 'removeEnemy' }
	/** Choose an enemy Location and take one good shown in its raze field; it is not razed (Pack). */
	| { k: 'pack' }
	/** Raze one of your own Locations: its raze field, a Foundation and 1 wood (Rabble). */
	| { k: 'razeOwn' }
	/** Take a Deal from under an opponent's faction board: it becomes yours (Spies). */
	| { k: 'stealDeal' }
	/** Discard one Deal of an opponent (Robbers). */
	| { k: 'discardEnemyDeal' }
	/** Build one of your Deals as a Location, paying its goods but not its Location part (Negotiator). */
	| { k: 'dealToLocation' }
	/** Put a card from hand into your Empire face down as a Foundation; gain 1 stone (Sanctuary). */
	| { k: 'sanctuary' }
	/** Take over an enemy Location with an Egyptian token (Temple of Ra). */
	| { k: 'takeOver' }
	/** Tuck a Faction card from hand under an enemy Location as your Deal (Trade Route). */
	| { k: 'tradeRoute' }
	/** The NEUTRAL placeholder of an Action whose text is unknown: gain 1 VP. */
	| { k: 'placeholder' }
	/** Expansion: a Fortress's development, +1 fortification level (SEED l.10–16, PGB1). */
	| { k: 'fortify' }
	/** Expansion (SEED l.48–52): conquer an enemy Faction Location paying its Conquest cost; `ignoreDefence`: Defence tokens do not count. */
	| { k: 'conquer'; ignoreDefence: boolean }
	/** Expansion (SEED l.75–79): put a card from hand into your Empire as a Foundation, without the usual 1 wood. */
	| { k: 'foundation' };

export interface ActionSpec {
	/** Goods placed on the card per activation. */
	pay: Cost;
	/** Also discard a card from hand (Tavern). */
	discardCard?: boolean;
	/** Also discard one of your Deals (Hanseatic League). */
	discardDeal?: boolean;
	/** Activations per round (RB p.10: 1 unless the card says more). */
	limit: number;
	effect: ActionEffect;
}

/** Per-copy differences of one card (by instance id). */
export interface CopyOverride {
	cost?: Cost;
	raze?: Gain;
	deal?: Item;
}

export interface CardDef extends Sourced {
	/** Stable kebab-case key of the card ('armorer', 'bar-primeval-forest'). */
	key: string;
	/** One instance id per copy (NCF ids: com001…, bar001…); the copy count is ids.length. */
	ids: string[];
	deck: DeckId;
	name: Text;
	/** The English name is a literal gloss of the Czech one, not the official English card name. */
	glossed?: boolean;
	kind: LocKind;
	/** Colours it counts as (Trade Colony: three); empty for Ruins. */
	colors: Color[];
	cost: Cost;
	/** The build cost includes the Location part: discard an own Location or a Foundation. */
	needsL: boolean;
	/** The raze field ("zboř a získáš"); absent = the card cannot be razed. */
	raze?: Gain;
	/** Faction cards: what the card produces as a Deal. */
	deal?: Item;
	/** One-time building bonus. */
	bonus?: Yield[];
	production?: Yield[];
	feature?: Feature[];
	action?: ActionSpec;
	/** Per-copy costs, raze fields or Deals that differ from the record's. */
	perCopy?: Record<string, CopyOverride>;
}

/** A faction board (data §4.1). */
export interface FactionDef extends Sourced {
	id: FactionId;
	name: Text;
	/** Goods produced in every Production phase. */
	production: Cost;
	/** The good type kept (any number) at Cleanup. */
	keeps: Good;
}

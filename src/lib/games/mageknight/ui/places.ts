/**
 * The places of Mage Knight's board that an answer can belong to (engine/sdk/answers.ts `place`):
 * a space of the map, a tile spot to explore, an enemy in the combat, a unit, a card of the hand.
 * Each is a stable string with its kind in front, so a hand card "march" and a space "0,1" can
 * never be taken for each other. The board highlights the places of the answers and a tap on a
 * place acts through them (tapPlace); nothing here decides what is legal.
 */
import type { HexKey } from '../hex';

/** A place id: the kind of place, a colon, the id within the kind. */
export type Place = `hex:${string}` | `tile:${string}` | `enemy:${number}` | `unit:${number}` | `card:${string}`;

/** A space of the map (its hex key "q,r"). */
export const hexPlace = (k: HexKey): Place => `hex:${k}`;
/** A tile spot to explore ("i/j", as the explore action names it). */
export const tilePlace = (at: string): Place => `tile:${at}`;
/** An enemy token in the combat (its uid). */
export const enemyPlace = (uid: number): Place => `enemy:${uid}`;
/** A unit of the player's area (its uid). */
export const unitPlace = (uid: number): Place => `unit:${uid}`;
/** A card of the hand (its card id; copies of one card are one place, as one action plays either). */
export const cardPlace = (card: string): Place => `card:${card}`;

/** The kinds of place. */
export type PlaceKind = 'hex' | 'tile' | 'enemy' | 'unit' | 'card';

/** The ids of the places of one kind (the tile spots' `at`, the cards' ids…), in the order given. */
export const placesOfKind = (places: Iterable<string>, kind: PlaceKind): string[] => [...places].flatMap((p) => (p.startsWith(`${kind}:`) ? [p.slice(kind.length + 1)] : []));

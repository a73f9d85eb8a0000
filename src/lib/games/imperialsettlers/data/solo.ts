/**
 * Solo data (data §6; SEED l.80–176): the 16 Attack cards, the virtual player's 3 Conquest cards,
 * the achievement table and the solo conquest difficulty table.
 */
import type { Text } from '$lib/engine';
import type { Item, LocKind, Sourced } from './types';

export interface AttackCard {
	id: string;
	/** The good in its Target field. */
	target: Item;
}

/**
 * The Target good of each of the 16 Attack cards is unknown (data §6.3, §9 #5). NEUTRAL
 * placeholder: the seven goods a raze field shows, spread as evenly as 16 allows (wood and
 * stone, the commonest raze goods, get the extra copies).
 */
export const ATTACK_TARGETS: Item[] = ['wood', 'stone', 'food', 'gold', 'worker', 'card', 'vp', 'wood', 'stone', 'food', 'gold', 'worker', 'card', 'vp', 'wood', 'stone'];
export const ATTACK_CARDS: AttackCard[] = ATTACK_TARGETS.map((target, i) => ({ id: `atk${String(i + 1).padStart(2, '0')}`, target }));
export const ATTACK_PROVISIONAL: Text = {
	cs: 'Cíle 16 útočných karet nejsou známy: NEUTRÁLNÍ zástupné rozložení (3× dřevo, 3× kámen, po 2× jídlo, zlato, dělník, karta, VB).',
	en: 'The Targets of the 16 Attack cards are unknown: NEUTRAL placeholder spread (3 wood, 3 stone, 2 each of food, gold, worker, card, VP).'
};
export const attackTarget = (id: string): Item => ATTACK_CARDS.find((c) => c.id === id)!.target;

/**
 * The virtual player's 3 Conquest cards (data §7.1, §7.2; SEED l.93–94, 132–143): face down beside
 * your Empire; each wave draws one at random and shuffles it back (SEED l.143), so every wave draws
 * from all 3. Their faces are not known: one per row of your Empire [inferred, data §7.2].
 */
export interface ConquestCard extends Sourced {
	id: string;
	/** The row of your Empire it names. */
	row: LocKind;
	name: Text;
}
export const CONQUEST_PROVISIONAL: Text = {
	cs: 'Lícové strany 3 karet dobývání nejsou známy: předpoklad, že každá jmenuje jednu řadu tvé říše (výrobní, vlastností, akční).',
	en: 'The faces of the 3 Conquest cards are unknown: assumed to name one row of your Empire each (Production, Feature, Action).'
};
export const CONQUEST_CARDS: ConquestCard[] = [
	{ id: 'cq1', row: 'production', name: { cs: 'Dobývání – výrobní řada', en: 'Conquest – Production row' } },
	{ id: 'cq2', row: 'feature', name: { cs: 'Dobývání – řada vlastností', en: 'Conquest – Feature row' } },
	{ id: 'cq3', row: 'action', name: { cs: 'Dobývání – akční řada', en: 'Conquest – Action row' } }
].map((c) => ({ ...c, row: c.row as LocKind, source: 'data §7.1, §7.2 (SEED l.93–94, 132–143)', provisional: CONQUEST_PROVISIONAL }));
export const conquestCard = (id: string): ConquestCard => CONQUEST_CARDS.find((c) => c.id === id)!;

/** Conquest waves in rounds 1–5 per difficulty (SEED l.164–170; round 5 has none, l.156). */
export const CONQUEST_WAVES: Record<'easy' | 'medium' | 'hard', number[]> = {
	easy: [0, 1, 1, 2, 0],
	medium: [1, 1, 2, 2, 0],
	hard: [2, 2, 3, 3, 0]
};

/** Cost in Raze tokens of conquering the virtual row's card at `index` (0 = leftmost = "1st"; SEED l.109–111). */
export const virtualConquestCost = (index: number): number => 2 + index;

/** RB p.14 achievement titles by VP. */
export const ACHIEVEMENTS: [number, Text][] = [
	[80, { cs: 'Císař', en: 'Emperor' }],
	[70, { cs: 'Král', en: 'King' }],
	[60, { cs: 'Kastelán', en: 'Castellan' }],
	[50, { cs: 'Rytíř', en: 'Knight' }],
	[40, { cs: 'Panoš', en: 'Squire' }],
	[30, { cs: 'Sluha', en: 'Servant' }],
	[0, { cs: 'Prosťáček', en: 'Commoner' }]
];

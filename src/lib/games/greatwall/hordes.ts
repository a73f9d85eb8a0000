/**
 * Horde cards entering play, Raids, and a defeated card leaving (rules layer; spec §5.1, §6.5).
 */
import { drawItems, tx, type StepContext } from '$lib/engine';
import { hordeDef, usedSections } from './facts';
import { sectionText } from './text';
import type { GwState, HordeInPlay } from './types';

/** The top card of the horde deck, reshuffling the discarded ones when it is empty (reading A5). */
export function topHorde(s: GwState, ctx: StepContext): string | null {
	const z = s.zones;
	if (!z.hordeDeck.items.length && z.hordeDiscard.items.length) {
		z.hordeDeck.items.push(...z.hordeDiscard.items.splice(0));
		ctx.random.shuffle(z.hordeDeck.items);
		ctx.log(tx('Odhozené hordy se zamíchaly do nového balíčku.', 'The discarded hordes are shuffled into a new deck.'));
	}
	return z.hordeDeck.items[0] ?? null;
}

/** The section the invasion indicator on top of the deck names (public: the back, seed l.155-159). */
export function indicated(s: GwState): number | null {
	const top = s.zones.hordeDeck.items[0];
	if (!top) return null;
	const sec = hordeDef(s, top).indicator;
	return s.sections[sec] && !s.sections[sec].blocked ? sec : null;
}

const newCard = (s: GwState, id: string): HordeInPlay => ({ id, spots: hordeDef(s, id).spots.map(() => null) });

/** One horde card enters play (seed l.585-602): leftmost empty section first, else the indicator of the new top card; a full section is a Raid. */
export function enterHorde(s: GwState, ctx: StepContext, humans: number): void {
	const id = topHorde(s, ctx);
	if (!id) {
		ctx.log(tx('Balíček hord je prázdný: žádná horda nepřichází.', 'The horde deck is empty: no horde arrives.'));
		return;
	}
	// The card is revealed as it is placed: everybody sees its face (drawItems sets the barrier).
	drawItems(s.zones, 'hordeDeck', 'hordeLimbo', 1, s.seats, ctx);
	s.zones.hordeLimbo.items.shift();
	const empty = usedSections(s).find((i) => s.sections[i].hordes.length === 0);
	// With no card left to show an indicator, the placed card's own back decides (reading A5).
	const target = empty ?? indicated(s) ?? (topHorde(s, ctx) === null ? hordeDef(s, id).indicator : usedSections(s)[0]);
	const sec = s.sections[target]?.blocked ? usedSections(s)[0] : target;
	const name = hordeDef(s, id).name;
	if (s.sections[sec].hordes.length >= 3) {
		// Raid: discard it, and as many Shame tokens as players go to the box (seed l.599-602; the Reed Clan never counts, FAQ #4).
		s.zones.hordeDiscard.items.unshift(id);
		const gone = Math.min(humans, s.shameBank);
		s.shameBank -= gone;
		ctx.log({ cs: `Nájezd na ${sectionText(sec).cs}: ${name.cs} odchází, ${gone} žetonů hanby do krabice.`, en: `A Raid on ${sectionText(sec).en}: ${name.en} is discarded, ${gone} Shame tokens go to the box.` });
		return;
	}
	s.sections[sec].hordes.push(newCard(s, id));
	ctx.log({ cs: `${name.cs} útočí na ${sectionText(sec).cs}.`, en: `${name.en} comes to ${sectionText(sec).en}.` });
}

/** The first horde card of each used section at setup, then (4 players) one by the indicator (seed l.147-159). */
export function setupHordes(s: GwState, ctx: StepContext, extraByIndicator: number): void {
	for (const sec of usedSections(s)) {
		const id = drawItems(s.zones, 'hordeDeck', 'hordeLimbo', 1, s.seats, ctx)[0];
		if (!id) continue;
		s.zones.hordeLimbo.items.shift();
		s.sections[sec].hordes.push(newCard(s, id));
	}
	for (let i = 0; i < extraByIndicator; i++) enterHorde(s, ctx, s.seats);
}

/** The remaining cards at a section slide towards the Wall (seed l.790-795). */
export function removeHorde(s: GwState, sec: number, id: string): void {
	const at = s.sections[sec].hordes.findIndex((h) => h.id === id);
	if (at >= 0) s.sections[sec].hordes.splice(at, 1);
}

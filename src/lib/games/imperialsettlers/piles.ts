/**
 * Decks, discard piles and drawing (RB p.10; data §2: an empty Common deck is reshuffled from
 * its discards; an empty Faction deck only when the match option `factionReshuffle` says so).
 */
import type { StepContext } from '$lib/engine';

import type { FactionId } from './data/types';
import { tx } from './text';
import type { IsState } from './types';
import { cardOf } from './cards';

/** Puts a card on its deck's discard pile. */
export function discardCard(s: IsState, id: string): void {
	const deck = cardOf(s, id).deck;
	if (deck === 'common') s.commonDiscard.push(id);
	else s.discards[deck]!.push(id);
}

function pileOf(s: IsState, deck: 'common' | FactionId): { draw: string[]; discard: string[]; reshuffle: boolean } {
	if (deck === 'common') return { draw: s.commonDeck, discard: s.commonDiscard, reshuffle: true };
	return { draw: s.decks[deck]!, discard: s.discards[deck]!, reshuffle: s.options.factionReshuffle };
}

/** Whether a card can be drawn from this deck now (it has cards, or its discards may be reshuffled). */
export function canDraw(s: IsState, deck: 'common' | FactionId): boolean {
	const p = pileOf(s, deck);
	return p.draw.length > 0 || (p.reshuffle && p.discard.length > 0);
}

/**
 * A card only its holder has seen (a hand card, his own Deal or Foundation) goes where the other
 * seats see it: a reveal (undo stops here) when there is another seat; in solo nobody else looks.
 * A card nobody has seen (a face-down pile, another player's Deal) calls `ctx.reveal()` itself.
 */
export function showHeld(s: IsState, ctx: StepContext): void {
	if (s.players.length > 1) ctx.reveal();
}

/** Takes the top card of a deck (reshuffling its discards when allowed); null when there is none. */
export function takeTop(s: IsState, deck: 'common' | FactionId, ctx: StepContext): string | null {
	const p = pileOf(s, deck);
	if (!p.draw.length && p.reshuffle && p.discard.length) {
		p.draw.push(...ctx.random.shuffle(p.discard.splice(0)));
		ctx.log(tx('Odhozené karty se zamíchaly do nového balíčku.', 'The discards were shuffled into a new deck.'));
	}
	return p.draw.shift() ?? null;
}

/** A player draws one card into hand from the Common deck or his own Faction deck. */
export function drawInto(s: IsState, seat: number, which: 'common' | 'faction', ctx: StepContext): string | null {
	const deck = which === 'common' ? 'common' : s.players[seat].faction;
	const id = takeTop(s, deck, ctx);
	if (!id) return null;
	s.players[seat].hand.push(id);
	ctx.reveal();
	const c = cardOf(s, id);
	ctx.log(
		tx(`{${seat}} si dobírá kartu ${c.name.cs}.`, `{${seat}} drew ${c.name.en}.`),
		[seat],
		which === 'common' ? tx(`{${seat}} si dobírá obecnou kartu.`, `{${seat}} drew a Common card.`) : tx(`{${seat}} si dobírá frakční kartu.`, `{${seat}} drew a Faction card.`)
	);
	return id;
}

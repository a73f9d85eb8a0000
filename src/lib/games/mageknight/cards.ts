/** Deed cards in play (card-modes.ts), with the card queries bound to effects.ts's operations. */
import { EFFECTS } from './effects';
import { cardQueries } from './card-modes';

export * from './card-modes';

export const { cardModes, sidewaysModes, boostable, sidewaysNow } = cardQueries(EFFECTS);

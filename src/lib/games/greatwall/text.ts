/** Names of the game's things in Czech and English (state layer). */
import { tx, type Text } from '$lib/engine';
import type { Resource, Unit } from './types';

const RES: Record<Resource | 'honor', Text> = {
	wood: tx('dřeva', 'Wood'),
	stone: tx('kamene', 'Stone'),
	gold: tx('zlata', 'Gold'),
	chi: tx('či', 'Chi'),
	honor: tx('cti', 'Honor')
};
export const resourceText = (r: Resource | 'honor'): Text => RES[r];

const UNIT: Record<Unit, Text> = { spear: tx('kopiník', 'spearman'), archer: tx('lučištník', 'archer'), horse: tx('jezdec', 'horseman') };
export const unitText = (u: Unit): Text => UNIT[u];

const SECTION: Text[] = [tx('levý úsek', 'the left section'), tx('prostřední úsek', 'the centre section'), tx('pravý úsek', 'the right section')];
export const sectionText = (i: number): Text => SECTION[i] ?? tx('?', '?');

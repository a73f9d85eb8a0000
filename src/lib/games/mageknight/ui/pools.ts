/**
 * The points of the turn (Move, Influence, Healing, Attack by kind and element, Block by element)
 * as short labelled items: the player's area and the dock show the same list.
 */
import type { Pools } from '../types';
import { UI, type Lang } from './labels';

export interface PoolItem {
	key: string;
	label: string;
	n: number;
	kind: 'move' | 'influence' | 'heal' | 'attack' | 'block';
}

const ELS: Record<string, { cs: string; en: string }> = { physical: { cs: '', en: '' }, fire: { cs: 'oheň', en: 'fire' }, ice: { cs: 'led', en: 'ice' }, coldFire: { cs: 'stud. oheň', en: 'cold fire' } };
const KIND: Record<string, { cs: string; en: string }> = { melee: { cs: '', en: '' }, ranged: { cs: 'dálk.', en: 'ranged' }, siege: { cs: 'obl.', en: 'siege' } };

/** Move always; the others when they hold points. */
export function poolItems(p: Pools, lang: Lang): PoolItem[] {
	const out: PoolItem[] = [{ key: 'move', label: UI.move[lang], n: p.move, kind: 'move' }];
	if (p.influence) out.push({ key: 'influence', label: UI.influence[lang], n: p.influence, kind: 'influence' });
	if (p.heal) out.push({ key: 'heal', label: UI.heal[lang], n: p.heal, kind: 'heal' });
	for (const [kind, els] of Object.entries(p.attack))
		for (const [el, n] of Object.entries(els)) {
			if (n <= 0) continue;
			const tag = [KIND[kind]?.[lang], ELS[el]?.[lang]].filter(Boolean).join(' ');
			out.push({ key: `attack-${kind}-${el}`, label: `${UI.attack[lang]}${tag ? ` (${tag})` : ''}`, n, kind: 'attack' });
		}
	for (const [el, n] of Object.entries(p.block)) if (n > 0) out.push({ key: `block-${el}`, label: `${UI.block[lang]}${ELS[el]?.[lang] ? ` (${ELS[el][lang]})` : ''}`, n, kind: 'block' });
	return out;
}

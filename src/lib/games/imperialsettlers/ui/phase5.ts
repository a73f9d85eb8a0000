/**
 * What the virtual player did in its latest phase 5, in words (types.ts Phase5Record, from the
 * seat's view): the Locations moved to its Collection, each attack (the Target revealed and your
 * Location razed, or nothing matched), in solo conquest the discarded face-up cards and each wave
 * (the Conquest card's row and the card conquered, the Fortress besieged, or nothing).
 */
import type { CardHolder } from '../cards';
import { attackTarget } from '../content';
import { conquestCard } from '../data/solo';
import type { Phase5Record } from '../types';
import { cardName, itemText, type Lang } from './labels';

export interface Phase5Summary {
	/** One line for the collapsed section: round, Locations lost, cards added to the Collection. */
	brief: string;
	lines: { key: string; text: string; lost: boolean }[];
	/** Cards its Collection grew by: its Lookout Locations, the Locations it razed, a Common card per conquest. */
	added: number;
}

/** `h`: the match (its owner values: an owner-corrected Attack Target; its pack's added cards' names). */
export function phase5Summary(r: Phase5Record, l: Lang, h: CardHolder = { options: {} }): Phase5Summary {
	const cs = l === 'cs';
	const names = (ids: string[]) => ids.map((id) => cardName(id, l, h)).join(', ');
	const lines: Phase5Summary['lines'] = [];
	lines.push({
		key: 'collected',
		lost: false,
		text: cs
			? `Do sbírky šly jeho lokace z rozhledu: ${r.collected.length ? names(r.collected) : 'žádné'}.`
			: `Its Lookout Locations went to its Collection: ${r.collected.length ? names(r.collected) : 'none'}.`
	});
	r.attacks.forEach((a, i) => {
		const head = cs ? `Útok ${i + 1}` : `Attack ${i + 1}`;
		let text: string;
		if (!a.card) text = cs ? `${head}: útočné karty došly, útok se nekonal.` : `${head}: no Attack card left, no attack.`;
		else {
			const target = itemText(attackTarget(h, a.card), l);
			if (a.razed) text = cs ? `${head}: cíl ${target} → zbořil tvou lokaci ${cardName(a.razed, l, h)} (do sbírky).` : `${head}: Target ${target} → razed your ${cardName(a.razed, l, h)} (to its Collection).`;
			else text = cs ? `${head}: cíl ${target} → nic se neshodovalo, nic nezbořil.` : `${head}: Target ${target} → nothing matched, nothing razed.`;
		}
		lines.push({ key: `attack${i}`, text, lost: !!a.razed });
	});
	if (r.discarded.length)
		lines.push({ key: 'discarded', lost: false, text: cs ? `Odhodil odkryté karty vedle balíčku: ${names(r.discarded)}.` : `It discarded the face-up cards beside its deck: ${names(r.discarded)}.` });
	r.waves.forEach((w, i) => {
		const head = `${conquestCard(w.card).name[l]} (${cs ? 'vlna' : 'wave'} ${i + 1})`;
		const name = w.loc ? cardName(w.loc, l, h) : '';
		const text =
			w.result === 'conquered'
				? cs
					? `${head}: dobyl tvou lokaci ${name}${w.common ? '; do sbírky přidal 1 obecnou kartu lícem dolů' : ''}.`
					: `${head}: conquered your ${name}${w.common ? '; 1 face-down Common card joined its Collection' : ''}.`
				: w.result === 'besieged'
					? cs
						? `${head}: narazil na pevnost ${name}, ta přišla o opevnění.`
						: `${head}: hit your Fortress ${name}, which lost its fortification.`
					: cs
						? `${head}: v řadě není frakční lokace, nic se nestalo.`
						: `${head}: no Faction Location in that row, nothing happened.`;
		lines.push({ key: `wave${i}`, text, lost: w.result !== 'nothing' });
	});
	const razed = r.attacks.filter((a) => a.razed).length;
	const conquered = r.waves.filter((w) => w.result === 'conquered').length;
	const added = r.collected.length + razed + r.waves.filter((w) => w.common).length;
	const parts = cs
		? [`kolo ${r.round}`, `zbořeno ${razed}`, ...(r.waves.length ? [`dobyto ${conquered}`] : []), `sbírka +${added}`]
		: [`round ${r.round}`, `razed ${razed}`, ...(r.waves.length ? [`conquered ${conquered}`] : []), `Collection +${added}`];
	return { brief: parts.join(' · '), lines, added };
}

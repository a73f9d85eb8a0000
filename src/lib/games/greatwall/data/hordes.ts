/**
 * Horde cards (§9.6, [GW-1]): 24 standard and 24 co-op, in types of 3 copies (8 + 8 types, [GW-1]
 * S1, M). Only one type is known: Násilníci / Brutes (seed l.801-808, 1035-1042: the Leader
 * halves its section's defence, rounded down; "Pole odolnosti 5" beside it, possibly 5 spots, L).
 * Every other value is a placeholder inside the spec's ranges: a 2 × 6 grid ([GW-1] FAQ #23) with
 * 4–8 spots, offensive power 3–7 (the rulebook's example: 3 cards of total power 15 against defence
 * 14), Honor 2–8. The three copies of a type point at the three sections (a deduction, [GW-1] L:
 * a 2-player/solo deck then keeps 16 cards).
 */
import { tx } from '$lib/engine';
import type { GwSteps, HordeDeck, HordeType, Reward, RewardItem, SectionId, VitalSpot } from './types';

/** Copies of each type ([GW-1]: types of 3). */
export const COPIES_PER_TYPE = 3;
const BACKS: readonly SectionId[] = ['left', 'centre', 'right'];

const REWARD_OF: Record<string, RewardItem | null> = { o: null, w: 'wood', s: 'stone', g: 'gold', c: 'chi', h: 'honor', t: 'tactic' };

/**
 * Vital spots from two rows of 6 characters: `.` no spot, `o` a spot without reward, `w`/`s`/`g`/`c`
 * wood/stone/gold/Chi, `h` 1 Honor, `t` a tactic card.
 */
export function spotsOf(top: string, bottom: string): VitalSpot[] {
	const out: VitalSpot[] = [];
	[top, bottom].forEach((row, r) => {
		for (let c = 0; c < row.length; c++) {
			const ch = row[c];
			if (ch === '.') continue;
			const item = REWARD_OF[ch];
			const reward: Reward = item ? { [item]: 1 } : {};
			out.push({ row: r + 1, col: c + 1, reward });
		}
	});
	return out;
}

const STANDARD_NOTE = tx(
	'Zástupná karta: lícové strany karet hord žádný zdroj neuvádí (data GW-1). Síla, čest, pole a schopnost jsou odhad.',
	'Placeholder card: no source lists the horde card faces (data GW-1). Power, Honor, spots and ability are guesses.'
);
const COOP_NOTE = tx(
	'Zástupná karta: družstevní hordy žádný zdroj neuvádí (data GW-1, GW-6).',
	'Placeholder card: no source lists the co-op hordes (data GW-1, GW-6).'
);

function placeholderType(deck: HordeDeck, n: number, power: number, honor: number, rows: [string, string], leader: GwSteps): HordeType {
	const coop = deck === 'coop';
	return {
		id: `${coop ? 'coop' : 'horde'}-${n}`,
		deck,
		name: coop ? tx(`Družstevní horda ${n} (zástupná)`, `Co-op horde ${n} (placeholder)`) : tx(`Horda ${n} (zástupná)`, `Horde ${n} (placeholder)`),
		power,
		honor,
		spots: spotsOf(...rows),
		leader,
		backs: BACKS,
		source: 'placeholder',
		czechName: 'placeholder',
		guessed: { fields: ['name', 'power', 'honor', 'spots', 'leader', 'backs'], note: coop ? COOP_NOTE : STANDARD_NOTE }
	};
}

/** The 8 standard types; type 1 is the Brutes. */
export const STANDARD_HORDES: readonly HordeType[] = [
	{
		id: 'brutes',
		deck: 'standard',
		name: tx('Násilníci', 'Brutes'),
		power: 5,
		honor: 4,
		spots: spotsOf('.wo.s.', '..hg..'),
		leader: [{ k: 'halveDefence' }],
		backs: BACKS,
		source: '[GW-1] seed l.801-808, 1035-1042 (name, Leader ability; 5 spots L)',
		czechName: 'seed',
		guessed: {
			fields: ['power', 'honor', 'spots', 'backs'],
			note: tx(
				'Známé je jméno a schopnost vůdce; síla, čest, odměny a rub jsou zástupné (5 polí podle OCR, nejisté).',
				'The name and the Leader ability are known; power, Honor, rewards and back are placeholders (5 spots per the OCR, uncertain).'
			)
		}
	},
	placeholderType('standard', 2, 3, 2, ['ow..wo', '..hh..'], []),
	placeholderType('standard', 3, 4, 3, ['.sos..', '..oc..'], []),
	placeholderType('standard', 4, 4, 4, ['go..og', '.o..o.'], [{ k: 'loss', amount: 1 }]),
	placeholderType('standard', 5, 5, 5, ['.ooo..', '.whw..'], []),
	placeholderType('standard', 6, 6, 6, ['oo.too', '.h..s.'], [{ k: 'offence', amount: 2 }]),
	placeholderType('standard', 7, 6, 6, ['.cohc.', 'o....o'], []),
	placeholderType('standard', 8, 7, 8, ['ogoogo', '.htth.'], [{ k: 'defence', amount: -2 }])
];

/** The 8 co-op types (24 cards, §2.1), all placeholders. */
export const COOP_HORDES: readonly HordeType[] = [
	placeholderType('coop', 1, 3, 3, ['.ow...', '..oh..'], []),
	placeholderType('coop', 2, 4, 3, ['so..os', '..h...'], []),
	placeholderType('coop', 3, 4, 4, ['.ggo..', '..oh..'], [{ k: 'loss', amount: 1 }]),
	placeholderType('coop', 4, 5, 4, ['.oco..', 'w.h.w.'], []),
	placeholderType('coop', 5, 5, 5, ['oo..oo', '.th...'], [{ k: 'offence', amount: 1 }]),
	placeholderType('coop', 6, 6, 6, ['.shs..', 'o.oo.o'], []),
	placeholderType('coop', 7, 6, 6, ['wo.ow.', '.hcch.'], [{ k: 'halveDefence' }]),
	placeholderType('coop', 8, 7, 8, ['oggoo.', '.hhtt.'], [{ k: 'defence', amount: -3 }])
];

export const HORDE_TYPES: readonly HordeType[] = [...STANDARD_HORDES, ...COOP_HORDES];

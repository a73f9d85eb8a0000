/**
 * Command cards (§9.9, [GW-4]): the same 6 cards in each of the 4 colours, 1 Reed Clan card and 6
 * solo (Qin) cards with the standard names. No box text is known: the layout is owner → other
 * players → owner (S7, M; seed l.653-677), the usual "other players" box places up to 2 clerks in 2
 * different locations (seed l.657-661), Despotism grants an advanced activation (seed l.556-557, H),
 * Betrayal copies another player's card and stays in the discard pile (seed l.629-630, 1446-1447,
 * H), Attack Order makes all soldiers of a Rest Zone attack (FAQ #11, M) and the solo Work Harder
 * builds a wall piece for Qin (FAQ #15, M). Everything else in the boxes is a placeholder.
 */
import { tx, type Text } from '$lib/engine';
import type { CommandBox, CommandDef, CommandDeck, CzechName, GwSteps } from './types';

const owner = (...steps: GwSteps): CommandBox => ({ scope: 'owner', steps });
const others = (...steps: GwSteps): CommandBox => ({ scope: 'others', steps });

const BOXES_NOTE = tx(
	'Texty polí karet velení žádný zdroj neuvádí (data GW-4): pole jsou zástupná (vzor: vlastník → ostatní hráči → vlastník).',
	'No source gives the command cards’ box texts (data GW-4): the boxes are placeholders (pattern: owner → other players → owner).'
);

interface CardSpec {
	id: string;
	name: Text;
	czechName: CzechName;
	source: string;
	boxes: readonly CommandBox[];
	permanentDiscard?: boolean;
	/** The name too is a placeholder (the 6th card). */
	unnamed?: boolean;
}

const card = (deck: CommandDeck, c: CardSpec, note: Text): CommandDef => ({
	id: deck === 'standard' ? c.id : `${deck}-${c.id}`,
	deck,
	name: c.name,
	boxes: c.boxes,
	permanentDiscard: c.permanentDiscard ?? false,
	source: c.source,
	czechName: c.czechName,
	guessed: { fields: c.unnamed ? ['name', 'boxes'] : ['boxes'], note }
});

const NAMES = {
	despotism: { name: tx('Despotismus', 'Despotism'), czechName: 'seed', source: '[GW-4] seed l.556-557, 667-677, 1575; S6' },
	economy: { name: tx('Ekonomika', 'Economy'), czechName: 'seed', source: '[GW-4] seed l.1575; S6' },
	betrayal: { name: tx('Zrada', 'Betrayal'), czechName: 'seed', source: '[GW-4] seed l.629-630, 1446-1447, 1695-1698; S1 FAQ #35' },
	attackOrder: { name: tx('Rozkaz k útoku', 'Attack Order'), czechName: 'ownTranslation', source: '[GW-4] S1 FAQ #11 (M)' },
	workHarder: { name: tx('Pracujte tvrději', 'Work Harder'), czechName: 'ownTranslation', source: '[GW-4] S1 FAQ #15 (M)' },
	sixth: { name: tx('Karta velení 6 (zástupná)', 'Command card 6 (placeholder)'), czechName: 'placeholder', source: 'placeholder (the 6th name is unknown, [GW-4])' }
} as const;

/** The 6 cards of every colour (§2.2); each colour holds the same six ([GW-4] S1, H). */
export const STANDARD_COMMANDS: readonly CommandDef[] = [
	card('standard', { id: 'despotism', ...NAMES.despotism, boxes: [owner({ k: 'placeClerks', count: 2, distinct: 'yes' }), others({ k: 'placeClerks', count: 1, distinct: 'yes' }), owner({ k: 'advancedActivation', count: 1, location: 'any' })] }, BOXES_NOTE),
	card('standard', { id: 'economy', ...NAMES.economy, boxes: [owner({ k: 'placeClerks', count: 3, distinct: 'yes' }), others({ k: 'placeClerks', count: 2, distinct: 'yes' })] }, BOXES_NOTE),
	card('standard', { id: 'betrayal', ...NAMES.betrayal, permanentDiscard: true, boxes: [owner({ k: 'copyCommand' })] }, tx(
		'Kopírování karty je známé (seed); podle errat má karta i alternativní účinek (přesuň až 2 své úředníky do 1–2 lokací) – to je volba pravidel.',
		'Copying a card is known (seed); per the errata it also has an alternate effect (move up to 2 of your clerks to 1–2 locations) – a rules option.'
	)),
	card('standard', { id: 'attack-order', ...NAMES.attackOrder, boxes: [owner({ k: 'placeClerks', count: 1, distinct: 'yes' }), others({ k: 'placeClerks', count: 1, distinct: 'yes' }), owner({ k: 'attack', count: 10, unit: 'any', from: 'rest' })] }, BOXES_NOTE),
	card('standard', { id: 'work-harder', ...NAMES.workHarder, boxes: [owner({ k: 'placeClerks', count: 2, distinct: 'yes' }), others({ k: 'placeClerks', count: 1, distinct: 'yes' }), owner({ k: 'buildWall', count: 1, discount: 0 })] }, BOXES_NOTE),
	card('standard', { id: 'command-6', ...NAMES.sixth, unnamed: true, boxes: [owner({ k: 'placeClerks', count: 4, distinct: 'yes' }), others({ k: 'placeClerks', count: 2, distinct: 'yes' })] }, BOXES_NOTE)
];

/** The Reed Clan's single card (§8.2: played every Fall; its text is unknown, seed l.1433-1434). */
export const REED_COMMAND: CommandDef = card(
	'reed',
	{
		id: 'command',
		name: tx('Karta velení Rákosového klanu', 'Reed Clan command card'),
		czechName: 'ownTranslation',
		source: '[GW-4] seed l.1391, 1433-1434 (text unknown)',
		boxes: [owner({ k: 'moveClerks', count: 1 }), others({ k: 'placeClerks', count: 1, distinct: 'yes' })]
	},
	tx('Text karty Rákosového klanu není znám: zástupná pole.', 'The Reed Clan card’s text is unknown: placeholder boxes.')
);

const SOLO_NOTE = tx(
	'Texty Qinových karet nejsou známy (data GW-4, GW-6): zástupná pole podle jmen.',
	'Qin’s card texts are unknown (data GW-4, GW-6): placeholder boxes after their names.'
);

/** Qin's 6 solo cards (§8.3.4): the standard names, other effects (seed l.1570-1575). */
export const SOLO_COMMANDS: readonly CommandDef[] = [
	card('solo', { id: 'despotism', ...NAMES.despotism, boxes: [owner({ k: 'placeClerks', count: 2, distinct: 'yes' }), owner({ k: 'advancedActivation', count: 1, location: 'any' })] }, SOLO_NOTE),
	card('solo', { id: 'economy', ...NAMES.economy, boxes: [owner({ k: 'placeClerks', count: 2, distinct: 'yes' }), others({ k: 'placeClerks', count: 2, distinct: 'yes' })] }, SOLO_NOTE),
	card('solo', { id: 'betrayal', ...NAMES.betrayal, boxes: [owner({ k: 'placeClerks', count: 3, distinct: 'yes' }), others({ k: 'placeClerks', count: 1, distinct: 'yes' })] }, SOLO_NOTE),
	card('solo', { id: 'attack-order', ...NAMES.attackOrder, boxes: [owner({ k: 'placeClerks', count: 1, distinct: 'yes' }), owner({ k: 'recruit', count: 2, unit: 'spearman', free: 'yes' })] }, SOLO_NOTE),
	card('solo', { id: 'work-harder', ...NAMES.workHarder, boxes: [owner({ k: 'placeClerks', count: 1, distinct: 'yes' }), others({ k: 'placeClerks', count: 1, distinct: 'yes' }), owner({ k: 'buildWall', count: 1, discount: 0 })] }, tx(
		'Stavba dílu Zdi pro Qina je známá (FAQ č. 15: co Skladiště nezaplatí, je zaplaceno); ostatní pole zástupná.',
		'Building a wall piece for Qin is known (FAQ #15: what the Storehouse cannot pay counts as paid); the other boxes are placeholders.'
	)),
	card('solo', { id: 'command-6', ...NAMES.sixth, unnamed: true, boxes: [owner({ k: 'placeClerks', count: 3, distinct: 'yes' }), others({ k: 'placeClerks', count: 2, distinct: 'yes' })] }, SOLO_NOTE)
];

export const COMMANDS: readonly CommandDef[] = [...STANDARD_COMMANDS, REED_COMMAND, ...SOLO_COMMANDS];

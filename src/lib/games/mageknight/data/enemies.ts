/**
 * Enemy tokens (mage-knight-data.md §5.1): 29 kinds, 60 tokens. Piles: green 12, grey 10,
 * brown 10, violet 10, red 8, white 10. A summoner has attack 0 (its attack is the summoned
 * brown token's).
 */
import type { Text } from '$lib/engine';
import type { EnemyAbility, EnemyDef, Element, PileColor, Resistance } from './types';
import { appName, sameName, seedName, type NameOf } from './names';

const n = (cs: string, en: string): Text => ({ cs, en });
const IMG_DIR: Record<PileColor, string> = {
	green: 'orc',
	grey: 'guardian',
	brown: 'underworld',
	violet: 'mage',
	red: 'draconum',
	white: 'citizen'
};

function e(
	id: string,
	named: NameOf,
	pile: PileColor,
	count: number,
	armor: number,
	attack: number,
	element: Element,
	abilities: EnemyAbility[],
	resist: Resistance[],
	fame: number,
	extra: { seed?: string; source?: string; provisional?: Text } = {}
): EnemyDef {
	const img = `[IMG:old/ui/img/enemies/${IMG_DIR[pile]}/${id.replace(/-/g, '_')}.png] [YAV:src/Enemies.hs]`;
	const source = [img, extra.source, extra.seed].filter(Boolean).join(' ');
	const d: EnemyDef = { id, ...named, pile, count, armor, attack, element, abilities, resist, fame, source };
	if (extra.provisional) d.provisional = extra.provisional;
	return d;
}

export const ENEMIES: EnemyDef[] = [
	// Green: marauding orcs.
	e('prowlers', appName('Slídilové', 'Prowlers'), 'green', 2, 3, 4, 'physical', [], [], 2),
	e('diggers', appName('Kopáči', 'Diggers'), 'green', 2, 3, 3, 'physical', ['fortified'], [], 2),
	e('cursed-hags', appName('Prokleté babizny', 'Cursed Hags'), 'green', 2, 5, 3, 'physical', ['poison'], [], 3),
	e('wolf-riders', seedName('Vlčí jezdci', 'Wolf Riders'), 'green', 2, 4, 3, 'physical', ['swift'], [], 3, { seed: '[SEED:l.1332]' }),
	e('ironclads', seedName('Orčí železoodění', 'Ironclads'), 'green', 2, 3, 4, 'physical', ['brutal'], ['physical'], 4, { seed: '[SEED:l.1997]' }),
	e('orc-summoners', seedName('Orčí vyvolávači', 'Orc Summoners'), 'green', 2, 4, 0, 'physical', ['summon'], [], 4, { seed: '[SEED:l.2068]' }),
	// Grey: keep garrisons.
	e('crossbowmen', appName('Kušníci', 'Crossbowmen'), 'grey', 3, 4, 4, 'physical', ['swift'], [], 3),
	e('guardsmen', appName('Strážní', 'Guardsmen'), 'grey', 3, 7, 3, 'physical', ['fortified'], [], 3),
	e('swordsmen', appName('Šermíři', 'Swordsmen'), 'grey', 2, 5, 6, 'physical', [], [], 4),
	e('golems', appName('Golemové', 'Golems'), 'grey', 2, 5, 2, 'physical', [], ['physical'], 4),
	// Brown: dungeons, monster dens, spawning grounds, summoned monsters.
	e('crypt-worm', appName('Hrobkový červ', 'Crypt Worm'), 'brown', 2, 6, 6, 'physical', ['fortified'], [], 5),
	e('gargoyle', appName('Chrlič', 'Gargoyle'), 'brown', 2, 4, 5, 'physical', [], ['physical'], 4),
	e('medusa', appName('Medúza', 'Medusa'), 'brown', 2, 4, 6, 'physical', ['paralyze'], [], 5),
	e('minotaur', sameName('Minotaur'), 'brown', 2, 5, 5, 'physical', ['brutal'], [], 4, { seed: '[SEED:l.2070]' }),
	e('werewolf', appName('Vlkodlak', 'Werewolf'), 'brown', 2, 5, 7, 'physical', ['swift'], [], 5),
	// Violet: mage tower garrisons, burned monasteries.
	e('monks', appName('Mniši', 'Monks'), 'violet', 2, 5, 5, 'physical', ['poison'], [], 4),
	e('illusionists', appName('Iluzionisté', 'Illusionists'), 'violet', 2, 3, 0, 'physical', ['summon'], ['physical'], 4),
	e('ice-mages', appName('Ledoví mágové', 'Ice Mages'), 'violet', 2, 6, 5, 'ice', [], ['ice'], 5),
	e('ice-golems', seedName('Ledoví golemové', 'Ice Golems'), 'violet', 1, 4, 2, 'ice', ['paralyze'], ['physical', 'ice'], 5, { seed: '[SEED:l.2696]' }),
	e('fire-mages', appName('Ohniví mágové', 'Fire Mages'), 'violet', 2, 5, 6, 'fire', [], ['fire'], 5),
	e('fire-golems', appName('Ohniví golemové', 'Fire Golems'), 'violet', 1, 4, 3, 'fire', ['brutal'], ['physical', 'fire'], 5),
	// Red: Draconum.
	e('fire-dragon', appName('Ohnivý drak', 'Fire Dragon'), 'red', 2, 7, 9, 'fire', [], ['physical', 'fire'], 8),
	e('high-dragon', appName('Veledrak', 'High Dragon'), 'red', 2, 9, 6, 'coldFire', ['brutal'], ['fire', 'ice'], 9),
	e('ice-dragon', appName('Ledový drak', 'Ice Dragon'), 'red', 2, 7, 6, 'ice', ['paralyze'], ['physical', 'ice'], 8),
	e('swamp-dragon', appName('Bažinný drak', 'Swamp Dragon'), 'red', 2, 9, 5, 'physical', ['swift', 'poison'], [], 7),
	// White: city garrisons (in First Reconnaissance only through ruins token 9).
	e('altem-guardsmen', appName('Altemští strážní', 'Altem Guardsmen'), 'white', 2, 7, 6, 'physical', ['fortified'], ['physical', 'fire', 'ice'], 8, {
		source: '[MKD:enemies.rs]',
		provisional: n(
			'Předběžné: útok 6 podle prvního tisku (pozdější vydání uvádí 5).',
			'Provisional: Attack 6 per the first printing (a later edition says 5).'
		)
	}),
	e('altem-mages', appName('Altemští mágové', 'Altem Mages'), 'white', 2, 8, 4, 'coldFire', ['fortified', 'brutal', 'poison'], ['physical'], 8),
	e('freezers', appName('Mrazivci', 'Freezers'), 'white', 3, 7, 3, 'ice', ['swift', 'paralyze'], ['fire'], 7),
	e('gunners', appName('Dělostřelci', 'Gunners'), 'white', 3, 6, 6, 'fire', ['brutal'], ['ice'], 7)
];

/** Tokens per pile (sums of `count`). */
export const PILE_SIZES: Record<PileColor, number> = { green: 12, grey: 10, brown: 10, violet: 10, red: 8, white: 10 };

/** Reputation gained per defeated rampaging token (not when fought in ruins). */
export const REPUTATION_FOR_RAMPAGING = { orc: 1, draconum: 2 } as const;

const ENEMY_BY_ID: Map<string, EnemyDef> = new Map(ENEMIES.map((d) => [d.id, d]));
/** The enemy kind with this id; throws on an unknown id. */
export function enemyById(id: string): EnemyDef {
	const d = ENEMY_BY_ID.get(id);
	if (!d) throw new Error(`mageknight: unknown enemy "${id}"`);
	return d;
}

/** Units (mage-knight-data.md §4). Each ability line is one alternative; `mana` = one mana of that colour. */
import type { Text } from '$lib/engine';
import type { UnitCard } from './types';
import { appName, seedName } from './names';
import { ANY_MANA, all, atk, atkOrBlk, blk, crystal, heal, inf, mv, readyUnit, sp, token } from './fx';

const n = (cs: string, en: string): Text => ({ cs, en });
const REG = (file: string) => `[IMG:old/ui/img/units/regular/${file}.png] [YAV:src/Units.hs]`;
const ELI = (file: string) => `[IMG:old/ui/img/units/elite/${file}.png] [YAV:src/Units.hs]`;

/** Regular (silver) units: the only units in First Reconnaissance. 11 kinds, 20 cards. */
export const REGULAR_UNITS: UnitCard[] = [
	{ id: 'peasants', ...seedName('Vesničané', 'Peasants'), elite: false, count: 3, cost: 4, level: 1, armor: 3, resist: [], recruitAt: ['village'],
		abilities: [{ effect: atkOrBlk(2) }, { effect: inf(2) }, { effect: mv(2) }], source: `${REG('peasants')} [SEED:l.2098]` },
	{ id: 'foresters', ...appName('Lesníci', 'Foresters'), elite: false, count: 2, cost: 5, level: 1, armor: 4, resist: [], recruitAt: ['village'],
		abilities: [{ effect: all(mv(2), sp('foresters')) }, { effect: blk(3) }], source: REG('foresters') },
	{ id: 'herbalists', ...appName('Bylinkáři', 'Herbalists'), elite: false, count: 2, cost: 3, level: 1, armor: 2, resist: [], recruitAt: ['village', 'monastery'],
		abilities: [{ effect: heal(2), mana: 'green' }, { effect: readyUnit(2) }, { effect: token('green') }], source: REG('herbalists') },
	{ id: 'utem-crossbowmen', ...appName('Utemští kušníci', 'Utem Crossbowmen'), elite: false, count: 2, cost: 6, level: 2, armor: 4, resist: [], recruitAt: ['village', 'keep'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: atk(2, 'ranged') }], source: REG('utem_crossbowmen') },
	{ id: 'utem-guardsmen', ...appName('Utemští strážní', 'Utem Guardsmen'), elite: false, count: 2, cost: 5, level: 2, armor: 5, resist: [], recruitAt: ['village', 'keep'],
		abilities: [{ effect: atk(2) }, { effect: all(blk(4), sp('block-removes-swift')) }], source: REG('utem_guardsmen') },
	{ id: 'utem-swordsmen', ...appName('Utemští šermíři', 'Utem Swordsmen'), elite: false, count: 2, cost: 6, level: 2, armor: 4, resist: [], recruitAt: ['keep'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: all(atkOrBlk(6), sp('wound-this-unit')) }], source: REG('utem_swordsmen') },
	{ id: 'guardian-golems', ...seedName('Strážní golemové', 'Guardian Golems'), elite: false, count: 2, cost: 7, level: 2, armor: 3, resist: ['physical'], recruitAt: ['keep', 'mageTower'],
		abilities: [{ effect: atkOrBlk(2) }, { effect: blk(4, 'fire'), mana: 'red' }, { effect: blk(4, 'ice'), mana: 'blue' }], source: `${REG('guardian_golems')} [SEED:l.1941–1948]` },
	{ id: 'illusionists', ...appName('Iluzionisté', 'Illusionists'), elite: false, count: 2, cost: 7, level: 2, armor: 2, resist: ['physical'], recruitAt: ['monastery', 'mageTower'],
		abilities: [{ effect: inf(4) }, { effect: sp('enemy-does-not-attack-unfortified'), mana: 'white' }, { effect: crystal('white') }], source: REG('illusionists') },
	{ id: 'red-cape-monks', ...appName('Mniši rudých plášťů', 'Red Cape Monks'), elite: false, count: 1, cost: 7, level: 2, armor: 4, resist: [], recruitAt: ['monastery'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: atkOrBlk(4, 'fire'), mana: 'red' }], source: REG('red_cape_monks') },
	{ id: 'northern-monks', ...appName('Severští mniši', 'Northern Monks'), elite: false, count: 1, cost: 7, level: 2, armor: 4, resist: [], recruitAt: ['monastery'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: atkOrBlk(4, 'ice'), mana: 'blue' }], source: REG('northern_monks') },
	{ id: 'savage-monks', ...appName('Divocí mniši', 'Savage Monks'), elite: false, count: 1, cost: 7, level: 2, armor: 4, resist: [], recruitAt: ['monastery'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: atk(4, 'siege'), mana: 'green' }], source: REG('savage_monks') }
];

/** Elite (gold) units: recorded for later scenarios, not used in First Reconnaissance. 9 kinds, 20 cards. */
export const ELITE_UNITS: UnitCard[] = [
	{ id: 'fire-golems', ...appName('Ohniví golemové', 'Fire Golems'), elite: true, count: 2, cost: 8, level: 3, armor: 4, resist: ['fire', 'physical'], recruitAt: ['keep', 'mageTower'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: atk(4, 'ranged', 'fire'), mana: 'red' }], source: ELI('fire_golems') },
	{ id: 'ice-golems', ...appName('Ledoví golemové', 'Ice Golems'), elite: true, count: 2, cost: 8, level: 3, armor: 4, resist: ['ice', 'physical'], recruitAt: ['keep', 'mageTower'],
		abilities: [{ effect: atkOrBlk(3) }, { effect: atk(6, 'melee', 'ice'), mana: 'blue' }], source: ELI('ice_golems') },
	{ id: 'fire-mages', ...appName('Ohniví mágové', 'Fire Mages'), elite: true, count: 2, cost: 9, level: 3, armor: 4, resist: ['fire'], recruitAt: ['monastery', 'mageTower'],
		abilities: [{ effect: atk(3, 'ranged', 'fire') }, { effect: atkOrBlk(6, 'fire'), mana: 'red' }, { effect: all(token('red'), crystal('red')) }], source: `${ELI('fire_mages')} [MKD:units.rs]`,
		provisional: n('Předběžné: brnění 4 podle prvního tisku (pozdější vydání uvádí 3).', 'Provisional: Armor 4 per the first printing (a later edition says 3).') },
	{ id: 'ice-mages', ...appName('Ledoví mágové', 'Ice Mages'), elite: true, count: 2, cost: 9, level: 3, armor: 4, resist: ['ice'], recruitAt: ['monastery', 'mageTower'],
		abilities: [{ effect: atkOrBlk(4, 'ice') }, { effect: atk(4, 'siege', 'ice'), mana: 'blue' }, { effect: all(token('blue'), crystal('blue')) }], source: ELI('ice_mages') },
	{ id: 'amotep-gunners', ...appName('Amotepští dělostřelci', 'Amotep Gunners'), elite: true, count: 2, cost: 8, level: 3, armor: 6, resist: [], recruitAt: ['keep', 'city'],
		abilities: [{ effect: atkOrBlk(5) }, { effect: atk(6, 'ranged', 'fire'), mana: 'red' }], source: ELI('amotep_gunners') },
	{ id: 'amotep-freezers', ...appName('Amotepští mrazivci', 'Amotep Freezers'), elite: true, count: 2, cost: 8, level: 3, armor: 6, resist: [], recruitAt: ['keep', 'city'],
		abilities: [{ effect: atkOrBlk(5) }, { effect: sp('freeze-enemy', { n: 3 }), mana: 'blue' }], source: ELI('amotep_freezers') },
	{ id: 'catapults', ...appName('Katapulty', 'Catapults'), elite: true, count: 3, cost: 9, level: 3, armor: 4, resist: [], recruitAt: ['keep', 'city'],
		abilities: [{ effect: atk(3, 'siege') }, { effect: atk(5, 'siege', 'fire'), mana: 'red' }, { effect: atk(5, 'siege', 'ice'), mana: 'blue' }], source: ELI('catapults') },
	{ id: 'altem-mages', ...appName('Altemští mágové', 'Altem Mages'), elite: true, count: 2, cost: 12, level: 4, armor: 5, resist: ['fire', 'ice'], recruitAt: ['city'],
		abilities: [{ effect: all(token(...ANY_MANA), token(...ANY_MANA)) }, { effect: sp('altem-mages', { n: 5, el: 'coldFire' }) }, { effect: sp('altem-mages-black'), mana: 'black' }], source: ELI('altem_mages') },
	{ id: 'altem-guardians', ...appName('Altemští strážci', 'Altem Guardians'), elite: true, count: 3, cost: 11, level: 4, armor: 7, resist: [], recruitAt: ['city'],
		abilities: [{ effect: atk(5) }, { effect: all(blk(8), sp('block-removes-swift')) }, { effect: sp('all-resistances'), mana: 'green' }], source: ELI('altem_guardians') }
];

const UNIT_BY_ID: Map<string, UnitCard> = new Map([...REGULAR_UNITS, ...ELITE_UNITS].map((u) => [u.id, u]));
/** The unit with this id (regular or elite); throws on an unknown id. */
export function unitById(id: string): UnitCard {
	const u = UNIT_BY_ID.get(id);
	if (!u) throw new Error(`mageknight: unknown unit "${id}"`);
	return u;
}

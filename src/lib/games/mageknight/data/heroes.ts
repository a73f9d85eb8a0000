/** The four heroes (mage-knight-data.md §1.1). Names are proper nouns, the same in Czech. */
import type { Text } from '$lib/engine';
import type { HeroDef } from './types';

const same = (s: string): Text => ({ cs: s, en: s });
const DOTS_UNKNOWN: Text = {
	cs: 'Předběžné: krystaly pro automatického hráče u tohoto hrdiny nejsou známé; použity hodnoty z pozdější digitální verze.',
	en: 'Provisional: this hero’s crystals for the Dummy player are unknown; values from a later digital version are used.'
};

export const HEROES: HeroDef[] = [
	{
		id: 'arythea', name: same('Arythea'), title: same('the Blood Cultist'),
		unique: 'battle-versatility', replaces: 'rage',
		dummyCrystals: ['red', 'red', 'white'], provisional: DOTS_UNKNOWN,
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/red/battle_versatility.png] [YAV:src/Hero.hs] [MKD:packages/engine-rs/crates/mk-data/src/heroes.rs]'
	},
	{
		id: 'goldyx', name: same('Goldyx'), title: same('Mightiest of the Draconum'),
		unique: 'will-focus', replaces: 'concentration',
		dummyCrystals: ['green', 'green', 'blue'],
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/green/will_focus.png] [YAV:src/Hero.hs] [RB1-p12] [RB-UE]'
	},
	{
		id: 'norowas', name: same('Norowas'), title: same('Greatest of the Elf-Lords'),
		unique: 'noble-manners', replaces: 'promise',
		dummyCrystals: ['green', 'green', 'white'], provisional: DOTS_UNKNOWN,
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/white/noble_manners.png] [YAV:src/Hero.hs] [MKD:packages/engine-rs/crates/mk-data/src/heroes.rs]'
	},
	{
		id: 'tovak', name: same('Tovak'), title: same('Wyrmstalker, Head of the Order of the Ninth Circle'),
		unique: 'cold-toughness', replaces: 'determination',
		dummyCrystals: ['blue', 'red', 'white'], provisional: DOTS_UNKNOWN,
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/blue/cold_toughness.png] [YAV:src/Hero.hs] [MKD:packages/engine-rs/crates/mk-data/src/heroes.rs]'
	}
];

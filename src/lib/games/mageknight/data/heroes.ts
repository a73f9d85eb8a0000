/**
 * The four heroes (mage-knight-data.md §1.1). Names are proper nouns, the same in Czech; the
 * titles are the app's own Czech translation (no source gives them in Czech).
 */
import type { Text } from '$lib/engine';
import type { HeroDef } from './types';
import { sameName } from './names';

const t = (cs: string, en: string): Text => ({ cs, en });
const DOTS_UNKNOWN: Text = {
	cs: 'Předběžné: krystaly pro automatického hráče u tohoto hrdiny nejsou známé; použity hodnoty z pozdější digitální verze.',
	en: 'Provisional: this hero’s crystals for the Dummy player are unknown; values from a later digital version are used.'
};

export const HEROES: HeroDef[] = [
	{
		id: 'arythea', ...sameName('Arythea'), title: t('krvavá kultistka', 'the Blood Cultist'),
		unique: 'battle-versatility', replaces: 'rage',
		dummyCrystals: ['red', 'red', 'white'], provisional: DOTS_UNKNOWN,
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/red/battle_versatility.png] [YAV:src/Hero.hs] [MKD:packages/engine-rs/crates/mk-data/src/heroes.rs]'
	},
	{
		id: 'goldyx', ...sameName('Goldyx'), title: t('nejmocnější z dračího lidu', 'Mightiest of the Draconum'),
		unique: 'will-focus', replaces: 'concentration',
		dummyCrystals: ['green', 'green', 'blue'],
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/green/will_focus.png] [YAV:src/Hero.hs] [RB1-p12] [RB-UE]'
	},
	{
		id: 'norowas', ...sameName('Norowas'), title: t('největší z elfích pánů', 'Greatest of the Elf-Lords'),
		unique: 'noble-manners', replaces: 'promise',
		dummyCrystals: ['green', 'green', 'white'], provisional: DOTS_UNKNOWN,
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/white/noble_manners.png] [YAV:src/Hero.hs] [MKD:packages/engine-rs/crates/mk-data/src/heroes.rs]'
	},
	{
		id: 'tovak', ...sameName('Tovak'), title: t('lovec draků, hlava Řádu devátého kruhu', 'Wyrmstalker, Head of the Order of the Ninth Circle'),
		unique: 'cold-toughness', replaces: 'determination',
		dummyCrystals: ['blue', 'red', 'white'], provisional: DOTS_UNKNOWN,
		source: '[IMG:old/ui/img/manual/unit_summary.png] [IMG:old/ui/img/cards/basic_actions/blue/cold_toughness.png] [YAV:src/Hero.hs] [MKD:packages/engine-rs/crates/mk-data/src/heroes.rs]'
	}
];

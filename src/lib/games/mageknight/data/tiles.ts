/**
 * Map tiles (mage-knight-data.md §6.3): starting tile A/B, Countryside 1–11, Core C1–C8.
 * Each row is written in the data file's column order: NW, NE, W, C, E, SW, SE.
 * A hex spec is "terrain", optionally "+site", "+colour" (mine/city) and "+orc"/"+drac".
 */
import type { BasicColor, SiteKind, Terrain, TileDef, TileHex, TileHexPos } from './types';

const TERRAINS: Terrain[] = ['plains', 'hills', 'forest', 'wasteland', 'desert', 'swamp', 'lake', 'mountain', 'sea', 'city'];
const SITES: SiteKind[] = ['portal', 'village', 'monastery', 'keep', 'mageTower', 'monsterDen', 'dungeon', 'ruins', 'glade', 'mine', 'spawningGrounds', 'tomb', 'city'];
const COLORS: BasicColor[] = ['red', 'blue', 'green', 'white'];

function hex(spec: string): TileHex {
	const [terrain, ...rest] = spec.split('+');
	if (!TERRAINS.includes(terrain as Terrain)) throw new Error(`mageknight tiles: bad terrain "${terrain}"`);
	const h: TileHex = { terrain: terrain as Terrain };
	for (const part of rest) {
		if (part === 'orc' || part === 'draconum') h.rampage = part;
		else if (COLORS.includes(part as BasicColor)) h.color = part as BasicColor;
		else if (SITES.includes(part as SiteKind)) h.site = part as SiteKind;
		else throw new Error(`mageknight tiles: bad hex part "${part}"`);
	}
	return h;
}

const ORDER: TileHexPos[] = ['NW', 'NE', 'W', 'C', 'E', 'SW', 'SE'];
function tile(id: string, back: TileDef['back'], row: string[], src: string, city?: BasicColor): TileDef {
	const hexes = Object.fromEntries(ORDER.map((p, i) => [p, hex(row[i])])) as Record<TileHexPos, TileHex>;
	const t: TileDef = { id, back, hexes, source: `[YAV:src/Terrain/Type.hs] [IMG:src/ui/img/map-tiles/${src}.png]` };
	if (city) t.city = city;
	return t;
}

export const TILES: TileDef[] = [
	tile('A', 'start', ['plains', 'forest', 'sea', 'plains+portal', 'plains', 'sea', 'sea'], 'BasicTile/A'),
	tile('B', 'start', ['plains', 'forest', 'sea', 'plains+portal', 'plains', 'sea', 'plains'], 'BasicTile/B'),
	tile('1', 'countryside', ['forest+orc', 'lake', 'forest', 'forest+glade', 'plains+village', 'plains', 'plains'], 'BasicTile/1'),
	tile('2', 'countryside', ['hills+orc', 'forest+glade', 'plains', 'hills', 'plains+village', 'hills+mine+green', 'plains'], 'BasicTile/2'),
	tile('3', 'countryside', ['plains', 'hills+keep', 'plains', 'forest', 'hills', 'plains+village', 'hills+mine+white'], 'BasicTile/3'),
	tile('4', 'countryside', ['desert', 'desert', 'hills+orc', 'desert+mageTower', 'mountain', 'plains', 'plains+village'], 'BasicTile/4'),
	tile('5', 'countryside', ['forest', 'plains+monastery', 'forest+glade', 'lake', 'plains+orc', 'forest', 'hills+mine+blue'], 'BasicTile/5'),
	tile('6', 'countryside', ['mountain', 'forest', 'hills+monsterDen', 'hills+mine+red', 'plains', 'hills', 'forest+orc'], 'BasicTile/6'),
	tile('7', 'countryside', ['lake', 'forest+orc', 'plains+monastery', 'swamp', 'forest+glade', 'plains', 'plains+dungeon'], 'BasicTile/7'),
	tile('8', 'countryside', ['forest+glade', 'forest+ruins', 'forest', 'swamp+orc', 'plains', 'swamp', 'swamp+village'], 'BasicTile/8'),
	tile('9', 'countryside', ['wasteland+dungeon', 'mountain', 'plains', 'mountain', 'wasteland+keep', 'wasteland+mageTower', 'plains'], 'BasicTile/9'),
	tile('10', 'countryside', ['hills+monsterDen', 'forest', 'hills', 'mountain', 'plains', 'hills+keep', 'hills+ruins'], 'BasicTile/10'),
	tile('11', 'countryside', ['hills', 'lake', 'plains+ruins', 'plains+mageTower', 'lake', 'lake', 'hills+orc'], 'BasicTile/11'),
	tile('C1', 'core', ['mountain', 'desert+tomb', 'hills+spawningGrounds', 'desert+monastery', 'desert', 'hills', 'desert'], 'CoreTile/1'),
	tile('C2', 'core', ['lake', 'swamp+ruins', 'forest', 'lake', 'hills+mine+green', 'swamp+mageTower', 'swamp+draconum'], 'CoreTile/2'),
	tile('C3', 'core', ['mountain', 'wasteland+ruins', 'wasteland+tomb', 'wasteland', 'hills+mageTower', 'hills+mine+white', 'wasteland'], 'CoreTile/3'),
	tile('C4', 'core', ['hills+mine+blue', 'hills', 'wasteland', 'mountain+draconum', 'wasteland+keep', 'wasteland+ruins', 'wasteland'], 'CoreTile/4'),
	tile('C5', 'core', ['forest+glade', 'swamp+village', 'lake', 'city+city+green', 'swamp+orc', 'forest+orc', 'swamp'], 'CoreTile/5', 'green'),
	tile('C6', 'core', ['forest', 'plains+monastery', 'mountain+draconum', 'city+city+blue', 'lake', 'hills', 'lake'], 'CoreTile/6', 'blue'),
	tile('C7', 'core', ['wasteland+spawningGrounds', 'plains', 'wasteland+keep', 'city+city+white', 'forest', 'lake', 'lake+draconum'], 'CoreTile/7', 'white'),
	tile('C8', 'core', ['desert+ruins', 'hills+mine+red', 'wasteland+draconum', 'city+city+red', 'desert', 'wasteland', 'desert+draconum'], 'CoreTile/8', 'red')
];

/** Countryside tile ids in stack order. */
export const COUNTRYSIDE_IDS: string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'];
export const CORE_IDS: string[] = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'];
export const CITY_TILE_IDS: string[] = ['C5', 'C6', 'C7', 'C8'];

const TILE_BY_ID: Map<string, TileDef> = new Map(TILES.map((t) => [t.id, t]));
/** The tile with this id; throws on an unknown id. */
export function tileById(id: string): TileDef {
	const t = TILE_BY_ID.get(id);
	if (!t) throw new Error(`mageknight: unknown tile "${id}"`);
	return t;
}

/**
 * A hex grid: axial coordinates (q, r), pointy-top, r growing downward (the layout of
 * redblobgames.com/grids/hexagons). Pure geometry; a finite board of hexes becomes a graph
 * through hex-graph.ts. Keys are "q,r" strings so Maps keep insertion order (deterministic).
 */
export interface Hex {
	q: number;
	r: number;
}
/** "q,r": the key of a hex in maps and in a game's state. */
export type HexKey = string;

export const hexKey = (h: Hex): HexKey => `${h.q},${h.r}`;
export function parseHexKey(k: HexKey): Hex {
	const [q, r] = k.split(',').map(Number);
	return { q, r };
}

export type HexDirection = 'NW' | 'NE' | 'E' | 'SE' | 'SW' | 'W';
/** The six neighbours' offsets, by compass direction of a pointy-top hex. */
export const HEX_DIRECTIONS: Readonly<Record<HexDirection, Hex>> = {
	NW: { q: 0, r: -1 },
	NE: { q: 1, r: -1 },
	E: { q: 1, r: 0 },
	SE: { q: 0, r: 1 },
	SW: { q: -1, r: 1 },
	W: { q: -1, r: 0 }
};
/** The directions clockwise from north-west: the order every neighbour list follows. */
export const HEX_CLOCKWISE: readonly HexDirection[] = ['NW', 'NE', 'E', 'SE', 'SW', 'W'];

export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const hexScale = (a: Hex, k: number): Hex => ({ q: a.q * k, r: a.r * k });

/** The six hexes around `h`, clockwise from north-west. */
export function hexNeighbours(h: Hex): Hex[] {
	return HEX_CLOCKWISE.map((d) => hexAdd(h, HEX_DIRECTIONS[d]));
}
export const hexNeighbourKeys = (k: HexKey): HexKey[] => hexNeighbours(parseHexKey(k)).map(hexKey);

/** Steps between two hexes on an open grid. */
export function hexDistance(a: Hex, b: Hex): number {
	const dq = a.q - b.q;
	const dr = a.r - b.r;
	return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
export const hexesAdjacent = (a: HexKey, b: HexKey): boolean => hexDistance(parseHexKey(a), parseHexKey(b)) === 1;

/**
 * The hexes next to both `a` and `b`, in `b`'s clockwise order: two for neighbours, one or two
 * 2 apart, none farther (what a step from `a` to `b` passes between). `neighbours` may be a
 * remembered copy of hexNeighbourKeys.
 */
export function hexCommonNeighbourKeys(a: HexKey, b: HexKey, neighbours: (k: HexKey) => readonly HexKey[] = hexNeighbourKeys): HexKey[] {
	const around = neighbours(a);
	return neighbours(b).filter((k) => around.includes(k));
}

/** The hexes exactly `radius` steps from `centre`, clockwise from the western corner ([centre] for 0). */
export function hexRing(centre: Hex, radius: number): Hex[] {
	if (radius <= 0) return [centre];
	const out: Hex[] = [];
	let at = hexAdd(centre, hexScale(HEX_DIRECTIONS.W, radius));
	// From the western corner the sides run north-east, east, south-east, south-west, west, north-west.
	for (const d of [...HEX_CLOCKWISE.slice(1), HEX_CLOCKWISE[0]]) {
		for (let i = 0; i < radius; i++) {
			out.push(at);
			at = hexAdd(at, HEX_DIRECTIONS[d]);
		}
	}
	return out;
}

/** The hexes at most `radius` steps from `centre`: the centre, then ring by ring. */
export function hexesWithin(centre: Hex, radius: number): Hex[] {
	const out: Hex[] = [];
	for (let k = 0; k <= radius; k++) out.push(...hexRing(centre, k));
	return out;
}

/** Rounds fractional axial coordinates to the hex that contains them (by cube coordinates). */
export function hexRound(q: number, r: number): Hex {
	const s = -q - r;
	let rq = Math.round(q);
	let rr = Math.round(r);
	const rs = Math.round(s);
	const dq = Math.abs(rq - q);
	const dr = Math.abs(rr - r);
	const ds = Math.abs(rs - s);
	if (dq > dr && dq > ds) rq = -rr - rs;
	else if (dr > ds) rr = -rq - rs;
	// `+ 0` turns a -0 into 0 so the key reads "0,…", never "-0,…".
	return { q: rq + 0, r: rr + 0 };
}

/** The hexes a straight line from `a` to `b` crosses, both ends included (distance + 1 hexes). */
export function hexLine(a: Hex, b: Hex): Hex[] {
	const n = hexDistance(a, b);
	if (n === 0) return [a];
	// A tiny nudge keeps points on a hex edge from rounding both ways along the line.
	const aq = a.q + 1e-6;
	const ar = a.r + 2e-6;
	const out: Hex[] = [];
	for (let i = 0; i <= n; i++) {
		const t = i / n;
		out.push(hexRound(aq + (b.q - aq) * t, ar + (b.r - ar) * t));
	}
	return out;
}

const SQRT3 = Math.sqrt(3);

/** The centre of a hex on screen, for hexes of radius `size` (centre to corner) with hex (0, 0) at (0, 0). */
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
	return { x: size * SQRT3 * (h.q + h.r / 2), y: size * 1.5 * h.r };
}

/** The hex under a point on screen (the inverse of hexToPixel). */
export function pixelToHex(p: { x: number; y: number }, size: number): Hex {
	const r = (2 / 3) * (p.y / size);
	const q = p.x / (size * SQRT3) - r / 2;
	return hexRound(q, r);
}

/** The six corners of a pointy-top hex of radius `size` around (0, 0), clockwise from the upper right. */
export function hexCorners(size: number): { x: number; y: number }[] {
	const out: { x: number; y: number }[] = [];
	for (let i = 0; i < 6; i++) {
		const a = (Math.PI / 180) * (60 * i - 30);
		out.push({ x: size * Math.cos(a), y: size * Math.sin(a) });
	}
	return out;
}

/**
 * The pan and zoom maths of the kit map view (MapView.svelte), pure so it is tested without a
 * browser. A view maps content coordinates to the box on screen: screen = content · scale + (x, y).
 */
export interface Point {
	x: number;
	y: number;
}
export interface MapTransform {
	scale: number;
	x: number;
	y: number;
}
/** A rectangle of content coordinates. */
export interface Bounds {
	x0: number;
	y0: number;
	x1: number;
	y1: number;
}
export interface ScaleLimits {
	min: number;
	max: number;
}

/** How far a user may zoom (wheel, pinch, buttons, keys). */
export const ZOOM_LIMITS: ScaleLimits = { min: 0.3, max: 3.5 };
/** The scales "fit the whole map" may choose: never so small that nothing can be tapped. */
export const FIT_LIMITS: ScaleLimits = { min: 0.35, max: 2 };
/** Centring on a place zooms in to at least this scale. */
export const CENTRE_MIN_SCALE = 1;
/** One wheel notch, one button press or one key press zooms by this factor. */
export const WHEEL_STEP = 1.15;
export const BUTTON_STEP = 1.25;
/** An arrow key moves the map by this many screen pixels. */
export const KEY_PAN = 40;

const clamp = (v: number, l: ScaleLimits) => Math.max(l.min, Math.min(l.max, v));

/** The box around some points, `pad` wide on each side; null for no points. */
export function boundsOf(points: readonly Point[], pad = 0): Bounds | null {
	if (!points.length) return null;
	let x0 = Infinity;
	let y0 = Infinity;
	let x1 = -Infinity;
	let y1 = -Infinity;
	for (const p of points) {
		x0 = Math.min(x0, p.x);
		y0 = Math.min(y0, p.y);
		x1 = Math.max(x1, p.x);
		y1 = Math.max(y1, p.y);
	}
	return { x0: x0 - pad, y0: y0 - pad, x1: x1 + pad, y1: y1 + pad };
}

/** The view that shows all of `b` in a box of `w`×`h`, centred. */
export function fitBounds(b: Bounds, w: number, h: number, limits: ScaleLimits = FIT_LIMITS): MapTransform {
	const scale = clamp(Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0)), limits);
	return { scale, x: w / 2 - ((b.x0 + b.x1) / 2) * scale, y: h / 2 - ((b.y0 + b.y1) / 2) * scale };
}

/** The view with `p` in the middle of the box, zoomed in to at least `minScale`. */
export function centreOn(t: MapTransform, p: Point, w: number, h: number, minScale = CENTRE_MIN_SCALE): MapTransform {
	const scale = Math.max(t.scale, minScale);
	return { scale, x: w / 2 - p.x * scale, y: h / 2 - p.y * scale };
}

/** Zooms by `factor` keeping the content under the screen point (px, py) where it is. */
export function zoomAround(t: MapTransform, factor: number, px: number, py: number, limits: ScaleLimits = ZOOM_LIMITS): MapTransform {
	const scale = clamp(t.scale * factor, limits);
	return { scale, x: px - (px - t.x) * (scale / t.scale), y: py - (py - t.y) * (scale / t.scale) };
}

export const panBy = (t: MapTransform, dx: number, dy: number): MapTransform => ({ scale: t.scale, x: t.x + dx, y: t.y + dy });

/** Where content point `p` is on screen. */
export const toScreen = (t: MapTransform, p: Point): Point => ({ x: t.x + p.x * t.scale, y: t.y + p.y * t.scale });

/** Whether screen point `s` lies within `margin` of the box's edge (or outside it). */
export const nearEdge = (s: Point, w: number, h: number, margin = 50): boolean => s.x < margin || s.y < margin || s.x > w - margin || s.y > h - margin;

/** How far to move the map so a screen rectangle comes into the box with `margin` to spare (0, 0 when it is in). */
export function panIntoView(r: { left: number; top: number; right: number; bottom: number }, w: number, h: number, margin = 8): Point {
	const dx = r.left < margin ? margin - r.left : r.right > w - margin ? w - margin - r.right : 0;
	const dy = r.top < margin ? margin - r.top : r.bottom > h - margin ? h - margin - r.bottom : 0;
	return { x: dx, y: dy };
}

/** What a key does to the map: a pan, a zoom, a reset, or nothing (the key is left to others). */
export type MapKeyCommand = { kind: 'pan'; dx: number; dy: number } | { kind: 'zoom'; factor: number } | { kind: 'reset' } | null;

export function mapKeyCommand(key: string): MapKeyCommand {
	switch (key) {
		case 'ArrowLeft':
			return { kind: 'pan', dx: KEY_PAN, dy: 0 };
		case 'ArrowRight':
			return { kind: 'pan', dx: -KEY_PAN, dy: 0 };
		case 'ArrowUp':
			return { kind: 'pan', dx: 0, dy: KEY_PAN };
		case 'ArrowDown':
			return { kind: 'pan', dx: 0, dy: -KEY_PAN };
		case '+':
		case '=':
			return { kind: 'zoom', factor: BUTTON_STEP };
		case '-':
		case '_':
			return { kind: 'zoom', factor: 1 / BUTTON_STEP };
		case '0':
			return { kind: 'reset' };
		default:
			return null;
	}
}

/** The SVG transform of a view (rounded: the attribute stays short and stable). */
export const transformAttr = (t: MapTransform): string => `translate(${t.x.toFixed(1)} ${t.y.toFixed(1)}) scale(${t.scale.toFixed(3)})`;

/** Enter and Space activate a focused place, as they do a button. */
export function activateOnKey(e: KeyboardEvent, activate: () => void): void {
	if (e.key === 'Enter' || e.key === ' ') {
		e.preventDefault();
		activate();
	}
}

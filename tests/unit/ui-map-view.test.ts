import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOf, centreOn, fitBounds, mapKeyCommand, nearEdge, panBy, panIntoView, toScreen, transformAttr, zoomAround, ZOOM_LIMITS } from '$lib/ui/map-view';

describe('map view maths', () => {
	it('fits a board into the box, centred, within the fit limits', () => {
		const b = boundsOf([{ x: 0, y: 0 }, { x: 200, y: 100 }], 10);
		expect(b).toEqual({ x0: -10, y0: -10, x1: 210, y1: 110 });
		expect(boundsOf([])).toBeNull();
		const t = fitBounds(b!, 440, 400);
		expect(t.scale).toBe(2);
		expect(toScreen(t, { x: 100, y: 50 })).toEqual({ x: 220, y: 200 });
		expect(fitBounds({ x0: 0, y0: 0, x1: 10000, y1: 10000 }, 100, 100).scale).toBe(0.35);
	});

	it('centres a point, zooming in to at least 1', () => {
		const t = centreOn({ scale: 0.5, x: 3, y: 4 }, { x: 10, y: 20 }, 300, 200);
		expect(t.scale).toBe(1);
		expect(toScreen(t, { x: 10, y: 20 })).toEqual({ x: 150, y: 100 });
		expect(centreOn({ scale: 2, x: 0, y: 0 }, { x: 0, y: 0 }, 300, 200).scale).toBe(2);
	});

	it('zooms around the pointer: the content under it stays put, within the zoom limits', () => {
		fc.assert(
			fc.property(
				fc.double({ min: 0.3, max: 3.5, noNaN: true }),
				fc.double({ min: 0.5, max: 2, noNaN: true }),
				fc.double({ min: -500, max: 500, noNaN: true }),
				fc.double({ min: -500, max: 500, noNaN: true }),
				(scale, factor, px, py) => {
					const t = { scale, x: 17, y: -9 };
					const under = { x: (px - t.x) / t.scale, y: (py - t.y) / t.scale };
					const z = zoomAround(t, factor, px, py);
					expect(z.scale).toBeGreaterThanOrEqual(ZOOM_LIMITS.min);
					expect(z.scale).toBeLessThanOrEqual(ZOOM_LIMITS.max);
					const s = toScreen(z, under);
					expect(s.x).toBeCloseTo(px, 6);
					expect(s.y).toBeCloseTo(py, 6);
				}
			)
		);
	});

	it('pans, and tells when a point is near the edge or a place is out of view', () => {
		expect(panBy({ scale: 2, x: 1, y: 1 }, 5, -3)).toEqual({ scale: 2, x: 6, y: -2 });
		expect(nearEdge({ x: 100, y: 100 }, 300, 300)).toBe(false);
		expect(nearEdge({ x: 40, y: 100 }, 300, 300)).toBe(true);
		expect(nearEdge({ x: 100, y: 260 }, 300, 300)).toBe(true);
		expect(panIntoView({ left: 20, top: 20, right: 60, bottom: 60 }, 300, 300)).toEqual({ x: 0, y: 0 });
		expect(panIntoView({ left: -30, top: 280, right: 10, bottom: 320 }, 300, 300)).toEqual({ x: 38, y: -28 });
	});

	it('maps keys to commands: arrows pan, + and − zoom, 0 resets, others pass', () => {
		expect(mapKeyCommand('ArrowLeft')).toEqual({ kind: 'pan', dx: 40, dy: 0 });
		expect(mapKeyCommand('ArrowDown')).toEqual({ kind: 'pan', dx: 0, dy: -40 });
		expect(mapKeyCommand('+')).toEqual({ kind: 'zoom', factor: 1.25 });
		expect(mapKeyCommand('-')).toEqual({ kind: 'zoom', factor: 0.8 });
		expect(mapKeyCommand('0')).toEqual({ kind: 'reset' });
		expect(mapKeyCommand('Enter')).toBeNull();
		expect(mapKeyCommand('Tab')).toBeNull();
	});

	it('writes the SVG transform as before (one decimal for the offset, three for the scale)', () => {
		expect(transformAttr({ scale: 1.23456, x: 10.26, y: -3 })).toBe('translate(10.3 -3.0) scale(1.235)');
	});
});

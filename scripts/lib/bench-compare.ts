/**
 * A figure measured on two builds (the reference and this tree) in alternating runs, and the
 * table that prints them: reference min/median/max, new min/median/max, and new/reference of the
 * medians. A figure one side could not measure (a game the reference lacks, a failed run) prints "—".
 */
export interface ComparedFigure {
	name: string;
	unit: string;
	/** One sample per run of the reference. */
	ref: number[];
	/** One sample per run of this tree. */
	now: number[];
}

export interface Spread {
	n: number;
	min: number;
	median: number;
	max: number;
}

export const DASH = '—';

export function median(xs: readonly number[]): number {
	if (!xs.length) return NaN;
	const s = xs.slice().sort((a, b) => a - b);
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The nearest-rank percentile (p in 0…100) of the samples; NaN when there are none. */
export function percentile(xs: readonly number[], p: number): number {
	if (!xs.length) return NaN;
	const s = xs.slice().sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** min/median/max of the finite samples (a failed run gives none), or null when there are none. */
export function spread(xs: readonly number[]): Spread | null {
	const ok = xs.filter((x) => Number.isFinite(x));
	if (!ok.length) return null;
	return { n: ok.length, min: Math.min(...ok), median: median(ok), max: Math.max(...ok) };
}

/** Three significant digits at most, no exponent (0.0412, 4.12, 41.2, 412, 4120). */
export function formatNumber(x: number): string {
	if (!Number.isFinite(x)) return DASH;
	if (x === 0) return '0';
	const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(x))));
	return x.toFixed(Math.min(digits, 4));
}

export function formatSpread(s: Spread | null): string {
	return s ? `${formatNumber(s.min)} / ${formatNumber(s.median)} / ${formatNumber(s.max)}` : DASH;
}

/** new/reference of the medians, "1.07×"; "—" when either side has no sample or the reference is 0. */
export function formatRatio(ref: Spread | null, now: Spread | null): string {
	if (!ref || !now || ref.median === 0) return DASH;
	return `${(now.median / ref.median).toFixed(2)}×`;
}

/** The comparison table, one row per figure, columns aligned. */
export function comparisonTable(figures: readonly ComparedFigure[], labels: { ref: string; now: string }): string {
	const head = ['figure', `${labels.ref}: min / median / max`, `${labels.now}: min / median / max`, 'new/ref'];
	const rows = figures.map((f) => {
		const r = spread(f.ref);
		const n = spread(f.now);
		return [`${f.name}${f.unit ? ` (${f.unit})` : ''}`, formatSpread(r), formatSpread(n), formatRatio(r, n)];
	});
	const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
	const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
	return [line(head), ...rows.map(line)].join('\n');
}

/** Collects the samples of named figures run by run, keeping first-seen order. */
export class FigureSamples {
	private figures = new Map<string, ComparedFigure>();

	/** Adds one run's value (undefined or NaN: that side could not measure it this run). */
	add(side: 'ref' | 'now', name: string, unit: string, value: number | undefined): void {
		let f = this.figures.get(name);
		if (!f) this.figures.set(name, (f = { name, unit, ref: [], now: [] }));
		if (value !== undefined && Number.isFinite(value)) f[side].push(value);
	}

	list(): ComparedFigure[] {
		return [...this.figures.values()];
	}
}

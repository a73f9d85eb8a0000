/**
 * Where the time of an online move goes: the traces of both pages (src/lib/net/trace.ts) reduced to
 * the median of each stage per span kind, and the time on the wire between a span's last `send` and
 * the other device's span beginning with the message's arrival (pages of one machine share the clock).
 */
import { TRACE_STAGES, type MoveTrace, type SpanKind, type TraceStage } from '$lib/net/trace';
import { formatNumber, median } from './bench-compare';

/** When a span handed its message to the link: its start plus every stage up to and including `send`. */
export function sentAt(t: MoveTrace): number | undefined {
	if (t.stages.send === undefined) return undefined;
	let at = t.startedAt;
	for (const s of TRACE_STAGES) {
		at += t.stages[s] ?? 0;
		if (s === 'send') return at;
	}
	return undefined;
}

export interface WireTimes {
	/** Host's entry sent → the guest's follow span began (the entry arrived). */
	hostToGuest: number[];
	/** Guest's proposal sent → the host's sequence span began (the proposal arrived). */
	guestToHost: number[];
}

export function wireTimes(host: readonly MoveTrace[], guest: readonly MoveTrace[]): WireTimes {
	const out: WireTimes = { hostToGuest: [], guestToHost: [] };
	const bySeq = (list: readonly MoveTrace[], kind: SpanKind) => new Map(list.filter((t) => t.kind === kind).map((t) => [t.seq, t]));
	const hostSeq = bySeq(host, 'sequence');
	const guestFollow = bySeq(guest, 'follow');
	for (const [seq, h] of hostSeq) {
		const g = guestFollow.get(seq);
		const sent = sentAt(h);
		if (g && sent !== undefined) out.hostToGuest.push(g.startedAt - sent);
	}
	for (const p of guest.filter((t) => t.kind === 'propose')) {
		const h = hostSeq.get(p.seq);
		const sent = sentAt(p);
		if (h && sent !== undefined) out.guestToHost.push(h.startedAt - sent);
	}
	return out;
}

export type StageMedians = Partial<Record<TraceStage | 'total', number>> & { n: number };

export function stageMedians(spans: readonly MoveTrace[]): StageMedians {
	const out: StageMedians = { n: spans.length };
	for (const s of TRACE_STAGES) {
		const xs = spans.map((t) => t.stages[s]).filter((x): x is number => x !== undefined);
		if (xs.length) out[s] = median(xs);
	}
	if (spans.length) out.total = median(spans.map((t) => t.total));
	return out;
}

/** The per-stage median table (ms), one row per device and span kind, and the wire rows. */
export function traceTable(host: readonly MoveTrace[], guest: readonly MoveTrace[]): string {
	const rows: [string, StageMedians][] = [
		['host: sequence (every move)', stageMedians(host.filter((t) => t.kind === 'sequence'))],
		['guest: propose (its own move)', stageMedians(guest.filter((t) => t.kind === 'propose'))],
		['guest: follow (every move)', stageMedians(guest.filter((t) => t.kind === 'follow'))]
	];
	const cols = [...TRACE_STAGES, 'total'] as const;
	const head = ['span (n)', ...cols];
	const body = rows.map(([name, m]) => [`${name} (${m.n})`, ...cols.map((c) => (m[c] === undefined ? '' : formatNumber(m[c]!)))]);
	const w = wireTimes(host, guest);
	body.push([`wire host → guest (${w.hostToGuest.length})`, ...cols.map((c) => (c === 'total' ? formatNumber(median(w.hostToGuest)) : ''))]);
	body.push([`wire guest → host (${w.guestToHost.length})`, ...cols.map((c) => (c === 'total' ? formatNumber(median(w.guestToHost)) : ''))]);
	const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
	const line = (r: string[]) => r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
	return [line(head), ...body.map(line)].join('\n');
}

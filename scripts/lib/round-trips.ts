/**
 * Round trips of online moves from what two pages logged (the browser bench, scripts/bench-browser.ts,
 * after tests/e2e/net-play.spec.ts "measure: action round trip"): every click ([match length before,
 * Date.now()]) and every change of the match's data-length ([length, Date.now()]) on the host and on
 * the guest, both pages of one browser on one machine, so their clocks agree.
 *
 * A move from length L to L+1 was made by the device whose last click at length L came last before
 * the move showed on it; its round trip is from that click to the other device showing length L+1
 * (host → guest: the host moved). A move nobody clicked for (a bot's, a forced one) is skipped.
 */
export interface PageProbe {
	/** [match length, ms] each time the page's data-length changed (the first entry: when the probe started). */
	lens: [number, number][];
	/** [match length when clicked, ms] of every click on the page. */
	clicks: [number, number][];
}

export interface RoundTrip {
	by: 'host' | 'guest';
	/** The length the move made. */
	seq: number;
	/** From the mover's click to its own page showing the move. */
	own: number;
	/** From the mover's click to the other page showing the move. */
	other: number;
}

const shownAt = (lens: [number, number][], len: number) => lens.find(([l]) => l >= len)?.[1];

export function roundTrips(host: PageProbe, guest: PageProbe, start: number, end: number): RoundTrip[] {
	const out: RoundTrip[] = [];
	for (let len = start; len < end; len++) {
		const onHost = shownAt(host.lens, len + 1);
		const onGuest = shownAt(guest.lens, len + 1);
		if (onHost === undefined || onGuest === undefined) continue;
		const lastClick = (p: PageProbe, shown: number) => p.clicks.filter(([l, at]) => l === len && at <= shown).pop()?.[1];
		const hostClick = lastClick(host, onHost);
		const guestClick = lastClick(guest, onGuest);
		if (hostClick === undefined && guestClick === undefined) continue;
		const byHost = hostClick !== undefined && (guestClick === undefined || hostClick > guestClick);
		const click = byHost ? hostClick! : guestClick!;
		out.push(byHost ? { by: 'host', seq: len + 1, own: onHost - click, other: onGuest - click } : { by: 'guest', seq: len + 1, own: onGuest - click, other: onHost - click });
	}
	return out;
}

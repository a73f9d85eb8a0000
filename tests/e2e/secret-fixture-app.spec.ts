/**
 * A secret simultaneous choice online (issue 24; protocol.ts SECRET CHOICES), in the fixture app
 * (its file name ends in fixture-app.spec.ts, so only the `fixture` project runs it): two browser
 * contexts play Lanterns over real WebRTC through the fixture server's PeerServer until the first
 * festival is revealed. Everything the guest receives on its data channels is recorded: no message
 * carries a colour (a `choice`) before both commitments have reached it, and no choice ever
 * travels in the clear (`t: 'secret'`).
 */
import { expect, test, type Page } from '@playwright/test';
import { joinByLink, newDevice, recordReceived, startOnline, takeSeat, FAST, type Device } from './net-helpers';

/** Hosts a Lanterns room (versus, two people) from the home form; the host holds seat 0. */
async function hostLanternsRoom(dev: Device): Promise<string> {
	const page = dev.page;
	await page.goto(`/?${FAST}`);
	await page.getByTestId('new-game').selectOption('lanterns');
	await page.getByTestId('new-mode').selectOption('versus');
	await page.getByTestId('where-online').click();
	for (let i = 0; i < 2; i++) {
		await page.getByTestId(`seat-${i}-human`).click();
		await page.getByTestId(`seat-name-${i}`).fill(i === 0 ? dev.name : 'Host2');
	}
	await page.getByTestId('start-match').click();
	await page.waitForURL((u) => u.pathname === '/room');
	await expect(page.getByTestId('room-seats')).toBeVisible();
	return (await page.getByTestId('room-link').getAttribute('href'))!;
}

/** This page plays its own seat (the first lantern, the first colour) until `done`. */
async function playOwn(page: Page, done: () => Promise<boolean>, deadline: number): Promise<void> {
	while (Date.now() < deadline && !(await done())) {
		const act = page.locator('[data-testid="lanterns-action"][data-t="play"], [data-testid="lanterns-action"][data-t="secret"]').first();
		if (await act.isVisible().catch(() => false)) {
			const before = await page.getByTestId('match').getAttribute('data-length');
			await act.click().catch(() => undefined);
			await page.waitForFunction((b) => document.querySelector('[data-testid="match"]')?.getAttribute('data-length') !== b, before, { timeout: 10_000 }).catch(() => undefined);
		} else await page.waitForTimeout(100);
	}
}

/** The messages in the received frames: '+' frames continue a message, a '.' frame ends it (framing.ts). */
function reassemble(frames: string[]): string[] {
	const out: string[] = [];
	let part = '';
	for (const f of frames) {
		if (f[0] === '+') part += f.slice(1);
		else if (f[0] === '.') {
			out.push(part + f.slice(1));
			part = '';
		}
	}
	return out;
}

function parsed(texts: string[]): Record<string, unknown>[] {
	return texts.flatMap((t) => {
		try {
			return [JSON.parse(t) as Record<string, unknown>];
		} catch {
			return [];
		}
	});
}

test('a festival online: the guest receives no colour before both commitments, and no choice in the clear', async ({ browser }) => {
	// Two browsers, a room and WebRTC links: the first run of a cold fixture server under load took over 2 min.
	test.setTimeout(240_000);
	const a = await newDevice(browser, 'Alena');
	const b = await newDevice(browser, 'Bohouš');
	await recordReceived(b);
	try {
		const link = await hostLanternsRoom(a);
		await joinByLink(b, link);
		await takeSeat(b, 1);
		await startOnline(a, [a, b]);
		const revealed = async () => (await a.page.getByTestId('festival-revealed').isVisible()) && (await b.page.getByTestId('festival-revealed').isVisible());
		const deadline = Date.now() + 150_000;
		await Promise.all([playOwn(a.page, revealed, deadline), playOwn(b.page, revealed, deadline)]);
		expect(await revealed(), 'both devices show the revealed festival').toBe(true);
		await expect(b.page.getByTestId('festival-revealed')).toHaveText(await a.page.getByTestId('festival-revealed').textContent() ?? '');

		const texts = reassemble(await b.page.evaluate(() => (window as unknown as { __dcGot: string[] }).__dcGot));
		expect(texts.some((d) => d.includes('"t":"secret"')), 'a choice in the clear on the wire').toBe(false);
		const got = parsed(texts);
		const entries = got.filter((m) => m.t === 'entry') as { seat: number; action: { t: string } }[];
		const commitAt = (seat: number) => got.findIndex((m) => m.t === 'entry' && (m as { seat: number }).seat === seat && ((m as { action: { t: string } }).action.t === 'commit'));
		const firstChoice = got.findIndex((m) => JSON.stringify(m).includes('"choice"'));
		expect(entries.some((e) => e.action.t === 'reveal' && e.seat === 0), 'the host’s reveal reached the guest').toBe(true);
		expect(commitAt(0)).toBeGreaterThanOrEqual(0);
		expect(commitAt(1)).toBeGreaterThanOrEqual(0);
		expect(firstChoice, 'the first message carrying a colour came after both commitments').toBeGreaterThan(Math.max(commitAt(0), commitAt(1)));
		expect([...a.errors, ...b.errors]).toEqual([]);
	} finally {
		await a.context.close();
		await b.context.close();
	}
});

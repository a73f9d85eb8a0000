/**
 * A secret simultaneous choice online (issue 24; protocol.ts SECRET CHOICES), in the fixture app
 * (its file name ends in fixture-app.spec.ts, so only the `fixture` project runs it): two browser
 * contexts play Lanterns over real WebRTC through the fixture server's PeerServer until the first
 * festival is revealed. Everything the guest receives on its data channels is recorded: no message
 * carries a colour (a `choice`) before both commitments have reached it, and no choice ever
 * travels in the clear (`t: 'secret'`).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectSameRecord, joinByLink, newDevice, recordReceived, startOnline, storedRecord, takeSeat, FAST, type Device } from './net-helpers';

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
			// Time-boxed: the button may vanish between the check and the click (the other device's step arrived).
			await act.click({ timeout: 5_000 }).catch(() => undefined);
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
	test.setTimeout(360_000);
	const a = await newDevice(browser, 'Alena');
	const b = await newDevice(browser, 'Bohouš');
	await recordReceived(b);
	const started = Date.now();
	try {
		const link = await hostLanternsRoom(a);
		await joinByLink(b, link);
		await takeSeat(b, 1);
		await startOnline(a, [a, b]);
		console.log(`[festival online] the room and the links took ${Math.round((Date.now() - started) / 1000)} s`);
		const revealed = async () => (await a.page.getByTestId('festival-revealed').isVisible()) && (await b.page.getByTestId('festival-revealed').isVisible());
		const deadline = Date.now() + 180_000;
		await Promise.all([playOwn(a.page, revealed, deadline), playOwn(b.page, revealed, deadline)]);
		if (!(await revealed())) {
			// Say where each device stood, on the console: a CI run keeps only its output.
			for (const d of [a, b]) {
				const length = await d.page.getByTestId('match').getAttribute('data-length', { timeout: 5_000 }).catch(() => '?');
				const text = await d.page.locator('main').innerText({ timeout: 5_000 }).catch(() => '?');
				console.log(`[festival online] ${d.name} at the deadline: length ${length}; errors ${JSON.stringify(d.errors)}\n${text.slice(0, 1500)}`);
			}
		}
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

/** Plays the first round's turns (never a festival pick) until both pages are asked for their secret colour. */
async function toFestival(devs: Device[], deadline: number): Promise<void> {
	const secretShown = (p: Page) => p.locator('[data-testid="lanterns-action"][data-t="secret"]').first().isVisible().catch(() => false);
	const both = async () => (await secretShown(devs[0].page)) && (await secretShown(devs[1].page));
	await Promise.all(
		devs.map(async (d) => {
			while (Date.now() < deadline && !(await secretShown(d.page))) {
				const play = d.page.locator('[data-testid="lanterns-action"][data-t="play"]').first();
				if (await play.isVisible().catch(() => false)) {
					const before = await d.page.getByTestId('match').getAttribute('data-length');
					await play.click({ timeout: 5_000 }).catch(() => undefined);
					await d.page.waitForFunction((b) => document.querySelector('[data-testid="match"]')?.getAttribute('data-length') !== b, before, { timeout: 10_000 }).catch(() => undefined);
				} else await d.page.waitForTimeout(100);
			}
		})
	);
	expect(await both(), 'both devices are asked for their festival colour').toBe(true);
}

/** Clicks this page's secret colour `nth` and waits until its commitment is in its log; answers the button's label. */
async function pickSecret(page: Page, nth: number): Promise<string> {
	const button = page.locator('[data-testid="lanterns-action"][data-t="secret"]').nth(nth);
	const label = (await button.textContent()) ?? '';
	const before = await page.getByTestId('match').getAttribute('data-length');
	await button.click();
	await page.waitForFunction((b) => document.querySelector('[data-testid="match"]')?.getAttribute('data-length') !== b, before, { timeout: 15_000 });
	return label;
}

/** The actions of the match record this page stored (the agreed log), by seat. */
async function loggedTags(page: Page): Promise<string[]> {
	const record = await storedRecord(page);
	return ((record?.log ?? []) as { seat: number; action: { t: string } }[]).map((e) => `${e.seat}:${e.action.t}`);
}

test('a festival online: a reveal altered on its way is refused on every device, naming the seat (Czech and English), then the committed colour is revealed', async ({ browser }) => {
	test.setTimeout(360_000);
	const a = await newDevice(browser, 'Alena');
	const b = await newDevice(browser, 'Bob');
	await b.context.addInitScript(() => localStorage.setItem('deskovky:lang', 'en'));
	// A cheater's dev tools on B: its first reveal leaves with another colour (the salt kept).
	await b.context.addInitScript(() => {
		const w = window as unknown as { __tampered: number };
		w.__tampered = 0;
		const proto = RTCDataChannel.prototype;
		const send = proto.send as (this: RTCDataChannel, data: string) => void;
		proto.send = function (this: RTCDataChannel, data: string | Blob | ArrayBuffer | ArrayBufferView) {
			if (typeof data === 'string' && !w.__tampered && data.startsWith('.{"t":"propose"') && data.includes('"t":"reveal"')) {
				const m = JSON.parse(data.slice(1)) as { action: { choice: string } };
				const colours = ['red', 'gold', 'blue'];
				m.action.choice = colours[(colours.indexOf(m.action.choice) + 1) % colours.length];
				w.__tampered++;
				return send.call(this, '.' + JSON.stringify(m));
			}
			return send.call(this, data as string);
		} as typeof proto.send;
	});
	try {
		const link = await hostLanternsRoom(a);
		await joinByLink(b, link);
		await takeSeat(b, 1);
		await startOnline(a, [a, b]);
		await toFestival([a, b], Date.now() + 150_000);
		const bPick = (await pickSecret(b.page, 0)).replace(/^In secret: /, '');
		await pickSecret(a.page, 0);
		await expect(a.page.getByTestId('festival-revealed')).toBeVisible({ timeout: 30_000 });
		await expect(b.page.getByTestId('festival-revealed')).toBeVisible({ timeout: 30_000 });
		expect(await b.page.evaluate(() => (window as unknown as { __tampered: number }).__tampered)).toBe(1);
		// Every device names the seat whose reveal was refused, in its own language.
		await expect(a.page.getByTestId('net-alert').filter({ hasText: /Odhalení volby místa Bob .*odmítnuto: Odhalená volba neodpovídá závazku/ })).toBeVisible();
		await expect(b.page.getByTestId('net-alert').filter({ hasText: /The reveal of seat Bob was refused: The reveal does not match the commitment/ })).toBeVisible();
		// The altered reveal moved nothing: one reveal of seat 1 in the agreed log, the same record on both, the committed colour counts.
		await expectSameRecord([a.page, b.page]);
		expect((await loggedTags(a.page)).filter((t) => t === '1:reveal')).toHaveLength(1);
		await expect(b.page.getByTestId('festival-revealed')).toContainText(`Bob ${bPick}`);
		expect([...a.errors, ...b.errors]).toEqual([]);
	} finally {
		await a.context.close();
		await b.context.close();
	}
});

test('a festival online: a device that cleared its pocket after committing reloads, withdraws its commitment, picks again and the match goes on', async ({ browser }) => {
	test.setTimeout(360_000);
	const a = await newDevice(browser, 'Alena');
	const b = await newDevice(browser, 'Bohouš');
	try {
		const link = await hostLanternsRoom(a);
		await joinByLink(b, link);
		await takeSeat(b, 1);
		await startOnline(a, [a, b]);
		await toFestival([a, b], Date.now() + 150_000);
		await pickSecret(b.page, 0);
		// Storage cleared on B (its sealed colour and salt are gone), then a reload.
		await b.page.evaluate(
			() =>
				new Promise<void>((resolve, reject) => {
					const open = indexedDB.open('deskovky-pockets');
					open.onerror = () => reject(open.error);
					open.onsuccess = () => {
						const tx = open.result.transaction('pockets', 'readwrite');
						tx.objectStore('pockets').clear();
						tx.oncomplete = () => (open.result.close(), resolve());
						tx.onerror = () => reject(tx.error);
					};
				})
		);
		await b.page.reload();
		// B withdraws its commitment (nobody has revealed anything yet) and is asked again.
		await expect(b.page.locator('[data-testid="lanterns-action"][data-t="secret"]').first()).toBeVisible({ timeout: 60_000 });
		await expect.poll(() => loggedTags(a.page), { timeout: 15_000 }).toContain('1:withdraw');
		const bPick = (await pickSecret(b.page, 1)).replace(/^Tajně: /, '');
		await pickSecret(a.page, 0);
		await expect(a.page.getByTestId('festival-revealed')).toContainText(`Bohouš ${bPick}`, { timeout: 30_000 });
		await expect(b.page.getByTestId('festival-revealed')).toContainText(`Bohouš ${bPick}`, { timeout: 30_000 });
		await expectSameRecord([a.page, b.page]);
		expect([...a.errors, ...b.errors]).toEqual([]);
	} finally {
		await a.context.close();
		await b.context.close();
	}
});

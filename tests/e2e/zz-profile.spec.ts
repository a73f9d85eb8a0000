import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { startMatch } from './helpers';
import { continueHandoff, playUrl, policyStep, recordSeeds } from './rivals-helpers';
import { MODE_PLANS } from './rivals-policy';

test('profile duel vs bot', async ({ page }) => {
	test.setTimeout(300_000);
	await recordSeeds(page, '2ad684673fb480e6ff41b4555f2d4bba');
	await page.goto('/');
	const { id } = await startMatch(page, { game: 'rivals', mode: 'duel', seats: [{ name: 'Alena', kind: 'human' }, { name: 'Robot', kind: 'bot' }] });
	await page.goto(playUrl(id!));
	await expect(page.getByTestId('rivals-board')).toBeVisible();
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
	await cdp.send('Profiler.start');
	const started = Date.now();
	let moves = 0, steps = 0;
	const stepMs: Record<string, number> = {};
	for (let i = 0; i < 4000 && Date.now() - started < 240_000; i++) {
		const t0 = Date.now();
		const step = await policyStep(page, MODE_PLANS.duel);
		stepMs[step.kind] = (stepMs[step.kind] ?? 0) + Date.now() - t0;
		steps++;
		if (step.kind === 'over') break;
		if (step.kind === 'handoff') await continueHandoff(page);
		if (step.kind === 'move') moves++;
	}
	const { profile } = await cdp.send('Profiler.stop');
	fs.writeFileSync('/tmp/duel.cpuprofile', JSON.stringify(profile));
	console.log('moves', moves, 'steps', steps, 'secs', (Date.now() - started) / 1000, JSON.stringify(stepMs));
});

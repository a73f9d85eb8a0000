/**
 * Accessibility scans with axe-core (issue 11): no serious or critical violation on any
 * page or board state the e2e visits. The report names each rule and the first elements,
 * so a red test says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';

export interface A11yFinding {
	id: string;
	impact: string | null | undefined;
	help: string;
	nodes: string[];
}

/**
 * Runs axe on the page as it is now and returns the serious and critical findings. `exclude`:
 * CSS selectors of parts left out of the scan (known findings that belong to another piece of work).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function seriousA11yFindings(page: Page, exclude: string[] = []): Promise<A11yFinding[]> {
	let builder = new AxeBuilder({ page }).withTags(TAGS);
	for (const sel of exclude) builder = builder.exclude(sel);
	const result = await builder.analyze();
	return result.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`.slice(0, 300)) }));
}

/**
 * The same scan (the same axe-core, tags and impacts) with axe injected once per document and run
 * in the page: AxeBuilder injects the whole axe source again for every scan and finishes each one in
 * a new blank page, ≈2.5 s per scan of a game board on the CI machine against ≈0.4 s here. Only for
 * pages without frames (the app has none).
 */
export async function quickSeriousA11yFindings(page: Page, exclude: string[] = []): Promise<A11yFinding[]> {
	if (!(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')))
		await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
	const violations = await page.evaluate(
		async ({ tags, exclude }) => {
			type V = { id: string; impact?: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };
			const axe = (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: V[] }> } }).axe;
			const r = await axe.run(exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
			return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })) }));
		},
		{ tags: TAGS, exclude }
	);
	return violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`.slice(0, 300)) }));
}

/**
 * Fails with a readable list when axe finds a serious or critical violation; `where` names the state.
 * `quick`: scan with quickSeriousA11yFindings (the Mage Knight flows).
 */
export async function expectNoSeriousA11y(page: Page, where: string, testInfo?: TestInfo, exclude: string[] = [], o: { quick?: boolean } = {}): Promise<void> {
	const findings = o.quick ? await quickSeriousA11yFindings(page, exclude) : await seriousA11yFindings(page, exclude);
	if (findings.length && testInfo) await testInfo.attach(`axe-${where}.json`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
	expect(findings, `axe on ${where}:\n${findings.map((f) => `${f.id} (${f.impact}): ${f.help}\n  ${f.nodes.join('\n  ')}`).join('\n')}`).toEqual([]);
}

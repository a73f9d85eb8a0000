/**
 * Accessibility scans with axe-core (issue 11): no serious or critical violation on any
 * page or board state the e2e visits. The report names each rule and the first elements,
 * so a red test says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

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
export async function seriousA11yFindings(page: Page, exclude: string[] = []): Promise<A11yFinding[]> {
	let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
	for (const sel of exclude) builder = builder.exclude(sel);
	const result = await builder.analyze();
	return result.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`.slice(0, 300)) }));
}

/** Fails with a readable list when axe finds a serious or critical violation; `where` names the state. */
export async function expectNoSeriousA11y(page: Page, where: string, testInfo?: TestInfo, exclude: string[] = []): Promise<void> {
	const findings = await seriousA11yFindings(page, exclude);
	if (findings.length && testInfo) await testInfo.attach(`axe-${where}.json`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
	expect(findings, `axe on ${where}:\n${findings.map((f) => `${f.id} (${f.impact}): ${f.help}\n  ${f.nodes.join('\n  ')}`).join('\n')}`).toEqual([]);
}

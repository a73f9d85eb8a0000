/** Test helper: collects what the kernel reports through `internalErrors` during each test, instead of printing it. */
import { afterEach, beforeEach } from 'vitest';
import { internalErrors } from '../../src/lib/engine';

export type Reported = Parameters<typeof internalErrors.report>[1];

/** Registers the hooks; the returned array holds this test's reports (emptied before each test). */
export function captureInternalErrors(): Reported[] {
	const reported: Reported[] = [];
	const original = internalErrors.report;
	beforeEach(() => {
		reported.length = 0;
		internalErrors.report = (_e, where) => void reported.push(where);
	});
	afterEach(() => {
		internalErrors.report = original;
	});
	return reported;
}

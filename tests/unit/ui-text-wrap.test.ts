/**
 * Words never break mid-word in the play area (issue 23): the kit sets `overflow-wrap: break-word`
 * and `hyphens: auto` on the page (theme.css; the language comes from <html lang>), and no board,
 * card, catalogue or rules style may cut ordinary words with `overflow-wrap: anywhere` or
 * `word-break: break-all | break-word` (codes to copy, outside the play area, may).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
function files(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(svelte|css)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}
/** Codes and addresses to copy (pairing offers, room links): cut anywhere on purpose. */
const CODES = new Set(['src/lib/play/PairingDialog.svelte', 'src/lib/play/QrScanner.svelte']);

describe('text wrapping in the play area', () => {
	it('the kit wraps words without cutting them: overflow-wrap: break-word and hyphens: auto on the body', () => {
		const theme = fs.readFileSync(path.join(ROOT, 'src/lib/ui/theme.css'), 'utf8');
		const body = [...theme.matchAll(/\nbody \{([^}]*)\}/g)].map((m) => m[1]).join('\n');
		expect(body).toMatch(/overflow-wrap:\s*break-word/);
		expect(body).toMatch(/hyphens:\s*auto/);
		expect(fs.readFileSync(path.join(ROOT, 'src/app.html'), 'utf8')).toMatch(/<html lang="cs">/);
	});
	it('no board, card, catalogue or rules style cuts words anywhere', () => {
		const bad: string[] = [];
		for (const f of ['src/lib/ui', 'src/lib/play', 'src/lib/games'].flatMap((d) => files(path.join(ROOT, d)))) {
			const rel = path.relative(ROOT, f);
			if (CODES.has(rel)) continue;
			const text = fs.readFileSync(f, 'utf8');
			for (const m of text.matchAll(/overflow-wrap:\s*anywhere|word-break:\s*break-(?:all|word)/g)) bad.push(`${rel}: ${m[0]}`);
		}
		expect(bad).toEqual([]);
	});
});

/**
 * Rules and bots must be pure functions of their inputs: a match is the fold of
 * its log, replayed on every device. This scans src/lib/engine and src/lib/games
 * (not *.svelte files, not ui/ folders) for sources of nondeterminism.
 * Bots get their randomness as an `rng` parameter; rules keep it in the state.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = ['src/lib/engine', 'src/lib/games'];

const FORBIDDEN: { name: string; re: RegExp }[] = [
	{ name: 'Math.random', re: /\bMath\s*\.\s*random\b/ },
	{ name: 'Date', re: /\bDate\b/ },
	{ name: 'performance.now', re: /\bperformance\s*\.\s*now\b/ },
	{ name: 'crypto.getRandomValues', re: /\bgetRandomValues\b/ },
	{ name: 'crypto.randomUUID', re: /\brandomUUID\b/ },
	{ name: 'for…in over an object (key order)', re: /\bfor\s*\(\s*(?:(?:const|let|var)\s+)?[\w$]+\s+in\s/ }
];

function sourceFiles(dir: string): string[] {
	const abs = path.join(ROOT, dir);
	if (!fs.existsSync(abs)) return [];
	const out: string[] = [];
	for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
		const rel = path.join(dir, entry.name);
		if (entry.isDirectory()) {
			if (entry.name === 'ui' || entry.name === 'node_modules') continue;
			out.push(...sourceFiles(rel));
		} else if (/\.(ts|js|mjs)$/.test(entry.name) && !/\.(test|spec)\.[tj]s$/.test(entry.name)) {
			out.push(rel);
		}
	}
	return out;
}

/** Blanks out comments and the contents of string literals, keeping line numbers. */
export function stripCommentsAndStrings(src: string): string {
	let out = '';
	let i = 0;
	const blank = (s: string) => s.replace(/[^\n]/g, ' ');
	while (i < src.length) {
		const c = src[i];
		const next = src[i + 1];
		if (c === '/' && next === '/') {
			const end = src.indexOf('\n', i);
			const stop = end < 0 ? src.length : end;
			out += blank(src.slice(i, stop));
			i = stop;
		} else if (c === '/' && next === '*') {
			const end = src.indexOf('*/', i + 2);
			const stop = end < 0 ? src.length : end + 2;
			out += blank(src.slice(i, stop));
			i = stop;
		} else if (c === '"' || c === "'" || c === '`') {
			let j = i + 1;
			while (j < src.length && src[j] !== c) {
				if (src[j] === '\\') j++;
				else if (c === '`' && src[j] === '$' && src[j + 1] === '{') break; // keep ${…} code visible
				j++;
			}
			if (c === '`' && src[j] === '$') {
				out += c + blank(src.slice(i + 1, j));
				i = j;
				continue;
			}
			out += c + blank(src.slice(i + 1, j)) + (j < src.length ? c : '');
			i = j + 1;
		} else {
			out += c;
			i++;
		}
	}
	return out;
}

describe('determinism of rules and bots', () => {
	const files = DIRS.flatMap(sourceFiles);

	it('finds the kernel sources', () => {
		expect(files.some((f) => f.endsWith(path.join('engine', 'match.ts')))).toBe(true);
	});

	it('the scanner ignores comments and strings but sees code', () => {
		const code = stripCommentsAndStrings("// Math.random\nconst a = 'Date'; /* for (k in o) */\nfor (const k in o) x(`${Date.now()}`);");
		expect(FORBIDDEN.filter((f) => f.re.test(code)).map((f) => f.name)).toEqual(['Date', 'for…in over an object (key order)']);
		expect(code.split('\n')).toHaveLength(3);
	});

	it.each(files.length ? files : ['(none)'])('%s uses no clock, global randomness or for…in', (file) => {
		if (file === '(none)') return;
		const code = stripCommentsAndStrings(fs.readFileSync(path.join(ROOT, file), 'utf8'));
		const hits: string[] = [];
		code.split('\n').forEach((line, n) => {
			for (const f of FORBIDDEN) if (f.re.test(line)) hits.push(`${file}:${n + 1}: ${f.name}: ${line.trim()}`);
		});
		expect(hits, `Nondeterminism in rules/bots (use the seeded rng in the state or the bot's rng parameter; iterate arrays or sorted keys):\n${hits.join('\n')}`).toEqual([]);
	});
});

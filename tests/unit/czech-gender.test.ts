/**
 * Czech texts that speak of a player never assume the player's gender (issue 23): the logs and
 * prompts of The Rivals for Catan and Imperial Settlers and the shared app's texts use the present
 * tense ("Jana staví město", gender-neutral in Czech) or a noun ("Výhra: Jana"), never the past
 * tense after a name ("Jana postavil") nor a masculine "you" ("už jsi použil", "co bys mohl").
 * Mage Knight's texts are checked by its own tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = ['src/lib/engine', 'src/lib/net', 'src/lib/games/rivals', 'src/lib/games/imperialsettlers', 'src/lib/i18n', 'src/lib/play', 'src/lib/ui', 'src/routes'];
function files(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|svelte)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

const W = 'a-záčďéěíňóřšťúůýž';
/** A player's name in a template: `{${seat}}`, `${who(seat)}`, `{0}`, `{name}`, `{names}`. */
const NAME = String.raw`(?:\{\$\{[^}]+\}\}|\$\{who\([^)]*\)\}|\{\d\}|\{names?\})`;
/** Little words that may stand between the name and its verb. */
const CLITICS = String.raw`(?:(?:si|se|už|mu|jí|ti|mi|tu|pak|teď|ještě|z ruky)\s+)*`;
/** A masculine past-tense form: ends in -l ("postavil", "vzal", "lízl", "mohl", "byl"). */
const PAST = `[${W}]*l(?![${W}])`;
/** Words in -l that are no verbs. */
const NOUNS = new Set(['cíl', 'díl', 'kapitál', 'hotel', 'anděl', 'přítel', 'hostitel', 'obyvatel', 'pravidel', 'cihel', 'jídel', 'posel', 'level']);

const AFTER_NAME = new RegExp(`${NAME}\\s+${CLITICS}(${PAST})`, 'gi');
/** A masculine "you": "jsi použil", "bys mohl", "použil jsi", "sis vzal". */
const YOU = new RegExp(`(?<![${W}])(?:jsi|sis|ses|bys|by sis|by ses)\\s+(?:[${W}]+\\s+){0,3}?(?<![${W}])(${PAST})|(?<![${W}])(${PAST})\\s+(?:jsi|sis|ses)(?![${W}])`, 'gi');
/** The slash workaround ("Vyhrál(a)"). */
const SLASH = new RegExp(`[${W}]l\\(a\\)(?=[\\s:,.!])`, 'gi');

function scan(): string[] {
	const hits: string[] = [];
	for (const dir of DIRS)
		for (const f of files(path.join(ROOT, dir))) {
			const rel = path.relative(ROOT, f);
			fs.readFileSync(f, 'utf8')
				.split('\n')
				.forEach((line, i) => {
					// Comments are not texts a player reads.
					if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
					for (const re of [AFTER_NAME, YOU, SLASH])
						for (const m of line.matchAll(re)) {
							const word = (m[1] ?? m[2] ?? m[0]).toLowerCase();
							if (NOUNS.has(word)) continue;
							hits.push(`${rel}:${i + 1}: ${m[0]}`);
						}
				});
		}
	return hits;
}

describe('gender-neutral Czech texts (issue 23)', () => {
	it('the scanner finds what it is meant to find', () => {
		const sample = ['`{${seat}} postavil ${x}.`', '`${who(0)} hodil ${a}`', "'{0} si vzal kartu'", "'Tuto Mincovnu jsi už použil.'", "'co bys mohl uložit'", "'Vyhrál(a): {names}'"];
		for (const s of sample) expect([AFTER_NAME, YOU, SLASH].some((re) => [...s.matchAll(re)].length > 0), s).toBe(true);
		for (const ok of ['`{${seat}} staví ${x}.`', "'Výhra: {names}'", "'{0} pasuje: cíl 5'", "'Virtuální hráč zbořil lokaci'"])
			expect([AFTER_NAME, YOU, SLASH].some((re) => [...ok.matchAll(re)].length > 0), ok).toBe(false);
	});

	it('no Rivals, Imperial Settlers or app text puts a masculine past tense after a player or on "you"', () => {
		expect(scan()).toEqual([]);
	});

	it('no board or end screen names the winner with the masculine noun ("Vítěz: Jana"); "Výhra: Jana" says it for everyone', () => {
		const hits: string[] = [];
		for (const dir of [...DIRS, 'src/lib/games/mageknight/ui'])
			for (const f of files(path.join(ROOT, dir)))
				for (const m of fs.readFileSync(f, 'utf8').matchAll(/(['"`])Vítěz(?:ové)?(?::[^'"`]*)?\1/g)) hits.push(`${path.relative(ROOT, f)}: ${m[0]}`);
		expect(hits).toEqual([]);
	});
});

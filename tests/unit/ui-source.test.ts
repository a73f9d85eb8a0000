/** Card sources in words a player understands (issue 23): developer codes become kinds of source. */
import { describe, expect, it } from 'vitest';
import { readableSource } from '../../src/lib/ui/source';
import { ALL_CARDS } from '../../src/lib/games/imperialsettlers/data';
import { ALL_CARDS as RIVALS_CARDS, CENTER_CARDS, REGIONS } from '../../src/lib/games/rivals/cards';
import * as MK from '../../src/lib/games/mageknight/data';

describe('readableSource', () => {
	it('maps the data tags of the three games to what a player understands', () => {
		expect(readableSource('data §5.4 jap001–003 (NCF)', 'cs')).toBe('fanouškovská verze hry');
		expect(readableSource('data §5.3 bar016–017 (NCF, R-CZ, RB p.11)', 'cs')).toBe('anglická pravidla, str. 11 · česká pravidla · fanouškovská verze hry');
		expect(readableSource('data §5.1 com018–020 (NCF+VDM, RB p.6–7, p.9)', 'en')).toBe('English rulebook, p. 6–7, 9 · public card list · a fan-made version of the game');
		expect(readableSource('seed L1007-1010; text [K]/[Z] via spec §9.4; count [K][Z]', 'cs')).toBe('česká pravidla · fanouškovská verze hry');
		expect(readableSource('[IMG:old/ui/img/enemies/orcs/wolf_riders.png] [YAV:src/Enemies.hs] [SEED:l.1332]', 'cs')).toBe('česká pravidla · obrázky karet · fanouškovská verze hry');
		expect(readableSource('data §7.2 (PGB2: one sentence)', 'en')).toBe('publisher’s blog');
		expect(readableSource('seed L12; cost/VP [K] (provisional)', 'cs')).toBe('česká pravidla · fanouškovská verze hry · odhad aplikace');
		expect(readableSource('data §6.3', 'cs')).toBe('podklady aplikace');
		// What the data files' sources tables say the codes are.
		expect(readableSource('data §4.1 (NCF, ZK Egyptians.cs, MQ)', 'cs')).toBe('fanouškovská verze hry · fanouškovská pomocná aplikace · recenze hry');
		expect(readableSource('[D] start/region numbers', 'en')).toBe('students’ versions of the game');
		expect(readableSource('[IMG:old/ui/img/manual/unit_summary.png] [YAV:src/Hero.hs] [RB1-p12] [RB-UE]', 'en')).toBe('English rulebook · card images · a fan-made version of the game');
		expect(readableSource('[GS1] [RB-UE] [RB-DE] [SEED]', 'cs')).toBe('česká pravidla · anglická pravidla · německá pravidla · veřejná tabulka');
	});

	it('no card of the three games shows a developer code to the player', () => {
		const mk = Object.values(MK).flatMap((v) => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [])).filter((x): x is { source: string } => !!x && typeof x === 'object' && typeof (x as { source?: unknown }).source === 'string');
		const sources = [...ALL_CARDS, ...RIVALS_CARDS, ...CENTER_CARDS, ...REGIONS, ...mk].map((c) => c.source);
		expect(sources.length).toBeGreaterThan(50);
		for (const raw of sources) {
			const shown = readableSource(raw, 'cs');
			expect(shown, raw).not.toMatch(/§|NCF|VDM|\[|\bL\d|\bRB\b|seed/);
		}
	});
});

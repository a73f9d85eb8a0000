/**
 * play/messages.ts: reasons handed to a board come from the UI catalogs, the match page's texts
 * included (i18n/play.ts, registered apart so they stay off the first page, issue 28).
 */
import { describe, expect, it } from 'vitest';
import { catalogText } from '$lib/play/messages';
import { playCs, playEn } from '$lib/i18n/play';

describe('catalogText', () => {
	it('finds the match page’s texts in both languages', () => {
		expect(catalogText('play.notYourTurn')).toEqual({ cs: playCs.play.notYourTurn, en: playEn.play.notYourTurn });
		expect(playCs.play.notYourTurn).not.toBe(playEn.play.notYourTurn);
	});
	it('fills the variables, a Text in each language', () => {
		const t = catalogText('play.saveFailed', { msg: { cs: 'plný disk', en: 'disk full' } });
		expect(t.cs).toContain('plný disk');
		expect(t.en).toContain('disk full');
	});
	it('still finds the app’s own texts, and names an unknown path', () => {
		expect(catalogText('app.name')).toEqual({ cs: 'Deskovky', en: 'Deskovky' });
		expect(catalogText('play.noSuchText')).toEqual({ cs: 'play.noSuchText', en: 'play.noSuchText' });
	});
});

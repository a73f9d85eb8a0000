import { gameMeta } from '$lib/games/registry';
import type { AppLang } from '$lib/i18n';
import type { MatchSummary } from '$lib/store';

export function gameName(id: string, lang: AppLang): string | null {
	return gameMeta(id)?.name[lang] ?? null;
}

export function modeName(gameId: string, mode: string | null, lang: AppLang): string | null {
	if (!mode) return null;
	return gameMeta(gameId)?.modes.find((m) => m.id === mode)?.name[lang] ?? mode;
}

/** The game's own one-line description of a saved match (older saves: its mode's name). */
export function matchDescription(m: Pick<MatchSummary, 'game' | 'mode' | 'options'>, lang: AppLang): string | null {
	const meta = gameMeta(m.game);
	if (meta && m.options !== undefined) return meta.describe(m.options)[lang] || null;
	return modeName(m.game, m.mode, lang);
}

export function formatWhen(ts: number, lang: AppLang): string {
	const d = new Date(ts);
	if (!Number.isFinite(d.getTime())) return '';
	return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

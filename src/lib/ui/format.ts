import { gameMeta } from '$lib/games/registry';
import type { AppLang } from '$lib/i18n';

export function gameName(id: string, lang: AppLang): string | null {
	return gameMeta(id)?.name[lang] ?? null;
}

export function modeName(gameId: string, mode: string | null, lang: AppLang): string | null {
	if (!mode) return null;
	return gameMeta(gameId)?.modes.find((m) => m.id === mode)?.name[lang] ?? mode;
}

export function formatWhen(ts: number, lang: AppLang): string {
	const d = new Date(ts);
	if (!Number.isFinite(d.getTime())) return '';
	return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

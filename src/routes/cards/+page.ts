import { redirect } from '@sveltejs/kit';

/** The catalogue used to live at /cards: old links and bookmarks land on /catalogue. */
export function load() {
	redirect(307, '/catalogue');
}

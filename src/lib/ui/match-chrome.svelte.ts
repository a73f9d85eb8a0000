/**
 * What the match page lends a game board (issue 11): the prompt lines, the last event and the
 * page's tools (undo, rules). A board built on the kit's BoardFrame shows them in its action
 * bar, so the prompt and its answer sit together on the first screen; the page then leaves
 * them out of its own header. Shared through a Svelte context, so the board's props stay
 * game-only and a board without the kit still works (the page shows the prompts itself).
 */
import { getContext, setContext, type Snippet } from 'svelte';

export interface PromptLine {
	seat: number;
	text: string;
	/** The line is for the person looking at this screen. */
	mine: boolean;
	bot: boolean;
}

export class MatchChrome {
	prompts = $state<PromptLine[]>([]);
	/** The newest line of the event log (announced to screen readers), or null. */
	lastEvent = $state<string | null>(null);
	/** The match is over (the action bar says so instead of a prompt). */
	over = $state<string | null>(null);
	/** The page's own buttons (undo, result…), rendered at the end of the action bar. */
	tools = $state<Snippet | null>(null);
	/** What goes beside the board (the event log): in the frame's side rail on wide screens, under it on phones. */
	side = $state<Snippet | null>(null);
	/** Set by a BoardFrame while it is mounted: the page hides its own prompt list. */
	framed = $state(false);
}

const KEY = Symbol('match-chrome');

export function provideMatchChrome(chrome: MatchChrome): MatchChrome {
	return setContext(KEY, chrome);
}

/** The match page's chrome, or null when the board is shown elsewhere (a test, the catalogue). */
export function matchChrome(): MatchChrome | null {
	return getContext<MatchChrome | undefined>(KEY) ?? null;
}

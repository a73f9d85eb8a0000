/** App-wide shell state shared by the layout and pages. */
export const shell = $state({
	/** A new version is waiting (service worker in prompt mode). */
	needRefresh: false,
	offlineReady: false,
	/** The browser refused the service worker (on https: usually a certificate it does not trust). */
	swFailed: false,
	/** The play page shows an unfinished match: no update prompt now. */
	matchInProgress: false,
	/** The game of the match page on screen (the header links its catalogue); null elsewhere. */
	game: null as string | null,
	/**
	 * Set by the match page: moves focus to the control that answers the current decision (the
	 * layout's first skip link and the Alt+A shortcut use it); null elsewhere.
	 */
	focusAnswers: null as null | (() => boolean),
	applyUpdate: null as null | (() => Promise<void>)
});

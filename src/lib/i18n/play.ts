/**
 * UI text of the match page (turns, hand-offs, the log, the end screen, problems), Czech and English.
 * Registered by the match page and its parts (they import this module; play/messages.ts reads it
 * for reasons), not by i18n/index.ts: these texts stay off the first page's JavaScript (issue 28),
 * as room-lobby.ts does for the online room.
 */
import { addMessages } from 'svelte-i18n';

export const playEn = {
	play: {
		loading: 'Loading the match…',
		notFound: 'No saved match has this id.',
		noId: 'No match was chosen.',
		cannotOpen: 'The match cannot be opened',
		unknownGame: 'This app does not know the game “{id}”.',
		loadFailed: 'The game could not be loaded: {msg}',
		home: 'Back home',
		saves: 'Saved matches',
		handoffTitle: 'Pass the device to {name}',
		handoffHint: 'Others, please look away. Tap when {name} holds the device.',
		handoffButton: 'I am {name} — show my board',
		undo: 'Undo',
		undoTitle: 'Take back your last step',
		log: 'Match log',
		logEmpty: 'Nothing has happened yet.',
		logAll: 'Whole log ({n})',
		logRecent: 'Only the last {n}',
		waiting: 'Waiting for',
		yourTurn: '{name}: {prompt}',
		botThinking: '{name} (bot) is thinking…',
		viewing: 'Viewing as {name}',
		spectator: 'Public view',
		over: 'The match is over',
		winner: 'Winner: {names}',
		winners: 'Winners: {names}',
		draw: 'Draw',
		sharedWin: 'You won together!',
		sharedLoss: 'You lost together',
		solo: 'Score: {score}',
		score: 'Score',
		player: 'Player',
		viewBoard: 'View the board',
		showResult: 'Show the result',
		keysTitle: 'Keyboard',
		keysHelp: 'Alt+A (or the first link, “Skip to answers”, after pressing Tab) moves the focus to the control that answers the current decision; Tab and Shift+Tab go through the other choices, Enter or Space picks one, Escape closes a dialog.',
		rules: 'Rules',
		saveFailed: 'The action could not be saved ({msg}); it was not applied.',
		busy: 'Please wait, the previous action is still being saved.',
		notYourTurn: 'It is not your decision now.',
		botStuck: 'The bot of {name} failed: {msg}',
		seatBot: 'bot'
	}
};

export const playCs: typeof playEn = {
	play: {
		loading: 'Načítám partii…',
		notFound: 'Partie s tímto označením není uložená.',
		noId: 'Nebyla vybrána žádná partie.',
		cannotOpen: 'Partii nejde otevřít',
		unknownGame: 'Tato aplikace nezná hru „{id}“.',
		loadFailed: 'Hru se nepodařilo načíst: {msg}',
		home: 'Zpět domů',
		saves: 'Uložené partie',
		handoffTitle: 'Předej zařízení: {name}',
		handoffHint: 'Ostatní, prosím, nedívejte se. Ťukněte, až zařízení drží {name}.',
		handoffButton: 'Jsem {name} — ukaž moji hru',
		undo: 'Zpět',
		undoTitle: 'Vzít zpět poslední krok',
		log: 'Průběh partie',
		logEmpty: 'Zatím se nic nestalo.',
		logAll: 'Celý průběh ({n})',
		logRecent: 'Jen posledních {n}',
		waiting: 'Na tahu',
		yourTurn: '{name}: {prompt}',
		botThinking: '{name} (bot) přemýšlí…',
		viewing: 'Pohled hráče {name}',
		spectator: 'Veřejný pohled',
		over: 'Partie skončila',
		winner: 'Výhra: {names}',
		winners: 'Výhra: {names}',
		draw: 'Remíza',
		sharedWin: 'Společná výhra!',
		sharedLoss: 'Společná prohra',
		solo: 'Skóre: {score}',
		score: 'Body',
		player: 'Hráč',
		viewBoard: 'Prohlédnout hru',
		showResult: 'Ukázat výsledek',
		keysTitle: 'Klávesnice',
		keysHelp: 'Alt+A (nebo první odkaz „Přeskočit na volby“ po stisku Tab) přesune fokus na volbu, která odpovídá na aktuální rozhodnutí; Tab a Shift+Tab procházejí další volby, Enter nebo mezerník volbu potvrdí, Escape zavře okno.',
		rules: 'Pravidla',
		saveFailed: 'Tah nejde uložit ({msg}); nebyl proveden.',
		busy: 'Chvilku strpení, předchozí tah se ještě ukládá.',
		notYourTurn: 'Teď nerozhodujete vy.',
		botStuck: 'Bot hráče {name} nemůže pokračovat: {msg}',
		seatBot: 'bot'
	}
};

addMessages('cs', playCs);
addMessages('en', playEn);

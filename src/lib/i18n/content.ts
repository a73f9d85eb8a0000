/**
 * UI text of the owner values (/content, the settings' link), Czech and English. Registered by the
 * pages that show it (they import this module), not by i18n/index.ts: off the first page (issue 28).
 */
import { addMessages } from 'svelte-i18n';

export const contentCs = {
	content: {
		nav: 'Hodnoty vlastníka',
		title: 'Hodnoty vlastníka',
		intro:
			'Kde žádný zdroj hodnotu neuvádí, hra se hraje na označené zástupné hodnotě. Máte-li hru doma, opište sem skutečnou hodnotu ze svých karet. Nové partie na tomto zařízení ji použijí (uloží se do partie); rozehrané a uložené partie se nemění. Online platí hodnoty hostitele.',
		game: 'Hra',
		count: '{n, plural, one {# hodnota vlastníka} few {# hodnoty vlastníka} other {# hodnot vlastníka}}',
		none: 'Zatím žádné hodnoty vlastníka: hraje se na zástupných hodnotách.',
		placeholder: 'Zástupná hodnota: {v}',
		owner: 'hodnota vlastníka',
		reset: 'Vrátit zástupnou',
		resetLabel: 'Vrátit zástupnou hodnotu: {field}',
		resetAll: 'Vrátit všechny zástupné',
		saved: 'Uloženo: {field} = {v}.',
		resetDone: 'Vráceno na zástupnou hodnotu: {field}.',
		resetAllDone: 'Všechny hodnoty vráceny na zástupné.',
		saveError: 'Hodnotu se nepodařilo uložit: {msg}',
		source: 'Zdroj',
		noGames: 'Žádná hra zatím nemá opravitelné hodnoty.',
		willUse: 'Použije se {count} (uložených na tomto zařízení).',
		edit: 'Upravit',
		catalogueLink: 'Opravit zástupné hodnoty (hodnoty vlastníka)',
		settingsText: 'Vlastníte hru? Opravte zástupné hodnoty skutečnými hodnotami z karet.'
	}
};
export const contentEn = {
	content: {
		nav: 'Owner values',
		title: 'Owner values',
		intro:
			'Where no source gives a value, the game plays on a labelled placeholder. If you own the game, copy the real value from your cards here. New matches on this device use it (it is saved in the match); running and saved matches do not change. Online, the host’s values apply.',
		game: 'Game',
		count: '{n, plural, one {# owner value} other {# owner values}}',
		none: 'No owner values yet: the game plays on the placeholders.',
		placeholder: 'Placeholder: {v}',
		owner: 'owner value',
		reset: 'Reset to placeholder',
		resetLabel: 'Reset to the placeholder: {field}',
		resetAll: 'Reset all to placeholders',
		saved: 'Saved: {field} = {v}.',
		resetDone: 'Back to the placeholder: {field}.',
		resetAllDone: 'All values are back to the placeholders.',
		saveError: 'The value could not be saved: {msg}',
		source: 'Source',
		noGames: 'No game has correctable values yet.',
		willUse: '{count} will be used (saved on this device).',
		edit: 'Edit',
		catalogueLink: 'Correct placeholder values (owner values)',
		settingsText: 'Own the game? Replace the placeholders with the real values from your cards.'
	}
};

addMessages('cs', contentCs);
addMessages('en', contentEn);

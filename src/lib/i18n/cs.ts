import type { Messages } from './en';

const cs: Messages = {
	app: {
		name: 'Deskovky',
		tagline: 'Náročné deskové hry s přáteli — offline na jednom zařízení i přímo mezi vašimi zařízeními.',
		nav: { home: 'Domů', saves: 'Uložené partie', settings: 'Nastavení', label: 'Hlavní navigace', menu: 'Menu' },
		skip: 'Přeskočit na obsah',
		skipAnswers: 'Přeskočit na volby (Alt+A)',
		update: { ready: 'Je připravena nová verze.', reload: 'Načíst znovu', later: 'Později' },
		loading: 'Načítám…',
		error: {
			notFound: 'Stránka nenalezena',
			notFoundText: 'Na této adrese nic není. Možná jde o starý odkaz.',
			other: 'Něco se nepovedlo',
			home: 'Zpět domů'
		},
		insecure: 'Tato adresa je nezabezpečené http: hrát, ukládat i hrát online můžete, ale offline režim a instalace aplikace vyžadují adresu https nebo localhost.',
		noWorker:
			'Prohlížeč na této adrese odmítl offline část aplikace (na https obvykle proto, že nedůvěřuje certifikátu): hrát, ukládat i hrát online můžete, ale offline režim a instalace aplikace tu nejsou k dispozici.'
	},
	common: { close: 'Zavřít' },
	home: {
		newMatch: 'Nová partie',
		game: 'Hra',
		mode: 'Varianta',
		provisional: 'provizorní obsah',
		players: 'Hráči',
		seat: 'Místo {n}',
		seatName: 'Jméno hráče {n}',
		defaultName: 'Hráč {n}',
		botName: 'Bot {n}',
		human: 'Člověk',
		bot: 'Bot',
		kindLabel: 'Kdo hraje za místo {n}',
		addSeat: 'Přidat hráče',
		removeSeat: 'Odebrat hráče',
		start: 'Začít partii',
		starting: 'Začínám…',
		recent: 'Nedávné partie',
		noRecent: 'Zatím žádné uložené partie.',
		allSaves: 'Všechny uložené partie',
		errNoName: 'Každý hráč potřebuje jméno.',
		errLoad: 'Hru se nepodařilo načíst: {msg}',
		errSave: 'Partii se nepodařilo uložit: {msg}'
	},
	saves: {
		title: 'Uložené partie',
		empty: 'Zatím žádné uložené partie. Začněte novou na úvodní stránce.',
		game: 'Hra',
		players: 'Hráči',
		lastPlayed: 'Naposledy hráno',
		status: 'Stav',
		playing: 'Rozehraná',
		finished: 'Dohraná',
		winners: 'Výhra: {names}',
		draw: 'Remíza',
		sharedWin: 'Společná výhra',
		sharedLoss: 'Společná prohra',
		solo: 'Sólo: {score}',
		soloWon: 'výhra',
		soloLost: 'prohra',
		continue: 'Pokračovat',
		view: 'Prohlédnout',
		delete: 'Smazat',
		export: 'Exportovat',
		confirmDelete: 'Smazat partii „{name}“? Nejde to vrátit.',
		deleted: 'Partie byla smazána.',
		import: 'Importovat partii ze souboru',
		importHint: 'Soubor .json exportovaný z Deskovek.',
		imported: 'Partie byla importována.',
		importedCopy: 'Partie se stejným označením, ale jiným průběhem už existuje; importována jako kopie.',
		importedSame: 'Tato partie už je uložená; nic se nezměnilo.',
		unknownGame: 'neznámá hra ({id})',
		error: 'Uložené partie nejde načíst: {msg}'
	},
	catalogue: {
		nav: 'Katalog',
		title: 'Katalog',
		none: 'Tato hra zatím katalog nemá.',
		loadError: 'Katalog se nepodařilo načíst: {msg}',
		game: 'Hra'
	},
	lang: { cs: 'Čeština', en: 'English' }
};
export default cs;

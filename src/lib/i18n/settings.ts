/**
 * UI text of the settings page (language, storage, network, the owner's data), Czech and English.
 * Registered by the settings page (it imports this module), not by i18n/index.ts: these texts stay
 * off the first page's JavaScript (issue 28), as room-lobby.ts does for the online room.
 */
import { addMessages } from 'svelte-i18n';

export const settingsEn = {
	settings: {
		title: 'Settings',
		language: 'Language',
		languageHint: 'The language of the app and of the games.',
		network: 'Network play',
		networkSoon: 'Coming later.',
		net: {
			hint: 'Players find each other through a signaling server (PeerServer); the game itself then goes directly between devices (WebRTC).',
			statusLocal: "Using this server's own PeerServer (LAN, no internet needed).",
			statusExternal: 'Using the default public PeerServer ({host}); needs internet.',
			statusCustom: 'Using your own settings ({host}).',
			statusLocalAvailable: "This server also has its own PeerServer; “Reset to default” uses it.",
			statusChecking: 'Checking…',
			host: 'PeerServer host',
			hostHint: 'Only the name or IP address, without https://',
			port: 'Port',
			path: 'Path',
			secure: 'Secure connection (HTTPS/WSS)',
			ice: 'ICE servers (STUN/TURN)',
			iceHint: 'Help devices in different networks reach each other. Leave empty for play on one local network.',
			iceNone: 'No ICE servers: only devices on the same network can connect.',
			iceUrl: 'URL of ICE server {n}',
			iceUsername: 'User name',
			iceCredential: 'Password',
			iceAdd: 'Add ICE server',
			iceRemove: 'Remove ICE server {n}',
			save: 'Save',
			reset: 'Reset to default',
			saved: 'Network settings saved.',
			resetDone: 'The default network settings apply again.',
			saveFailed: 'The settings could not be saved: {msg}',
			iceRow: 'ICE server {n}: {msg}',
			err: {
				hostEmpty: 'Enter the PeerServer host.',
				hostScheme: 'Enter only the host name or IP address, without https:// or a path.',
				hostInvalid: 'The host is not a valid name or IP address (IPv6 in [brackets]).',
				portInvalid: 'The port must be a whole number from 1 to 65535.',
				pathInvalid: 'The path must start with “/” and contain no spaces, “?” or “#”.',
				iceUrlEmpty: 'Enter the server URL (or clear the whole row).',
				iceUrlInvalid: 'The URL must start with stun:, stuns:, turn: or turns: followed by a host, e.g. stun:stun.example.org:3478.',
				iceTurnCredentials: 'A TURN server needs a user name and a password.'
			}
		},
		storage: 'Storage',
		persisted: 'The browser keeps your saves permanently.',
		notPersisted: 'The browser may delete saves when space runs low. Export important matches.',
		unknownPersist: 'The browser does not say whether saves are kept permanently.',
		about: 'Deskovky works offline. Your matches are saved only on this device.'
	}
};

export const settingsCs: typeof settingsEn = {
	settings: {
		title: 'Nastavení',
		language: 'Jazyk',
		languageHint: 'Jazyk aplikace i her.',
		network: 'Hra přes síť',
		networkSoon: 'Připravujeme.',
		net: {
			hint: 'Hráči se navzájem najdou přes signalizační server (PeerServer); samotná hra pak běží přímo mezi zařízeními (WebRTC).',
			statusLocal: 'Používá se vlastní PeerServer tohoto serveru (místní síť, internet není potřeba).',
			statusExternal: 'Používá se výchozí veřejný PeerServer ({host}); je potřeba internet.',
			statusCustom: 'Používá se vaše nastavení ({host}).',
			statusLocalAvailable: 'Tento server má i vlastní PeerServer; „Obnovit výchozí“ ho použije.',
			statusChecking: 'Zjišťuji…',
			host: 'Adresa PeerServeru',
			hostHint: 'Jen název nebo IP adresa, bez https://',
			port: 'Port',
			path: 'Cesta',
			secure: 'Zabezpečené spojení (HTTPS/WSS)',
			ice: 'ICE servery (STUN/TURN)',
			iceHint: 'Pomáhají propojit zařízení v různých sítích. Pro hru v jedné místní síti nechte prázdné.',
			iceNone: 'Žádné ICE servery: spojit se mohou jen zařízení ve stejné síti.',
			iceUrl: 'Adresa ICE serveru {n}',
			iceUsername: 'Uživatelské jméno',
			iceCredential: 'Heslo',
			iceAdd: 'Přidat ICE server',
			iceRemove: 'Odebrat ICE server {n}',
			save: 'Uložit',
			reset: 'Obnovit výchozí',
			saved: 'Nastavení sítě je uložené.',
			resetDone: 'Opět platí výchozí nastavení sítě.',
			saveFailed: 'Nastavení nejde uložit: {msg}',
			iceRow: 'ICE server {n}: {msg}',
			err: {
				hostEmpty: 'Zadejte adresu PeerServeru.',
				hostScheme: 'Zadejte jen název nebo IP adresu serveru, bez https:// a bez cesty.',
				hostInvalid: 'Adresa není platný název ani IP adresa (IPv6 v [hranatých závorkách]).',
				portInvalid: 'Port musí být celé číslo od 1 do 65535.',
				pathInvalid: 'Cesta musí začínat „/“ a nesmí obsahovat mezery, „?“ ani „#“.',
				iceUrlEmpty: 'Zadejte adresu serveru (nebo celý řádek vymažte).',
				iceUrlInvalid: 'Adresa musí začínat stun:, stuns:, turn: nebo turns: a pokračovat názvem serveru, např. stun:stun.example.org:3478.',
				iceTurnCredentials: 'TURN server potřebuje uživatelské jméno a heslo.'
			}
		},
		storage: 'Úložiště',
		persisted: 'Prohlížeč uložené partie trvale uchovává.',
		notPersisted: 'Prohlížeč může při nedostatku místa uložené partie smazat. Důležité partie si exportujte.',
		unknownPersist: 'Prohlížeč neříká, zda uložené partie uchová trvale.',
		about: 'Deskovky fungují offline. Partie se ukládají jen v tomto zařízení.'
	}
};

addMessages('cs', settingsCs);
addMessages('en', settingsEn);

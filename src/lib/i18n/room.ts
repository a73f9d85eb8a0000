/**
 * UI text of online rooms that the home page shows (where to play, joining by code, a room
 * without a server), Czech and English. The lobby's, pairing's and network status's texts are in
 * room-lobby.ts, registered by the modules that show them: they stay off the first page's JavaScript.
 */
export const roomEn = {
	room: {
		code: 'Room code',
		host: 'host',
		online: 'Online (devices of friends)',
		here: 'On this device',
		where: 'Where do you play?',
		joinByCode: 'Join a room',
		codePlaceholder: 'code, e.g. K7M2XQ',
		go: 'Join',
		host_action: 'Open a room',
		trust: 'Every device knows the shared seed, so someone with developer tools could work out hidden cards. Play online with friends.'
	},
	pair: {
		serverless: 'No server (QR)',
		serverlessHint: 'The devices connect directly by scanning each other\'s QR codes: no internet and no server needed, just one network (Wi-Fi).',
		joinQr: 'Join by QR (no server)',
		hostQrInstead: 'Host without a server (QR)',
		signaling: 'Signalling server: {url} ({source})',
		src_local: "the app's own server",
		src_external: 'the public PeerJS cloud, the default for a copy of the app without its own server',
		src_custom: 'your setting'
	}
};

export const roomCs: typeof roomEn = {
	room: {
		code: 'Kód místnosti',
		host: 'hostitel',
		online: 'Online (zařízení přátel)',
		here: 'Na tomto zařízení',
		where: 'Kde se hraje?',
		joinByCode: 'Připojit se k místnosti',
		codePlaceholder: 'kód, např. K7M2XQ',
		go: 'Připojit',
		host_action: 'Otevřít místnost',
		trust: 'Každé zařízení zná společné semínko, takže kdo umí s vývojářskými nástroji, mohl by zjistit skryté karty. Online hrajte s přáteli.'
	},
	pair: {
		serverless: 'Bez serveru (QR)',
		serverlessHint: 'Zařízení se spojí napřímo naskenováním QR kódů: bez internetu i bez serveru, stačí jedna síť (Wi-Fi).',
		joinQr: 'Připojit se přes QR (bez serveru)',
		hostQrInstead: 'Hostovat bez serveru (QR)',
		signaling: 'Signalizační server: {url} ({source})',
		src_local: 'vlastní server aplikace',
		src_external: 'veřejný server PeerJS, výchozí pro kopii aplikace bez vlastního serveru',
		src_custom: 'vaše nastavení'
	}
};

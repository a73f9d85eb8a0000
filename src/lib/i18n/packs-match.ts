/** UI text of matches that play a content pack (issue 25, item 4): the new-match form, the badge, the lobby. */
export const packsMatchCs = {
	packMatch: {
		label: 'Data hry',
		builtIn: 'Výchozí',
		changes: '{n, plural, one {# změna} few {# změny} other {# změn}} proti výchozím datům',
		showChanges: 'Co balíček mění',
		noChanges: 'Balíček nic nemění: hraje se s výchozími daty.',
		edit: 'Upravit balíčky dat',
		editWhere: 'Balíčky dat se tvoří a upravují v katalogu hry:',
		loadProblem: 'Balíčky dat nelze načíst: {msg}',
		badgePack: 'Data z balíčku „{name}“ (otisk {hash})',
		badgeOwner: 'Data: hodnoty vlastníka ({n})',
		badgeProvisional: 'Hraje se na zástupných či předběžných hodnotách',
		badgePackShort: 'Balíček „{name}“ (otisk {hash})',
		badgeOwnerShort: 'Hodnoty vlastníka ({n})',
		badgeProvisionalShort: 'Předběžná data',
		added: 'přidáno',
		lobbyTitle: 'Data hry',
		lobbyBuiltIn: 'Hostitel hraje s výchozími daty.',
		lobbyPack: 'Hostitel hraje balíček „{name}“ (otisk {hash}).',
		lobbyAll: 'Všechna zařízení hrají balíček hostitele.',
		lobbyBad: 'Data hostitele nelze přečíst: {msg}',
		differs: 'Váš balíček „{name}“ se liší (otisk {hash}): hraje se balíček hostitele.'
	}
};
export const packsMatchEn = {
	packMatch: {
		label: 'Game data',
		builtIn: 'Built-in',
		changes: '{n, plural, one {# change} other {# changes}} against the built-in data',
		showChanges: 'What the pack changes',
		noChanges: 'The pack changes nothing: the built-in data is played.',
		edit: 'Edit data packs',
		editWhere: 'Data packs are made and edited in the game’s catalogue:',
		loadProblem: 'The data packs cannot be loaded: {msg}',
		badgePack: 'Data from pack “{name}” (hash {hash})',
		badgeOwner: 'Data: owner values ({n})',
		badgeProvisional: 'Plays on placeholder or provisional values',
		badgePackShort: 'Pack “{name}” (hash {hash})',
		badgeOwnerShort: 'Owner values ({n})',
		badgeProvisionalShort: 'Provisional data',
		added: 'added',
		lobbyTitle: 'Game data',
		lobbyBuiltIn: 'The host plays the built-in data.',
		lobbyPack: 'The host plays pack “{name}” (hash {hash}).',
		lobbyAll: 'Every device plays the host’s pack.',
		lobbyBad: 'The host’s data cannot be read: {msg}',
		differs: 'Your pack “{name}” differs (hash {hash}): the host’s is played.'
	}
};

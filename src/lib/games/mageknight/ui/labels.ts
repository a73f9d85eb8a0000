/**
 * Words and colours of the Mage Knight board (Czech and English): terrain, sites, mana,
 * heroes, enemies, effects described in our own words. No rules here: what is legal comes
 * from the legal actions, what things cost from the view.
 */
import type { Text } from '$lib/engine';
import { HEROES } from '../data';
import { deedIn, skillIn, tacticIn } from '../card-tables';
import { BUILT_IN_DATA, maybeEnemyIn, maybeUnitIn, type ContentHolder } from '../content';
import { SPECIAL_TEXT } from './special-texts';
import type { AttackKind, BasicColor, DeedCard, Effect, EnemyAbility, EnemyDef, Element, ManaColor, PileColor, Resistance, Reward, SiteKind, Terrain, UnitCard } from '../data/types';
import type { SiteRewardDef } from '../data/site-rewards';

export type Lang = 'cs' | 'en';
const t = (cs: string, en: string): Text => ({ cs, en });

export const TERRAIN: Record<Terrain, { name: Text; color: string; ink: string }> = {
	plains: { name: t('Pláň', 'Plains'), color: '#c9d98a', ink: '#6f8a3a' },
	hills: { name: t('Kopce', 'Hills'), color: '#d6b877', ink: '#8a6a2c' },
	forest: { name: t('Les', 'Forest'), color: '#5f9a57', ink: '#2c5a28' },
	wasteland: { name: t('Pustina', 'Wasteland'), color: '#b39b86', ink: '#6b5443' },
	desert: { name: t('Poušť', 'Desert'), color: '#ecd290', ink: '#b8913a' },
	swamp: { name: t('Bažina', 'Swamp'), color: '#7f9a7a', ink: '#3f5a45' },
	lake: { name: t('Jezero', 'Lake'), color: '#6fa8d6', ink: '#2e6494' },
	mountain: { name: t('Hory', 'Mountains'), color: '#9b9590', ink: '#4f4a46' },
	sea: { name: t('Moře', 'Sea'), color: '#4d86b8', ink: '#24557f' },
	city: { name: t('Město', 'City'), color: '#c7b7a3', ink: '#5a4633' }
};

export const SITES: Record<SiteKind, Text> = {
	portal: t('Portál', 'Portal'),
	village: t('Vesnice', 'Village'),
	monastery: t('Klášter', 'Monastery'),
	keep: t('Tvrz', 'Keep'),
	mageTower: t('Věž mágů', 'Mage Tower'),
	monsterDen: t('Doupě příšer', 'Monster Den'),
	dungeon: t('Kobka', 'Dungeon'),
	ruins: t('Starobylé ruiny', 'Ancient Ruins'),
	glade: t('Kouzelná mýtina', 'Magical Glade'),
	mine: t('Krystalový důl', 'Crystal Mine'),
	spawningGrounds: t('Líheň', 'Spawning Grounds'),
	tomb: t('Hrobka', 'Tomb'),
	city: t('Město', 'City')
};

export const MANA: Record<ManaColor, { name: Text; color: string }> = {
	red: { name: t('červená', 'red'), color: '#b3261e' },
	blue: { name: t('modrá', 'blue'), color: '#2459b8' },
	green: { name: t('zelená', 'green'), color: '#2b6e2f' },
	white: { name: t('bílá', 'white'), color: '#f4f1e8' },
	gold: { name: t('zlatá', 'gold'), color: '#d9a441' },
	black: { name: t('černá', 'black'), color: '#262220' }
};
/** The mark on a mana chip in the player's language. */
export const manaMark = (c: ManaColor, lang: Lang): string =>
	lang === 'cs' ? { red: 'Č', blue: 'M', green: 'Z', white: 'B', gold: 'Zl', black: 'Čr' }[c] : { red: 'R', blue: 'B', green: 'G', white: 'W', gold: 'Au', black: 'K' }[c];
export const BASIC_COLORS: BasicColor[] = ['red', 'blue', 'green', 'white'];

/** A used (flipped) tactic or skill chip: muted by colour, never by opacity, and still ≥ 4.5:1 (issue 23; tests/unit/ui-contrast.test.ts). */
export const USED_CHIP = { ink: '#5a4a3a', bg: '#efe4cf' };
export const HERO_COLORS: Record<string, string> = { arythea: '#b0262a', goldyx: '#2b7a33', norowas: '#f0ead8', tovak: '#2457b8' };
export const heroName = (id: string): string => HEROES.find((h) => h.id === id)?.name.en ?? id;

export const PILE_COLORS: Record<PileColor, string> = { green: '#3f7f3a', grey: '#8a8a86', brown: '#7a4f2a', violet: '#6b3f8f', red: '#a82828', white: '#ecebe4' };
export const PILE_NAMES: Record<PileColor, Text> = {
	green: t('zelené (orkové)', 'green (orcs)'),
	grey: t('šedé (tvrze)', 'grey (keeps)'),
	brown: t('hnědé (doupata)', 'brown (dungeons)'),
	violet: t('fialové (věže)', 'violet (towers)'),
	red: t('červené (dračí lid)', 'red (Draconum)'),
	white: t('bílé (město)', 'white (city)')
};

export const ELEMENTS: Record<Element, Text> = { physical: t('fyzický', 'physical'), fire: t('ohnivý', 'fire'), ice: t('ledový', 'ice'), coldFire: t('studený oheň', 'cold fire') };
export const ELEMENT_COLORS: Record<Element, string> = { physical: '#6b5a4a', fire: '#c8372d', ice: '#2f7fc0', coldFire: '#7a3fb0' };
export const KINDS: Record<AttackKind, Text> = { melee: t('útok zblízka', 'melee'), ranged: t('dálkový', 'ranged'), siege: t('obléhací', 'siege') };
export const ABILITIES: Record<EnemyAbility, { name: Text; hint: Text }> = {
	fortified: { name: t('opevněný', 'fortified'), hint: t('Jen obléhací útok ve fázi střelby.', 'Only Siege attacks in the ranged phase.') },
	swift: { name: t('rychlý', 'swift'), hint: t('Blok musí být dvojnásobný.', 'Block must be doubled.') },
	brutal: { name: t('brutální', 'brutal'), hint: t('Způsobí dvojnásobné zranění.', 'Deals double damage.') },
	poison: { name: t('jed', 'poison'), hint: t('Zranění navíc do odkládacího balíčku / jednotka dvakrát.', 'Extra Wounds to the discard pile / unit wounded twice.') },
	paralyze: { name: t('paralýza', 'paralyze'), hint: t('Zraněná jednotka je zničena; hrdina odhodí karty.', 'A wounded unit is destroyed; the hero discards cards.') },
	summon: { name: t('vyvolávač', 'summoner'), hint: t('Vyvolá hnědého nepřítele, který útočí místo něj.', 'Summons a brown enemy that attacks instead.') }
};
export const RESISTS: Record<Resistance, Text> = { physical: t('fyzická', 'physical'), fire: t('ohnivá', 'fire'), ice: t('ledová', 'ice') };

export const PHASES: Record<string, Text> = {
	ranged: t('Střelba a obléhání', 'Ranged and siege'),
	block: t('Blokování', 'Block'),
	damage: t('Přidělení zranění', 'Assign damage'),
	attack: t('Útok', 'Attack')
};

export const DECK_KINDS: Record<string, Text> = {
	basic: t('Základní akce', 'Basic Action'),
	advanced: t('Pokročilá akce', 'Advanced Action'),
	spell: t('Kouzlo', 'Spell'),
	artifact: t('Artefakt', 'Artifact'),
	wound: t('Zranění', 'Wound')
};

// ------------------------------------------------------------------ lookups (never throw)

/** A Deed card as the match plays it when `match` is given (its pack's names and numbers: content-cards.ts), else the built-in one. */
export const deed = (id: string, match: ContentHolder = BUILT_IN_DATA): DeedCard | undefined => deedIn(match, id);
/** A unit as the match plays it when `match` is given (its pack's cost and armour: content.ts), else the built-in one. */
export const unit = (id: string, match: ContentHolder = BUILT_IN_DATA): UnitCard | undefined => maybeUnitIn(match, id);
/** An enemy kind as the match plays it (its pack's values in: content.ts); the view carries the options. */
export const enemy = (match: ContentHolder, id: string): EnemyDef | undefined => maybeEnemyIn(match, id);
export const tactic = (id: string, match: ContentHolder = BUILT_IN_DATA) => tacticIn(match, id);
export const skill = (id: string, match: ContentHolder = BUILT_IN_DATA) => skillIn(match, id);

export const cardName = (id: string, lang: Lang, match: ContentHolder = BUILT_IN_DATA): string => deed(id, match)?.name[lang] ?? id;
/** A unit's name; as the match plays it (a pack may rename it: content.ts) when `match` is given. */
export const unitName = (id: string, lang: Lang, match: ContentHolder = BUILT_IN_DATA): string => unit(id, match)?.name[lang] ?? id;
/** An enemy's name; as the match plays it (a pack may rename it: content.ts) when `match` is given. */
export const enemyName = (id: string, lang: Lang, match: ContentHolder = BUILT_IN_DATA): string => enemy(match, id)?.name[lang] ?? (id === '?' ? (lang === 'cs' ? 'skrytý nepřítel' : 'hidden enemy') : id);
export const tacticName = (id: string, lang: Lang, match: ContentHolder = BUILT_IN_DATA): string => tactic(id, match)?.name[lang] ?? id;
export const skillName = (id: string, lang: Lang, match: ContentHolder = BUILT_IN_DATA): string => skill(id, match)?.name[lang] ?? id;

/** A deed card's band colour: its mana colour; artifacts gold, wounds dark red. */
export function deedColor(c: DeedCard | undefined): string {
	if (!c) return '#888';
	if (c.kind === 'wound') return '#5a1d1d';
	if (c.kind === 'artifact') return '#b08a2e';
	return c.color ? MANA[c.color].color : '#888';
}

// ------------------------------------------------------------------ effects in words

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const colors = (cs: ManaColor[], lang: Lang) => cs.map((c) => MANA[c].name[lang]).join(lang === 'cs' ? ' nebo ' : ' or ');

/** An effect in our own words ("Útok 3 (ohnivý)", "Move 2 or Influence 2"). */
export function effectText(e: Effect, lang: Lang): string {
	const cs = lang === 'cs';
	switch (e.k) {
		case 'move':
			return `${cs ? 'Pohyb' : 'Move'} ${e.n}`;
		case 'influence':
			return `${cs ? 'Vliv' : 'Influence'} ${e.n}`;
		case 'attack': {
			const tags = [e.kind !== 'melee' ? KINDS[e.kind][lang] : '', e.el !== 'physical' ? ELEMENTS[e.el][lang] : ''].filter(Boolean);
			if (cs) return `Útok ${e.n}${tags.length ? ` (${tags.join(', ')})` : ''}`;
			const el = e.el === 'physical' ? '' : e.el === 'coldFire' ? 'Cold Fire ' : `${e.el[0].toUpperCase()}${e.el.slice(1)} `;
			const kind = e.kind === 'melee' ? '' : `${e.kind[0].toUpperCase()}${e.kind.slice(1)} `;
			return `${el}${kind}Attack ${e.n}`;
		}
		case 'block':
			if (cs) return `Blok ${e.n}${e.el !== 'physical' ? ` (${ELEMENTS[e.el].cs})` : ''}`;
			return `${e.el === 'physical' ? '' : e.el === 'coldFire' ? 'Cold Fire ' : `${e.el[0].toUpperCase()}${e.el.slice(1)} `}Block ${e.n}`;
		case 'heal':
			return `${cs ? 'Léčení' : 'Healing'} ${e.n}`;
		case 'draw':
			return `${cs ? 'Dober' : 'Draw'} ${e.n}`;
		case 'token':
			return `${cs ? 'Žeton many' : 'Mana token'}: ${colors(e.colors, lang)}`;
		case 'crystal':
			return `${cs ? 'Krystal' : 'Crystal'}: ${colors(e.colors, lang)}`;
		case 'fame':
			return `${cs ? 'Sláva' : 'Fame'} ${signed(e.n)}`;
		case 'reputation':
			return `${cs ? 'Pověst' : 'Reputation'} ${signed(e.n)}${e.endOfTurn ? (cs ? ' (na konci tahu)' : ' (end of turn)') : ''}`;
		case 'wound':
			return `${cs ? 'Zranění' : 'Wounds'} ${e.n}`;
		case 'readyUnit':
			return cs ? `Připrav jednotku do úrovně ${e.maxLevel}` : `Ready a unit of level ≤ ${e.maxLevel}`;
		case 'one':
			return e.of.map((x) => effectText(x, lang)).join(cs ? ' nebo ' : ' or ');
		case 'all':
			return e.of.map((x) => effectText(x, lang)).join(', ');
		case 'special':
			// Mana Draw's stronger effect: the colour the die is set to (a choice among colours).
			if (e.id === 'mana-draw-colour' && e.color) return cs ? `Barva kostky: ${MANA[e.color].name.cs} (2 žetony many)` : `Set the die to ${MANA[e.color].name.en} (2 mana tokens)`;
			return specialText(e.id, e.n, lang);
	}
}

/** A `special` rule in our own words (special-texts.ts); an unknown id is named by its words. */
export function specialText(id: string, n: number | undefined, lang: Lang): string {
	const known = SPECIAL_TEXT[id]?.[lang];
	if (known) {
		// "n" as a word of its own (not the n of "akční": \b is ASCII-only), and a default "(5)" after it.
		const text = n !== undefined ? known.replace(/(?<![\p{L}\p{N}])n(?![\p{L}\p{N}])( \(\d+\))?/gu, String(n)) : known;
		return text[0].toUpperCase() + text.slice(1);
	}
	// Czech never shows the English id's words.
	if (lang === 'cs') return `Zvláštní efekt${n ? ` ${n}` : ''}`;
	return `Special: ${id.replace(/-/g, ' ')}${n ? ` ${n}` : ''}`;
}

const REWARD_WORDS: Record<Reward['k'], Text> = {
	fame: t('Sláva', 'Fame'),
	artifact: t('Artefakty', 'Artifacts'),
	spell: t('Kouzla', 'Spells'),
	advanced: t('Pokročilé akce', 'Advanced Actions'),
	unit: t('Jednotky', 'Units'),
	crystalsEach: t('Krystal každé barvy ×', 'A crystal of each colour ×'),
	crystalRolls: t('Hody na krystal', 'Crystal rolls')
};
/** Rewards in words ("Artefakty 1, Hody na krystal 3"). */
export const rewardsText = (rs: readonly Reward[], lang: Lang): string => rs.map((r) => `${REWARD_WORDS[r.k][lang]} ${r.n}`).join(', ');

/** A site use's rewards, Reputation and prices as the match plays them (a pack may correct them); '' when it has none. */
export function siteValues(d: SiteRewardDef, lang: Lang): string {
	const cs = lang === 'cs';
	const parts: string[] = [];
	if (d.rewards.length) parts.push(`${cs ? 'Odměna' : 'Reward'}: ${rewardsText(d.rewards, lang)}`);
	if (d.rewardRoll) parts.push(`${cs ? 'Kostka zlatá/černá' : 'Die gold/black'}: ${rewardsText(d.rewardRoll.goldOrBlack, lang)}; ${cs ? 'jinak' : 'otherwise'}: ${rewardsText(d.rewardRoll.otherwise, lang)}`);
	if (d.reputation) parts.push(`${cs ? 'Pověst' : 'Reputation'} ${signed(d.reputation)}`);
	if (d.healCost) parts.push(`${cs ? 'Léčení 1: vliv' : 'Healing 1: Influence'} ${d.healCost}`);
	if (d.advancedCost) parts.push(`${cs ? 'Pokročilá akce: vliv' : 'Advanced Action: Influence'} ${d.advancedCost}`);
	if (d.spellCost) parts.push(`${cs ? 'Kouzlo: vliv' : 'Spell: Influence'} ${d.spellCost} + 1 mana`);
	return parts.join(' · ');
}

/** What a card does, both halves ("March: Move 2 · stronger: Move 4"). */
export function deedText(c: DeedCard, lang: Lang): string {
	if (c.kind === 'wound') return lang === 'cs' ? 'Nelze zahrát; zabírá místo v ruce.' : 'Cannot be played; takes a place in hand.';
	const stronger = lang === 'cs' ? 'silnější' : 'stronger';
	return `${effectText(c.basic, lang)} · ${stronger}: ${effectText(c.powered, lang)}`;
}

export function enemyStats(e: EnemyDef, lang: Lang): string {
	const cs = lang === 'cs';
	const parts = [`${cs ? 'Zbroj' : 'Armor'} ${e.armor}`, `${cs ? 'Útok' : 'Attack'} ${e.attack}${e.element !== 'physical' ? ` (${ELEMENTS[e.element][lang]})` : ''}`];
	if (e.abilities.length) parts.push(e.abilities.map((a) => ABILITIES[a].name[lang]).join(', '));
	if (e.resist.length) parts.push(`${cs ? 'odolnost' : 'resists'}: ${e.resist.map((r) => RESISTS[r][lang]).join(', ')}`);
	parts.push(`${cs ? 'Sláva' : 'Fame'} ${e.fame}`);
	return parts.join(' · ');
}

// ------------------------------------------------------------------ the board's own words

export const UI = {
	hand: t('Ruka', 'Hand'),
	map: t('Mapa', 'Map'),
	zoomIn: t('Přiblížit', 'Zoom in'),
	zoomOut: t('Oddálit', 'Zoom out'),
	centre: t('Na mého hrdinu', 'Centre on my hero'),
	day: t('Den', 'Day'),
	night: t('Noc', 'Night'),
	round: t('Kolo', 'Round'),
	fame: t('Sláva', 'Fame'),
	reputation: t('Pověst', 'Reputation'),
	level: t('Úroveň', 'Level'),
	armor: t('Zbroj', 'Armor'),
	handLimit: t('Limit ruky', 'Hand limit'),
	command: t('Velení', 'Command'),
	deck: t('Balíček', 'Deck'),
	discard: t('Odhozené', 'Discard'),
	crystals: t('Krystaly', 'Crystals'),
	tokens: t('Žetony many', 'Mana tokens'),
	source: t('Pramen', 'Source'),
	units: t('Jednotky', 'Units'),
	noUnits: t('Žádné jednotky', 'No units'),
	ready: t('připravená', 'ready'),
	spent: t('vyčerpaná', 'spent'),
	wounded: t('zraněná', 'wounded'),
	tactic: t('Taktika', 'Tactic'),
	skills: t('Dovednosti', 'Skills'),
	played: t('Zahráno v tomto tahu', 'Played this turn'),
	pools: t('Body tahu', 'Points this turn'),
	move: t('Pohyb', 'Move'),
	influence: t('Vliv', 'Influence'),
	heal: t('Léčení', 'Healing'),
	attack: t('Útok', 'Attack'),
	block: t('Blok', 'Block'),
	players: t('Hráči', 'Players'),
	publicArea: t('Veřejná oblast', 'Public area'),
	you: t('ty', 'you'),
	combat: t('Boj', 'Combat'),
	phase: t('Fáze', 'Phase'),
	enemies: t('Nepřátelé', 'Enemies'),
	defeated: t('poražen', 'defeated'),
	blocked: t('zablokován', 'blocked'),
	damaged: t('zranění přidělena', 'damage assigned'),
	inGroup: t('ve skupině útoku', 'in the attack group'),
	blockTarget: t('cíl bloku', 'block target'),
	faceDown: t('lícem dolů', 'face down'),
	offers: t('Nabídky', 'Offers'),
	unitOffer: t('Nabídka jednotek', 'Unit offer'),
	advancedOffer: t('Pokročilé akce', 'Advanced Actions'),
	spellOffer: t('Kouzla', 'Spells'),
	monasteryOffer: t('Klášter (pokročilé akce)', 'Monastery (Advanced Actions)'),
	tacticsOffer: t('Taktiky k výběru', 'Tactics to choose'),
	explore: t('Prozkoumat', 'Explore'),
	cost: t('cena', 'cost'),
	cannotEnter: t('nelze vstoupit', 'cannot be entered'),
	moveCostDayNight: t('Cena pohybu den / noc', 'Move cost day / night'),
	rampaging: t('Drancující nepřátelé', 'Rampaging enemies'),
	garrison: t('Obránci', 'Defenders'),
	heroesHere: t('Hrdinové zde', 'Heroes here'),
	owner: t('Vlastník', 'Owner'),
	conquered: t('dobyto', 'conquered'),
	burned: t('vypáleno', 'burned'),
	ruinsToken: t('Žeton ruin', 'Ruins token'),
	choose: t('Vyber', 'Choose'),
	done: t('Hotovo', 'Done'),
	endTurn: t('Ukončit tah', 'End turn'),
	rest: t('Odpočívat', 'Rest'),
	announce: t('Ohlásit konec kola', 'Announce the End of the Round'),
	notNow: t('To teď nejde.', 'Not possible now.'),
	waiting: t('Čeká se na tah ostatních.', 'Waiting for the others.'),
	scoring: t('Závěrečné vyhodnocení', 'Final scoring'),
	before: t('Sláva před', 'Fame before'),
	after: t('Sláva celkem', 'Total Fame'),
	title: t('titul', 'title'),
	winner: t('Výhra', 'Winner'),
	winners: t('Výhra', 'Winners'),
	details: t('Podrobnosti', 'Details'),
	stepsLabel: t('Pohyb na políčko', 'Move to a space'),
	exploreLabel: t('Průzkum', 'Explore'),
	turnActions: t('Akce tahu', 'Turn actions'),
	answers: t('Možnosti', 'Options'),
	dummy: t('Automatický hráč', 'Dummy player'),
	finalTurns: t('Město objeveno: poslední tahy', 'The city is found: final turns'),
	endAnnounced: t('Konec kola ohlášen', 'End of the Round announced'),
	stack: t('Dílky mapy', 'Map tiles'),
	depleted: t('vyčerpaná', 'depleted'),
	taken: t('použitá', 'taken'),
	noHand: t('Prázdná ruka', 'Empty hand')
};

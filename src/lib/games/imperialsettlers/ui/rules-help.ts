/**
 * The rules help of one match (RulesHelp.svelte), generated per mode from the data the rules use:
 * the round count, the goal (multiplayer scoring or the solo goal option), the solo Lookout and the
 * virtual player's phase 5, the conquest waves of the chosen difficulty, the cost of conquering its
 * cards, the expansion's actions; and the decisions where the seed is silent that a player notices.
 */
import { plural, pluralForms, type Text } from '$lib/engine';
import type { RulesSection } from '$lib/ui/RulesSummary.svelte';
import { ACHIEVEMENTS, CONQUEST_WAVES, virtualConquestCost } from '../data/solo';
import { ROUNDS } from '../round';
import type { Difficulty, IsOptions, SoloGoal } from '../types';

const t = (cs: string, en: string): Text => ({ cs, en });

export const DIFFICULTY_NAME: Record<Difficulty, Text> = { easy: t('snadná', 'easy'), medium: t('střední', 'medium'), hard: t('těžká', 'hard') };

const ROUND_FORMS = pluralForms(['kolo', 'kola', 'kol'], ['round', 'rounds']);
/** "3 kola" / "5 kol". */
const rounds = (n: number): Text => plural(n, ROUND_FORMS);

function goalLines(o: Partial<IsOptions>): Text[] {
	const solo = o.mode === 'solo' || o.mode === 'solo-conquest';
	if (!solo)
		return [
			t(`Stavte říši z karet: obecných (společný balíček) a frakčních (vlastní balíček). Hraje se ${rounds(ROUNDS).cs}.`, `Build an Empire of cards: Common ones (the shared deck) and Faction ones (your own deck). The game lasts ${rounds(ROUNDS).en}.`),
			t('Na konci se k bodům z počítadla přičte 1 VB za každou obecnou a 2 VB za každou frakční lokaci ve vaší říši. Základy, dohody a karty v ruce body nedávají.', 'At the end, each Common Location in your Empire adds 1 VP and each Faction Location 2 VP to the score track. Foundations, Deals and cards in hand score nothing.'),
			t('Při shodě vyhrává, komu zbylo víc dělníků a surovin (dřevo, kámen, jídlo), potom kdo má víc karet v ruce.', 'Ties: most Workers + Resources left (wood, stone, food), then most cards in hand.')
		];
	const goal: SoloGoal = o.soloGoal ?? 'faction';
	const what = goal === 'faction' ? t('frakčních lokací', 'Faction Locations') : t('lokací (jakýchkoli: obecných i frakčních)', 'Locations (of any kind: Common and Faction)');
	const titles = [...ACHIEVEMENTS].reverse();
	return [
		t(`Hrajete sami proti virtuálnímu hráči ${rounds(ROUNDS).cs}. Ten nemá desku ani body: sbírá karty do své sbírky (lícem dolů) a útočí na vaši říši.`, `You play alone against the virtual player for ${rounds(ROUNDS).en}. It has no board and no VP: it gathers cards into its Collection (face down) and attacks your Empire.`),
		t(`Cíl (volba této partie): po ${ROUNDS}. kole mít v říši víc ${what.cs}, než má virtuální hráč karet ve sbírce. Shoda prohrává.`, `Goal (this match's option): after round ${ROUNDS}, have more ${what.en} in your Empire than the virtual player has Collection cards. A tie loses.`),
		t(
			`Když vyhrajete, skóre jsou vaše VB jako ve hře více hráčů a titul: ${titles.map(([min, n]) => `${min}+ ${n.cs}`).join(', ')}.`,
			`If you win, your score is your VP as in the multiplayer game, with a title: ${titles.map(([min, n]) => `${min}+ ${n.en}`).join(', ')}.`
		)
	];
}

function roundLines(o: Partial<IsOptions>): Text[] {
	const solo = o.mode === 'solo' || o.mode === 'solo-conquest';
	const lookout = solo
		? t('Rozhled: lízněte 1 frakční kartu. Odkryjí se 4 obecné karty: 1 si vezmete, 1 náhodná ze zbylých 3 jde virtuálnímu hráči, z posledních 2 si vezmete 1 a poslední dostane on. Jeho 2 karty jsou do fáze 5 jeho lokacemi.', 'Lookout: draw 1 Faction card. 4 Common cards are revealed: you take 1, 1 of the other 3 at random goes to the virtual player, you take 1 of the last 2 and it gets the last. Its 2 cards are its Locations until phase 5.')
		: t('Rozhled: každý si lízne 1 frakční kartu. Pak se dvakrát vyloží o 1 obecnou kartu víc, než je hráčů; poprvé vybírá první hráč a dál po směru, podruhé od posledního proti směru. Poslední karta se odhodí.', 'Lookout: everyone draws 1 Faction card. Then twice one more Common card than there are players is revealed; the first time the First player picks first and the others follow clockwise, the second time from the last player counter-clockwise. The last card is discarded.');
	return [
		lookout,
		t('Výroba: frakční deska, každá dohoda (+1 zboží z jejího praporku) a každá výrobní lokace. Karty lížete z obecného nebo frakčního balíčku, vždy po jedné.', 'Production: your faction board, each Deal (+1 good of its banner) and each Production Location. Cards are drawn one at a time from the Common or your Faction deck.'),
		solo
			? t('Akce: provádíte akce po jedné, dokud nepasujete.', 'Actions: you take one action at a time until you pass.')
			: t('Akce: od prvního hráče po směru každý provede jednu akci, dokud všichni nepasují. Kdo pasoval, už nehraje a jeho říši nelze napadnout.', 'Actions: from the First player clockwise, each takes one action until everyone has passed. A player who passed takes no more actions and their Empire cannot be attacked.'),
		t(`Úklid (ne v ${ROUNDS}. kole): nepoužité zboží se odhodí, kromě druhu, který vaše frakce uchovává, samurajů a toho, co uchovají karty (Skladiště, Svatyně); aktivace lokací se vynulují.`, `Cleanup (not in round ${ROUNDS}): unspent goods are discarded except the kind your faction keeps, Samurai and what cards store (Warehouses, Shrine); Action Locations reset.`)
	];
}

function virtualLines(o: Partial<IsOptions>): Text[] {
	const lines = [
		t('Fáze 5 (útok virtuálního hráče): jeho lokace z rozhledu jdou do sbírky. Pak 2 útoky: odkryje se útočná karta s cílem (zbožím); první cíl vybere vaše obecné lokace s tímto zbožím v poli boření, další odkryté cíle musí odpovídat jejich druhému zboží. Zasažená lokace jde do jeho sbírky (bez základů).', 'Phase 5 (the virtual player attacks): its Lookout Locations go to its Collection. Then 2 attacks: an Attack card with a Target (a good) is revealed; the first Target picks your Common Locations showing that good in their raze field, the next revealed Targets must match their other good. The Location hit goes to its Collection (no Foundation).'),
		t('Obranné žetony a samurajové proti virtuálnímu hráči nechrání. Jeho 2 lokace z rozhledu můžete zbořit za 2 žetony boření (získáte pole boření, karta se odhodí).', 'Defence tokens and Samurai do not protect against the virtual player. You may raze its 2 Lookout Locations for 2 Raze tokens (you gain the raze field, the card is discarded).')
	];
	if (o.mode !== 'solo-conquest') return lines;
	const d: Difficulty = o.difficulty ?? 'medium';
	const waves = CONQUEST_WAVES[d];
	const costs = [0, 1, 2].map(virtualConquestCost).join(' / ');
	return [
		...lines,
		t(`Dobývání (rozšíření): virtuální hráč má frakci; vedle jejího balíčku leží 3 odkryté karty. Kteroukoli z nich můžete dobýt za ${costs} žetony boření (1. je nejvíc vlevo); přejde do vaší říše a virtuální hráč odhodí 1 kartu ze sbírky. Pracovníka za dobytí nedostává nikdo.`, `Conquest (expansion): the virtual player has a faction; 3 face-up cards lie beside its deck. You may conquer any of them for ${costs} Raze tokens (the 1st is the leftmost); it joins your Empire and the virtual player discards 1 Collection card. Nobody gets a worker for a conquest.`),
		t(`Po dvou útocích odhodí odkryté karty vedle svého balíčku a provede vlny dobývání: každá vylosuje kartu dobývání (řadu vaší říše), vezme z ní vaši frakční lokaci nejvíc vlevo (zboží na ní propadá) a přidá do sbírky 1 obecnou kartu lícem dolů; na pevnosti je to zteč. Nakonec doplní své odkryté karty na 3 (nové vlevo).`, `After the two attacks it discards the face-up cards beside its deck and makes its conquest waves: each draws a Conquest card (a row of your Empire), takes your leftmost Faction Location of that row (goods on it are lost) and adds 1 Common card face down to its Collection; on a Fortress it is a Siege. Finally it refills its face-up cards to 3 (new ones on the left).`),
		t(`Vlny dobývání v kolech 1–${ROUNDS} (obtížnost ${DIFFICULTY_NAME[d].cs}): ${waves.join(', ')}. V ${ROUNDS}. kole už nedobývá.`, `Conquest waves in rounds 1–${ROUNDS} (${DIFFICULTY_NAME[d].en} difficulty): ${waves.join(', ')}. In round ${ROUNDS} it no longer conquers.`)
	];
}

const ACTION_LINES: Text[] = [
	t('Postavit lokaci: zaplaťte cenu; karta s L navíc chce odhodit vaši lokaci nebo základy. Výrobní lokace hned vyrobí, bonus za stavbu se vyplatí jednou.', 'Build a Location: pay its cost; a card marked L also needs one of your Locations or a Foundation discarded. A Production Location produces at once; a building bonus is paid once.'),
	t('Uzavřít dohodu: frakční karta z ruky + 1 jídlo; karta leží lícem dolů, ostatní vidí jen její praporek. Každé kolo dává jeho zboží (a hned jednou).', 'Make a Deal: a Faction card from hand + 1 food; the card lies face down, the others see only its banner. It gives the banner’s good every round (and once at once).'),
	t('Zbořit kartu z ruky (1 žeton boření) nebo nepřátelskou lokaci (2 žetony, +1 za obranný žeton a samuraje): získáte pole boření. Zbořená lokace se soupeři změní v základy a dostane 1 dřevo; japonská frakční se odhodí.', 'Raze a card from hand (1 Raze token) or an enemy Location (2 tokens, +1 per Defence token and Samurai): gain its raze field. The razed Location becomes its owner’s Foundation and the owner takes 1 wood; a Japanese Faction one is discarded.'),
	t('Aktivovat akční lokaci: zaplaťte její cenu (nejvýš tolikrát za kolo, kolik karta dovoluje). Vyměnit 2 dělníky za 1 dřevo, kámen, jídlo nebo kartu. Pasovat.', 'Activate an Action Location: pay its cost (at most as often a round as the card allows). Trade 2 Workers for 1 wood, stone, food or a card. Pass.'),
	t('Zlato platí za dřevo, kámen i jídlo (platí se samo, jmenované suroviny přednostně). Obranný žeton a samuraje (Japonci) položíte ve svém tahu zdarma.', 'Gold stands in for wood, stone or food (payment is automatic, named Resources first). Defence tokens and Samurai (Japanese) are placed for free in your turn.')
];

const EXPANSION_LINES: Text[] = [
	t('Zteč (rozšíření): za 2 žetony boření odstraníte veškeré opevnění soupeřovy pevnosti (jen s opevněním aspoň 1); pevnost i zboží na ní zůstanou.', 'Siege (expansion): for 2 Raze tokens remove all fortification of an enemy Fortress (only one with level 1 or more); the Fortress and the goods on it stay.'),
	t('Dobývání (rozšíření): soupeřova frakční lokace za 2 žetony boření + 1 za každou frakční kartu nalevo od ní v řadě + obranné žetony a samuraje na ní; přejde do vaší říše na pravý konec frakční části téže řady, poražený dostane 1 dělníka. Pevnost ani karta základů se dobýt nedá.', 'Conquest (expansion): an enemy Faction Location for 2 Raze tokens + 1 per Faction card left of it in its row + the Defence tokens and Samurai on it; it joins your Empire at the right end of the Faction part of the same row, and its former owner gets 1 worker. Neither a Fortress nor a Foundations card can be conquered.'),
	t('Pevnost (rozšíření): její akce přidá 1 úroveň opevnění jednou za kolo; na konci 1 VB za úroveň (předběžně). Je imunní vůči všemu kromě zteči.', 'Fortress (expansion): its action adds 1 fortification level once a round; 1 VP per level at the end (provisional). It is immune to everything but a Siege.')
];

/** Decisions where the seed and the sources are silent (DESIGN.md), as a player notices them. */
function decisionLines(o: Partial<IsOptions>): Text[] {
	const solo = o.mode === 'solo' || o.mode === 'solo-conquest';
	const lines: Text[] = [
		t('Předběžné: asi polovina textů frakčních karet, cíle 16 útočných karet a většina karet rozšíření nejsou známy; karta bez textu je NEUTRÁLNÍ (akce: 1 dělník → 1 VB). Označuje je hvězdička *; čísla může opravit vlastník hry (Hodnoty vlastníka).', 'Provisional: about half of the Faction card texts, the 16 Attack cards’ Targets and most expansion cards are unknown; a card without a known text is NEUTRAL (Action: 1 worker → 1 VP). They carry an asterisk *; the game’s owner can correct the numbers (Owner values).'),
		t('Svatyně: suroviny (dřevo, kámen, jídlo), které by při úklidu propadly, se samy položí na Svatyni a zůstanou na ní do konce hry; utratit je nelze, při shodě se nepočítají a body za ně na konci nejsou známy (zatím žádné).', 'Shrine: the Resources (wood, stone, food) Cleanup would discard are put on the Shrine by themselves and stay there to the end of the game; they cannot be spent, do not count in a tie-break, and their end VP is unknown (none for now).'),
		t('Zlato není surovina: nepočítá se při shodě a Svatyně ho neuchová.', 'Gold is not a Resource: it does not count in a tie-break and the Shrine does not keep it.'),
		t('Chrám boha Ra převezme jen obecnou lokaci soupeře. Když je chrám dobyt, převzaté lokace jsou neutrální: nepoužije je nikdo, ani Egypťan. Dobývání bere jen frakční lokace, takže převzatou lokaci dobýt nelze.', 'The Temple of Ra takes over only an enemy Common Location. When the Temple is conquered, what it took over is neutral: nobody uses it, not the Egyptian either. Conquest takes Faction Locations only, so a taken-over Location cannot be conquered.'),
		t('Vrátit tah nelze přes krok, který někomu ukázal skrytou kartu: líznutí, rozhled, útok, a ve hře více hráčů i stavbu nebo odhození karty z ruky, odhození základů a dohod.', 'Undo stops at a step that showed someone a hidden card: a draw, the Lookout, an attack, and with other players at the table also building or discarding a hand card, discarding a Foundation or a Deal.')
	];
	if (solo)
		lines.push(
			t('Při shodě útoku (stejný typ, cena i kámen) volíte vy, kterou lokaci útok zboří.', 'When an attack ties (same type, build cost and stone), you choose which Location it razes.')
		);
	if (o.mode === 'solo-conquest')
		lines.push(
			t('Sólo s dobýváním: 1. odkrytá karta virtuálního hráče je ta nejvíc vlevo (nové přibývají vlevo); jeho balíček je základní balíček jeho frakce. Karty dobývání nejsou známy: každá jmenuje jednu řadu vaší říše a losuje se ze všech 3. Vlna na pevnost je zteč a do sbírky nic nepřidá. Po vašem dobytí odhodí poslední kartu přidanou do sbírky. Dobytá karta vstoupí do vaší říše bez bonusu za stavbu a bez okamžité výroby.', 'Solo conquest: the virtual player’s 1st face-up card is the leftmost (new ones are added on the left); its deck is its faction’s base deck. The Conquest cards are unknown: each names one row of your Empire and is drawn from all 3. A wave on a Fortress is a Siege and adds nothing to the Collection. After your conquest it discards the card last added to its Collection. A conquered card joins your Empire without a building bonus or immediate production.')
		);
	if (o.expansion && !solo)
		lines.push(
			t('Rozšíření: „nejvíc vlevo“ je nejstarší frakční karta řady (řada drží pořadí stavby); nová frakční karta jde napravo od dřívějších.', 'Expansion: “leftmost” is the oldest Faction card of a row (rows keep build order); a new Faction card goes right of the earlier ones.')
		);
	return lines;
}

/** The sections of this match's rules help. */
export function rulesSections(options: unknown): RulesSection[] {
	const o = (options ?? {}) as Partial<IsOptions>;
	const solo = o.mode === 'solo' || o.mode === 'solo-conquest';
	const sections: RulesSection[] = [
		{ id: 'goal', title: t('Cíl', 'Goal'), lines: goalLines(o) },
		{ id: 'round', title: t('Kolo', 'A round'), lines: roundLines(o) }
	];
	if (solo) sections.push({ id: 'virtual', title: t('Virtuální hráč', 'The virtual player'), lines: virtualLines(o) });
	sections.push({ id: 'actions', title: t('Akce', 'Actions'), lines: o.expansion && !solo ? [...ACTION_LINES, ...EXPANSION_LINES] : ACTION_LINES });
	sections.push({
		id: 'board',
		title: t('Ovládání', 'Controls'),
		lines: [
			t('Klepněte na kartu v ruce nebo na lokaci: v liště se ukáže, co s ní teď jde (postavit, dohoda, zbořit, aktivovat…). Zeleně orámované karty mají nějakou možnost.', 'Tap a card in your hand or a Location: the bar lists what you can do with it now (build, Deal, raze, activate…). Cards framed in green have an option.'),
			...(solo
				? [t('Panel virtuálního hráče ukazuje jeho lokace, sbírku, cíle útoků a co udělal v poslední fázi 5.', "The virtual player's panel shows its Locations, its Collection, the Attack Targets and what its last phase 5 did.")]
				: [t('Klepnutím na jméno soupeře otevřete jeho říši; jeho lokace, které můžete zbořit, jsou orámované.', "Tap an opponent's name to open their Empire; Locations you can raze there are framed.")]),
			t('Hvězdička * označuje předběžnou hodnotu karty (zdroje se neshodují nebo text není znám); vysvětlení je v podrobnostech karty a v katalogu.', 'An asterisk * marks a provisional value (sources disagree or the text is unknown); the card details and the catalogue explain it.')
		]
	});
	sections.push({ id: 'decisions', title: t('Rozhodnutí, kde pravidla mlčí', 'Decisions where the rules are silent'), lines: decisionLines(o) });
	return sections;
}

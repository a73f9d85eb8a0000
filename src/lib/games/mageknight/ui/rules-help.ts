/**
 * The sections of the rules help (RulesHelp.svelte), in our own words, Czech and English. What
 * depends on the mode (the Rounds, the Dummy player) comes from the same constants the rules use
 * (meta.ts `roundsOfMode`), never a hand-typed number. The last section lists where the app still
 * departs from the Czech rulebook (the seed) and how it settles what the rulebook leaves open.
 */
import { pluralForms, pluralIn } from '$lib/engine';
import type { RulesSection } from '$lib/ui/RulesSummary.svelte';
import { roundsOfMode } from '../meta';

type T = { cs: string; en: string };
const t = (cs: string, en: string): T => ({ cs, en });

/** "1 kolo", "3 kola", "5 kol". */
const ROUNDS = pluralForms(['kolo', 'kola', 'kol'], ['Round', 'Rounds']);
export const roundsCs = (n: number): string => pluralIn(n, ROUNDS, 'cs');

/** Day, Night, Day… for `n` Rounds. */
function dayNight(n: number): T {
	const cs = Array.from({ length: n }, (_, i) => (i % 2 ? 'noc' : 'den')).join(', ');
	const en = Array.from({ length: n }, (_, i) => (i % 2 ? 'Night' : 'Day')).join(', ');
	return t(cs, en);
}

export function mkRulesSections(options: unknown): RulesSection[] {
	const o = (options ?? {}) as { mode?: string; pvp?: boolean };
	const mode = o.mode ?? 'first-reconnaissance-2p';
	const rounds = roundsOfMode(mode);
	const dn = dayNight(rounds);
	const solo = mode === 'solo';
	const goal: T[] = [
		t('Prozkoumejte neznámou zemi a najděte město. Jakmile někdo odkryje dílek s městem, každý – i ten, kdo ho odkryl – odehraje ještě jeden tah a hra končí.', 'Explore the unknown land and find the city. Once someone reveals the city tile, everyone – the revealer included – takes one more turn and the game ends.'),
		t(`Hrají se nejvýš ${roundsCs(rounds)}: ${dn.cs}. Za každý odkrytý dílek mapy získáte 1 slávu.`, `At most ${rounds} Rounds: ${dn.en}. Each map tile you reveal gives you 1 Fame.`),
		solo
			? t('Sólo: proti vám hraje automatický hráč; když mu dojde balíček, ohlásí konec kola. Tituly se neudělují.', 'Solo: the Dummy player plays against you; when its deck runs out it announces the End of the Round. No titles are awarded.')
			: t('Vyhrává, kdo má po závěrečném vyhodnocení (tituly za vědění, kořist, vůdcovství, dobývání, dobrodružství, výprask) nejvíc slávy.', 'The winner has the most Fame after the final scoring (titles for knowledge, loot, leadership, conquest, adventure, beating).')
	];
	return [
		{ id: 'goal', title: t('Cíl', 'Goal'), lines: goal },
		{
			id: 'round',
			title: t('Kolo', 'A Round'),
			lines: [
				t('Každý si vybere taktiku; její číslo určuje pořadí tahů (nižší hraje dřív) a některé taktiky mají efekt.', 'Everyone picks a Tactic; its number sets the turn order (lower goes first) and some Tactics have an effect.'),
				t('S prázdným dobíracím balíčkem buď hrajete kartami z ruky, nebo na začátku tahu ohlásíte konec kola; ostatní pak odehrají poslední tah.', 'With an empty Deed deck you either play the cards in your hand or announce the End of the Round at the start of your turn; the others then play one last turn.')
			]
		},
		{
			id: 'turn',
			title: t('Tah', 'A turn'),
			lines: [
				t('Nejdřív pohyb a průzkum (libovolně), potom nejvýš jedna akce: boj nebo jednání s místními. Místo toho můžete odpočívat: odhodit jednu kartu (a libovolná zranění).', 'First movement and exploring (as much as you like), then at most one action: combat or interaction. Instead you may rest: discard one card (and any Wounds).'),
				t('Karta se hraje základním efektem, silnějším efektem (zaplatíte manu její barvy) nebo bokem za 1 pohyb, vliv, útok nebo blok.', 'A card is played for its basic effect, its stronger effect (pay mana of its colour) or sideways for 1 Move, Influence, Attack or Block.'),
				t('Manu berete z Pramene (jedna kostka za tah), z krystalů nebo žetonů. Zlatá je ve dne libovolná základní barva, černá jen v noci pro kouzla.', 'Mana comes from the Source (one die per turn), crystals or tokens. Gold is any basic colour by Day; black only at Night, for Spells.'),
				t('Na konci tahu doberte do limitu ruky. Zranění v ruce zabírají místo.', 'At the end of the turn draw up to your hand limit. Wounds in hand take up room.')
			]
		},
		{
			id: 'map',
			title: t('Mapa', 'The map'),
			lines: [
				t('Krok stojí cenu terénu, na který vstupujete (tabulka níže). Průzkum sousedního volného místa stojí 2 body pohybu.', 'A step costs the terrain you enter (table below). Exploring a free position next to you costs 2 Move.'),
				t('Krok z políčka sousedícího s drancujícím nepřítelem na jiné políčko, které s ním sousedí, ho vyprovokuje: boj.', 'Stepping from a space next to a rampaging enemy to another space next to it provokes it: combat.'),
				t('Vstup do nedobyté tvrze nebo věže mágů je útok: boj s obránci.', 'Entering an unconquered keep or mage tower is an assault: combat with its defenders.'),
				t('Políčkem jiného hrdiny smíte projít, ale nesmíte na něm skončit pohyb; kdo tam tah ukončí, musí ustoupit.', "You may pass through another hero's space but not end your move there; a hero who ends the turn there withdraws."),
				t('Kdo skončí tah na portálu, odchází z mapy a v příštím tahu se na portál vrací.', 'A hero who ends the turn on the portal leaves the map and comes back onto it at the next turn.')
			]
		},
		{
			id: 'combat',
			title: t('Boj', 'Combat'),
			lines: [
				t('1. Střelba a obléhání: dálkové a obléhací útoky (opevněné jen obléhacími). 2. Blok: zablokujte útoky nepřátel. 3. Zranění: nezablokované útoky zraňují hrdinu (podle zbroje) nebo jednotky. 4. Útok: všechny útoky.', '1. Ranged and siege: ranged and siege attacks (fortified enemies only siege). 2. Block: block the enemies’ attacks. 3. Damage: unblocked attacks wound the hero (by Armor) or units. 4. Attack: every attack.'),
				t('Nepřítel je poražen, když útok na něj dosáhne jeho zbroje; odolnosti půlí útoky daného živlu.', 'An enemy is defeated when the attack reaches its Armor; resistances halve attacks of that element.'),
				t('Rychlý nepřítel vyžaduje dvojnásobný blok, brutální způsobí dvojnásobné zranění. Jed dává jednotce 2 zranění (léčí se dvakrát).', 'A swift enemy needs a doubled block, a brutal one deals double damage. Poison puts 2 Wounds on a unit (healed twice).'),
				t('Kdo v jednom boji dostane tolik zranění, kolik je limit ruky na jeho žetonu úrovně, je omráčen a odhodí všechny karty kromě zranění.', 'A hero who takes as many Wounds in one combat as the hand limit on his Level token is knocked out and discards every non-Wound card.')
			]
		},
		{
			id: 'board',
			title: t('Ovládání', 'Controls'),
			lines: [
				t('Klepněte na kartu v ruce a vyberte, jak ji zahrát. Žlutě orámovaná políčka jsou v dosahu (číslo je cena). Přerušovaný obrys je místo k průzkumu.', 'Tap a card in your hand and choose how to play it. Spaces framed in yellow are in reach (the number is the cost). A dashed outline is a position to explore.'),
				t('Klepnutí na jiné políčko ukáže, co nabízí. Mapu posunete tažením, přiblížíte kolečkem, dvěma prsty nebo tlačítky +/−.', 'Tapping another space shows what it offers. Drag to pan, zoom with the wheel, two fingers or the +/− buttons.')
			]
		},
		{ id: 'departures', title: t('Odchylky od pravidel a upřesnění', 'Departures from the rulebook and clarifications'), lines: departures(solo, !!o.pvp) }
	];
}

/** Every remaining departure from the seed, and how the app settles what the seed leaves open. */
function departures(solo: boolean, pvp: boolean): T[] {
	const out: T[] = [
		t('Motivaci a vyplenění vesnice („během tahu jiného hráče“) nabízí aplikace v jedné chvíli: na začátku tahu dalšího hráče, hned po vašem tahu; vyplenění ještě jednou těsně před vaším dalším tahem. V pozdějších tazích ostatních už ne.', 'Motivation and plundering a village ("during another player\'s turn") are offered at one moment: at the start of the next player\'s turn, right after yours; plundering once more just before your next turn. Not in the later turns of the others.'),
		t('Motivace použitá v tahu jiného hráče nedává žeton many (do konce toho tahu by propadl).', "Motivation used in another player's turn gives no mana token (it would be lost at the end of that turn)."),
		t('S prázdným balíčkem: tah, ve kterém nezahrajete z ruky žádnou kartu (ani neodpočíváte), se počítá jako ohlášení konce kola. Kolo tak nemůže trvat donekonečna.', 'With an empty Deed deck a turn in which you play no card from your hand (nor rest) counts as announcing the End of the Round, so a Round cannot go on forever.'),
		t('Krok na políčko jiného hrdiny, který by vyvolal boj (vyprovokování, útok na opevnění), není dovolen: pohyb by tam skončil.', "A step onto another hero's space that would start a combat (provoking, an assault) is not allowed: the move would end there."),
		t('Když kolo skončí dřív, než všichni odehrají poslední tah po objevení města, hra končí s koncem kola.', 'If the Round ends before everyone has played the last turn after the city was found, the game ends with the Round.')
	];
	if (pvp)
		out.unshift(
			t('Souboje hráčů: vstup na políčko jiného hrdiny je vždy útok (nelze jím projít), dokud se útočit smí; po ohlášení konce kola a v závěrečných tazích jím jen projdete.', "Player-vs-player combat: entering another hero's space is always an attack (it cannot be passed through) while attacks are allowed; after the End of the Round is announced and in the final turns it is only passed through.")
		);
	if (solo)
		out.push(
			t('Sólo hra se řídí pravidly sólo varianty z Příručky pravidel (není v tomto návodu): automatický hráč, 9 dovedností bez interaktivní, taktiky po kole odcházejí; když získáte dovednost, přijde do společné nabídky i vrchní dovednost automatického hráče.', "The solo game follows the Rulebook's solo variant (not in this walkthrough): the Dummy player, 9 skills without the interactive one, Tactics leave after each Round; when you gain a skill, the Dummy's top skill joins the common offer too.")
		);
	return out;
}

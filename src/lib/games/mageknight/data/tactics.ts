/** Tactic cards (mage-knight-data.md §7.5, spec §9.8): 6 Day + 6 Night. Texts in our own words. */
import type { Text } from '$lib/engine';
import type { TacticCard } from './types';
import { appName, seedName } from './names';

const t = (cs: string, en: string): Text => ({ cs, en });
const src = (time: 'day' | 'night', n: number) => `[IMG:old/ui/img/tactics/${time}/${n}.png]`;

export const TACTICS: TacticCard[] = [
	{ id: 'early-bird', time: 'day', n: 1, ...seedName('Ranní ptáče', 'Early Bird'), source: `${src('day', 1)} [SEED:l.356–384]`,
		text: t('Žádný efekt – jen nejdřívější pořadí v kole.', 'No effect – only the earliest turn order.') },
	{ id: 'rethink', time: 'day', n: 2, ...seedName('Přehodnocení', 'Rethink'), source: `${src('day', 2)} [SEED:l.356–384]`,
		text: t(
			'Když ji vezmete: odhoďte z ruky až 3 karty (i Zranění), doberte stejný počet a potom vmíchejte odkládací balíček do dobíracího.',
			'When taken: discard up to 3 cards from your hand (Wounds too), draw that many, then shuffle your discard pile into your Deed deck.'
		) },
	{ id: 'mana-steal', time: 'day', n: 3, ...appName('Krádež many', 'Mana Steal'), source: src('day', 3),
		text: t(
			'Když ji vezmete: přesuňte z Pramene na tuto kartu kostku se základní barvou. V jednom svém tahu tohoto Dne ji smíte použít jako manu; na konci toho tahu ji přehoďte a vraťte do Pramene.',
			'When taken: move a Source die showing a basic colour onto this card. On one of your turns this Day you may use it as mana; at the end of that turn reroll it and return it to the Source.'
		) },
	{ id: 'planning', time: 'day', n: 4, ...appName('Plánování', 'Planning'), source: src('day', 4),
		text: t(
			'Na konci každého svého tahu: máte-li před dobíráním v ruce aspoň 2 karty, doberete jako s limitem ruky o 1 vyšším.',
			'At the end of each of your turns: if you hold at least 2 cards before drawing, draw as if your Hand limit were 1 higher.'
		) },
	{ id: 'great-start', time: 'day', n: 5, ...appName('Skvělý začátek', 'Great Start'), source: src('day', 5),
		text: t('Když ji vezmete: doberte 2 karty.', 'When taken: draw 2 cards.') },
	{ id: 'the-right-moment', time: 'day', n: 6, ...seedName('Ve správnou chvíli', 'The Right Moment'), source: `${src('day', 6)} [SEED:l.356–384]`,
		text: t(
			'Jednou za tento Den během svého tahu oznamte, že hned po něm odehrajete ještě jeden tah; kartu pak otočte lícem dolů.',
			'Once this Day, during your turn, announce that you will take another turn right after it; then turn this card face down.'
		) },
	{ id: 'from-the-dusk', time: 'night', n: 1, ...seedName('Noční pochod', 'From the Dusk'), source: `${src('night', 1)} [SEED:l.356–384]`,
		provisional: t(
			'Předběžné: český název je převzat z obrázku v průvodci a není ověřený.',
			'Provisional: the Czech name is taken from a picture in the walkthrough and is not verified.'
		),
		text: t('Žádný efekt – jen nejdřívější pořadí v kole.', 'No effect – only the earliest turn order.') },
	{ id: 'long-night', time: 'night', n: 2, ...appName('Dlouhá noc', 'Long Night'), source: src('night', 2),
		text: t(
			'Jednou za tuto Noc, když je váš dobírací balíček prázdný: zamíchejte odkládací balíček a 3 náhodné karty z něj dejte zpět jako dobírací balíček; kartu otočte.',
			'Once this Night, when your Deed deck is empty: shuffle your discard pile and put 3 random cards from it back as your Deed deck; turn this card over.'
		) },
	{ id: 'mana-search', time: 'night', n: 3, ...appName('Hledání many', 'Mana Search'), source: src('night', 3),
		text: t(
			'Jednou za tah, než použijete manu z Pramene, smíte přehodit až 2 kostky v Prameni; zlaté (v Noci vyčerpané) kostky musíte vybrat přednostně.',
			'Once per turn, before you use mana from the Source, you may reroll up to 2 Source dice; gold (depleted at Night) dice must be chosen first.'
		) },
	{ id: 'midnight-meditation', time: 'night', n: 4, ...appName('Půlnoční meditace', 'Midnight Meditation'), source: src('night', 4),
		text: t(
			'Jednou za tuto Noc před kterýmkoli svým tahem: vmíchejte až 5 karet z ruky (i Zranění) do dobíracího balíčku a doberte stejný počet; kartu otočte.',
			'Once this Night, before any of your turns: shuffle up to 5 cards from your hand (Wounds too) into your Deed deck and draw that many; turn this card over.'
		) },
	{ id: 'preparation', time: 'night', n: 5, ...appName('Příprava', 'Preparation'), source: src('night', 5),
		text: t(
			'Když ji vezmete: najděte v dobíracím balíčku libovolnou kartu, vezměte si ji do ruky a balíček zamíchejte.',
			'When taken: search your Deed deck for any one card, take it into your hand and shuffle the deck.'
		) },
	{ id: 'sparing-power', time: 'night', n: 6, ...appName('Šetření silou', 'Sparing Power'), source: src('night', 6),
		text: t(
			'Jednou před každým svým tahem zvolte: vrchní kartu dobíracího balíčku položte lícem dolů pod tuto kartu, nebo kartu otočte a všechny karty pod ní si vezměte do ruky.',
			'Once before each of your turns choose: put the top card of your Deed deck face down under this card, or turn this card over and take all the cards under it into your hand.'
		) }
];

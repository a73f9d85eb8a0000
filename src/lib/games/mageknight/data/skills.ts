/**
 * Skills (mage-knight-data.md §7.6): 10 per hero. The last of each hero is the competitive
 * interactive skill (`competitive: true`); the cooperative ones are unknown (solo First
 * Reconnaissance plays with the other 9). Texts in our own words.
 */
import type { Text } from '$lib/engine';
import type { BasicColor, HeroId, SkillDef, SkillKind } from './types';
import { all, atk, blk, crystal, heal, one, sp, token } from './fx';
import type { Effect } from './types';
import { appName, seedName, type NameOf } from './names';

const t = (cs: string, en: string): Text => ({ cs, en });
const HERO_DIR: Record<HeroId, string> = { arythea: 'Arythea', goldyx: 'Goldyx', norowas: 'Norowas', tovak: 'Tovak' };

function s(hero: HeroId, id: string, kind: SkillKind, named: NameOf, text: Text, effect: Effect): SkillDef {
	const d: SkillDef = {
		id, hero, kind, ...named, text, effect,
		source: `[IMG:src/ui/img/characters/${HERO_DIR[hero]}/skills/reference.png] [MKD:docs/reference/skills.md]`
	};
	if (kind === 'interactive') d.competitive = true;
	return d;
}
const CZ_COLOR: Record<BasicColor, string> = { red: 'červený', blue: 'modrý', green: 'zelený', white: 'bílý' };

function motivation(hero: HeroId, color: BasicColor): SkillDef {
	const d = s(hero, `motivation-${hero}`, 'round', seedName('Motivace', 'Motivation'),
		t(
			`Jednou za kolo, i v tahu jiného hráče: doberte 2 karty; máte-li ze všech nejméně Slávy, získáte navíc ${CZ_COLOR[color]} žeton many. Do konce svého dalšího tahu nesmíte použít jinou Motivaci.`,
			`Once a Round, even on another player's turn: draw 2 cards; if you have strictly the least Fame, also gain a ${color} mana token. No other Motivation until the end of your next turn.`
		),
		sp('motivation', { color }));
	d.source += ' [SEED:l.3300–3377]';
	return d;
}

export const SKILLS: SkillDef[] = [
	// ── Arythea ──
	s('arythea', 'dark-paths', 'turn', appName('Temné stezky', 'Dark Paths'), t('Pohyb 1 ve Dne, Pohyb 2 v Noci.', 'Move 1 by Day, Move 2 at Night.'), sp('dark-paths')),
	s('arythea', 'burning-power', 'turn', appName('Spalující moc', 'Burning Power'), t('Obléhací útok 1 nebo ohnivý obléhací útok 1.', 'Siege Attack 1 or Fire Siege Attack 1.'), one(atk(1, 'siege'), atk(1, 'siege', 'fire'))),
	s('arythea', 'hot-swordsmanship', 'turn', appName('Žhavý šerm', 'Hot Swordsmanship'), t('Útok 2 nebo ohnivý útok 2.', 'Attack 2 or Fire Attack 2.'), one(atk(2), atk(2, 'melee', 'fire'))),
	s('arythea', 'dark-negotiation', 'turn', appName('Temné vyjednávání', 'Dark Negotiation'), t('Vliv 2 ve Dne, Vliv 3 v Noci.', 'Influence 2 by Day, Influence 3 at Night.'), sp('dark-negotiation')),
	s('arythea', 'dark-fire-magic', 'round', appName('Magie temného ohně', 'Dark Fire Magic'), t('Získáte červený krystal a červený nebo černý žeton many.', 'Gain a red crystal and a red or black mana token.'), all(crystal('red'), token('red', 'black'))),
	s('arythea', 'power-of-pain', 'turn', appName('Síla bolesti', 'Power of Pain'),
		t('Jedno Zranění smíte zahrát bokem jako běžnou kartu; dá +2 místo +1. Na konci tahu jde toto Zranění do odkládacího balíčku.', 'You may play one Wound sideways like a normal card; it gives +2 instead of +1. At the end of the turn that Wound goes to your discard pile.'),
		sp('power-of-pain')),
	s('arythea', 'invocation', 'turn', appName('Vzývání', 'Invocation'),
		t('Odhoďte Zranění a získejte červený nebo černý žeton, nebo odhoďte jinou kartu a získejte bílý nebo zelený žeton; žeton musíte hned použít.', 'Discard a Wound to gain a red or black token, or discard another card to gain a white or green token; the token must be used at once.'),
		sp('invocation')),
	s('arythea', 'polarization', 'turn', appName('Polarizace', 'Polarization'),
		t('Jednu manu použijte jako opačnou barvu: červená↔modrá, zelená↔bílá, zlatá↔černá. Ve Dne smí černá nahradit kteroukoli barvu kromě černé (ne pro kouzla); v Noci smí zlatá posloužit jako černá jen k silnějšímu efektu kouzla.', 'Use one mana as its opposite colour: red↔blue, green↔white, gold↔black. By Day black may stand for any colour but black (not to power Spells); at Night gold may serve as black only to power a Spell’s stronger effect.'),
		sp('polarization')),
	motivation('arythea', 'red'),
	s('arythea', 'healing-ritual', 'interactive', appName('Léčivý rituál', 'Healing Ritual'),
		t('Jednou za kolo, mimo boj: zahoďte z ruky až 2 Zranění; jedno z nich místo na hromádku Zranění dostane do ruky nejbližší jiný hrdina.', 'Once a Round, outside combat: throw away up to 2 Wounds from your hand; one of them goes into the hand of the nearest other hero instead of the Wound pile.'),
		sp('healing-ritual')),
	// ── Goldyx ──
	s('goldyx', 'freezing-power', 'turn', appName('Mrazivá moc', 'Freezing Power'), t('Obléhací útok 1 nebo ledový obléhací útok 1.', 'Siege Attack 1 or Ice Siege Attack 1.'), one(atk(1, 'siege'), atk(1, 'siege', 'ice'))),
	s('goldyx', 'potion-making', 'round', appName('Vaření lektvarů', 'Potion Making'), t('Mimo boj: Léčení 2.', 'Outside combat: Heal 2.'), heal(2)),
	s('goldyx', 'white-crystal-craft', 'round', appName('Tvorba bílých krystalů', 'White Crystal Craft'), t('Získáte modrý krystal a bílý žeton many.', 'Gain a blue crystal and a white mana token.'), all(crystal('blue'), token('white'))),
	s('goldyx', 'green-crystal-craft', 'round', appName('Tvorba zelených krystalů', 'Green Crystal Craft'), t('Získáte modrý krystal a zelený žeton many.', 'Gain a blue crystal and a green mana token.'), all(crystal('blue'), token('green'))),
	s('goldyx', 'red-crystal-craft', 'round', appName('Tvorba červených krystalů', 'Red Crystal Craft'), t('Získáte modrý krystal a červený žeton many.', 'Gain a blue crystal and a red mana token.'), all(crystal('blue'), token('red'))),
	s('goldyx', 'glittering-fortune', 'turn', appName('Třpytivé bohatství', 'Glittering Fortune'),
		t('Jen při vyjednávání: Vliv 1 za každou různou barvu krystalu v inventáři (jinde ho nelze použít).', 'Only during interaction: Influence 1 per different crystal colour in your Inventory (usable only for that interaction).'),
		sp('glittering-fortune')),
	s('goldyx', 'flight', 'round', appName('Let', 'Flight'),
		t('Přesuňte se zdarma na sousední políčko, nebo o 2 políčka za 2 body Pohybu; musíte skončit na bezpečném políčku a nevyprovokujete drancující nepřátele.', 'Move to an adjacent space for free, or 2 spaces for 2 Move points; you must end on a safe space and do not provoke rampaging enemies.'),
		sp('flight')),
	s('goldyx', 'universal-power', 'turn', appName('Všestranná moc', 'Universal Power'),
		t('Přidejte 1 manu ke kartě zahrané bokem: dá +3 místo +1, nebo +4, je-li to akce či kouzlo barvy té many.', 'Add 1 mana to a card played sideways: it gives +3 instead of +1, or +4 if it is an Action or Spell of that mana’s colour.'),
		sp('universal-power')),
	motivation('goldyx', 'green'),
	s('goldyx', 'source-freeze', 'interactive', appName('Zmrazení Pramene', 'Source Freeze'),
		t('Žeton položte do Pramene: ostatní nesmí brát svou běžnou kostku z Pramene. Ve svém dalším tahu získáte krystal základní barvy, která je v Prameni (ta kostka se nepřehazuje), a žeton si vezmete zpět lícem dolů.', 'Put the token in the Source: other players cannot take their normal Source die. On your next turn gain a crystal of a basic colour showing in the Source (that die is not rerolled) and take the token back face down.'),
		sp('source-freeze')),
	// ── Norowas ──
	s('norowas', 'forward-march', 'turn', appName('Pochod vpřed', 'Forward March'),
		t('Pohyb 1 za každou svou bojeschopnou nezraněnou jednotku, nejvýš Pohyb 3.', 'Move 1 per Ready, unwounded unit you control, at most Move 3.'),
		sp('forward-march')),
	s('norowas', 'day-sharpshooting', 'turn', appName('Denní ostrostřelba', 'Day Sharpshooting'), t('Střelecký útok 2 ve Dne, 1 v Noci.', 'Ranged Attack 2 by Day, 1 at Night.'), sp('day-sharpshooting')),
	s('norowas', 'inspiration', 'round', appName('Inspirace', 'Inspiration'), t('Mimo boj: jednu jednotku připravte k boji, nebo ji vyléčte.', 'Outside combat: ready one unit or heal one unit.'), sp('inspiration')),
	s('norowas', 'bright-negotiation', 'turn', appName('Jasné vyjednávání', 'Bright Negotiation'), t('Vliv 3 ve Dne, Vliv 2 v Noci.', 'Influence 3 by Day, Influence 2 at Night.'), sp('bright-negotiation')),
	s('norowas', 'leaves-in-the-wind', 'round', appName('Listí ve větru', 'Leaves in the Wind'), t('Získáte zelený krystal a bílý žeton many.', 'Gain a green crystal and a white mana token.'), all(crystal('green'), token('white'))),
	s('norowas', 'whispers-in-the-treetops', 'round', appName('Šepot v korunách stromů', 'Whispers in the Treetops'), t('Získáte bílý krystal a zelený žeton many.', 'Gain a white crystal and a green mana token.'), all(crystal('white'), token('green'))),
	s('norowas', 'leadership', 'turn', appName('Vůdcovství', 'Leadership'),
		t('Při aktivaci jednotky: +3 k jejímu Bloku, nebo +2 k Útoku, nebo +1 ke Střeleckému (ne obléhacímu) útoku, bez ohledu na živel.', 'When activating a unit: +3 to its Block, or +2 to its Attack, or +1 to its Ranged (not Siege) Attack, whatever the element.'),
		sp('leadership')),
	s('norowas', 'bonds-of-loyalty', 'special', appName('Pouta věrnosti', 'Bonds of Loyalty'),
		t('Při získání: do nabídky jednotek přidejte 2 základní jednotky; žeton slouží jako další žeton velení. Jednotka naverbovaná pod ním stojí o 5 Vlivu méně (min. 0), smí se použít i tam, kde jednotky nesmějí, a nelze ji propustit.', 'When gained: add 2 Regular units to the Unit offer; this token is an extra Command token. A unit recruited under it costs 5 Influence less (min 0), may be used even where units are not allowed, and cannot be disbanded.'),
		sp('bonds-of-loyalty')),
	motivation('norowas', 'white'),
	s('norowas', 'prayer-of-weather', 'interactive', appName('Modlitba za počasí', 'Prayer of Weather'),
		t('Do začátku vašeho dalšího tahu stojí každý terén vás o 2 méně (min. 1) a všechny ostatní hráče o 1 více (max. 5).', 'Until the start of your next turn every terrain costs you 2 less (min 1) and every other player 1 more (max 5).'),
		sp('prayer-of-weather')),
	// ── Tovak ──
	s('tovak', 'double-time', 'turn', appName('Dvojnásobné tempo', 'Double Time'), t('Pohyb 2 ve Dne, Pohyb 1 v Noci.', 'Move 2 by Day, Move 1 at Night.'), sp('double-time')),
	s('tovak', 'night-sharpshooting', 'turn', appName('Noční ostrostřelba', 'Night Sharpshooting'), t('Střelecký útok 1 ve Dne, 2 v Noci.', 'Ranged Attack 1 by Day, 2 at Night.'), sp('night-sharpshooting')),
	s('tovak', 'cold-swordsmanship', 'turn', appName('Chladný šerm', 'Cold Swordsmanship'), t('Útok 2 nebo ledový útok 2.', 'Attack 2 or Ice Attack 2.'), one(atk(2), atk(2, 'melee', 'ice'))),
	s('tovak', 'shield-mastery', 'turn', appName('Mistrovství se štítem', 'Shield Mastery'), t('Blok 3, nebo ohnivý blok 2, nebo ledový blok 2.', 'Block 3, or Fire Block 2, or Ice Block 2.'), one(blk(3), blk(2, 'fire'), blk(2, 'ice'))),
	s('tovak', 'resistance-break', 'turn', appName('Prolomení odolnosti', 'Resistance Break'), t('Jeden nepřítel: Zbroj −1 za každou jeho odolnost (min. 1).', 'One enemy: Armor −1 per resistance it has (min 1).'), sp('resistance-break')),
	s('tovak', 'i-feel-no-pain', 'turn', appName('Necítím bolest', 'I Feel No Pain'), t('Mimo boj: odhoďte z ruky 1 Zranění; pokud ano, doberte kartu.', 'Outside combat: discard 1 Wound from your hand; if you do, draw a card.'), sp('i-feel-no-pain')),
	s('tovak', 'i-dont-give-a-damn', 'turn', appName('Je mi to fuk', 'I Don\'t Give a Damn'),
		t('Jedna karta zahraná bokem dá +2 místo +1 (+3, je-li to pokročilá akce, kouzlo nebo artefakt).', 'One card played sideways gives +2 instead of +1 (+3 if it is an Advanced Action, Spell or Artifact).'),
		sp('i-dont-give-a-damn')),
	s('tovak', 'who-needs-magic', 'turn', appName('Kdo potřebuje magii?', 'Who Needs Magic?'),
		t('Jedna karta zahraná bokem dá +2 místo +1 (+3, pokud tento tah nepoužijete žádnou kostku z Pramene).', 'One card played sideways gives +2 instead of +1 (+3 if you use no Source die this turn).'),
		sp('who-needs-magic')),
	motivation('tovak', 'blue'),
	s('tovak', 'mana-exploit', 'interactive', appName('Zneužití many', 'Mana Exploit'),
		t('Zvolte barvu kromě zlaté a získejte její žeton. Do začátku vašeho dalšího tahu dostane každý jiný hráč Zranění, když ve svém tahu použije manu jiné barvy (nejvýš 1 za barvu; zlatá se počítá jako barva, za kterou je použita).', 'Choose a colour other than gold and gain a token of it. Until the start of your next turn every other player takes a Wound when using mana of any other colour on their turn (at most 1 per colour; gold counts as the colour it is used as).'),
		sp('mana-exploit'))
];

/**
 * Deed cards (mage-knight-data.md §1.2–1.3, §2, §3): Basic Actions, Advanced Actions, Spells,
 * Artifacts (with Banners) and the Wound card. Effects are paraphrased as Effect data; the
 * card texts themselves are not reproduced.
 *
 * `special` effect ids used anywhere in the Mage Knight data (deeds, units, skills), with what
 * the rule must do (effects-special.ts). `n`/`el`/`kind`/`color` are the parameters noted.
 *
 * agility                  — after the Move 2: in this turn's combat, Move points left over from movement may be spent as Attack, 1 for 1.
 * agility-powered          — after the Move 4: leftover Move points may be spent as Attack 1 for 1, or 2 Move per 1 Ranged Attack.
 * all-resistances          — (Altem Guardians) all your units gain Physical, Fire and Ice resistance this turn.
 * altem-mages              — Cold Fire Attack or Cold Fire Block n (5); paying 1 blue or 1 red mana makes it 7, paying both makes it 9.
 * altem-mages-black        — (black mana) choose: all attacks you play this combat become Cold Fire, or all become Siege (keeping elements).
 * ambush                   — this turn: +n to your first Attack card of any kind, or +2n to your first Block card, whichever is played first (n = 1 basic, 2 powered).
 * amulet-of-darkness       — if played by Day: deserts cost 3 this turn and you may use black mana as if it were Night.
 * amulet-of-the-sun        — if played at Night: forests cost 3 this turn, you may use gold mana, and garrisons of nearby fortified sites and ruins are revealed as by Day.
 * banner-of-courage        — banner assigned to a unit: once per Round, not in combat, flip the banner to ready this unit (banner flips back next Round).
 * banner-of-courage-powered — not in combat: ready all your units (artifact thrown away).
 * banner-of-fear           — banner assigned to a unit: in the Block phase you may spend this unit to cancel one enemy attack; Fame +1 if you do.
 * banner-of-fear-powered   — skip the Block and Assign Damage phases of this combat (thrown away).
 * banner-of-glory          — banner assigned to a unit: its Armor +1, +1 to each of its attacks and blocks; Fame +1 each time it attacks or blocks.
 * banner-of-glory-powered  — this turn all your units Armor +1 and +1 to attacks/blocks; Fame +1 per unit that attacks or blocks (thrown away).
 * banner-of-protection     — banner assigned to a unit: its Armor +1, it gains Fire and Ice resistance.
 * banner-of-protection-powered — at the end of your turn you may throw away every Wound you received this turn (thrown away).
 * block-removes-swift      — an enemy blocked by this block loses Swift (for this block).
 * bonds-of-loyalty         — skill, on gain: 2 Regular units into the Unit offer; the token is an extra Command token; a unit recruited under it costs 5 Influence less (min 0), may be used where units are not allowed, and cannot be disbanded.
 * book-of-wisdom           — throw away an Action card from hand: gain an Advanced Action of its colour from the AA offer into your hand.
 * book-of-wisdom-powered   — throw away an Action card: gain a Spell of its colour from the Spell offer into your hand and a crystal of that colour.
 * bright-negotiation       — Influence 3 by Day, Influence 2 at Night.
 * burning-shield           — if this Fire Block n is part of a successful block, it may also be used in the Attack phase as Fire Attack n.
 * call-to-arms             — this turn use one ability of one unit in the Unit offer as if yours (it cannot be assigned damage).
 * call-to-glory            — recruit any one unit from the Unit offer for free (disband one first if at the command limit).
 * chill                    — one enemy does not attack this combat; if it has Fire resistance it loses it for the rest of the turn.
 * cold-toughness           — Ice Block n (5), +1 per item printed on the blocked enemy's token: each ability icon, a Fire/Ice/Cold Fire attack (1), each resistance; PvP: +1 per mana the attacker spent on that attack.
 * concentration            — play with another Action card: gain its powered effect without paying mana; if it gives Move, Influence, Block or any Attack, add +n to it (Concentration 2, Will Focus 3).
 * crystal-mastery          — gain a crystal of a colour you already own a crystal of.
 * crystal-mastery-powered  — crystals you spend this turn come back to your Inventory at the end of the turn.
 * crystal-rolls            — roll a mana die n times: a crystal of each basic colour rolled; gold = choose a basic colour; black = Fame +1 instead.
 * crystallize              — you may pay 1 mana of a basic colour: gain a crystal of that colour.
 * dark-negotiation         — Influence 2 by Day, Influence 3 at Night.
 * dark-paths               — Move 1 by Day, Move 2 at Night.
 * day-sharpshooting        — Ranged Attack 2 by Day, Ranged Attack 1 at Night.
 * decompose                — throw away an Action card from hand: gain 2 crystals of its colour.
 * decompose-powered        — throw away an Action card: gain 1 crystal of each basic colour other than its colour.
 * demolish                 — ignore site fortifications this turn; all enemies Armor −1 (minimum 1).
 * destroy-enemy            — only in the Attack phase: destroy one enemy (Tornado).
 * diplomacy                — you may use Influence as (physical) Block this turn.
 * diplomacy-powered        — choose Ice or Fire: you may use Influence as Block of that element this turn.
 * disintegrate             — only in the Attack phase: destroy one enemy; the other enemies Armor −1 (minimum 1).
 * double-time              — Move 2 by Day, Move 1 at Night.
 * earthquake               — one enemy Armor −3 (−6 if fortified), or every enemy Armor −2 (−4 if fortified); minimum 1.
 * enemy-does-not-attack    — one enemy does not attack this combat.
 * enemy-does-not-attack-unfortified — one unfortified enemy does not attack this combat.
 * energy-flow              — (after readying a unit) you may spend one unit of level II or lower in each other player's Unit area.
 * energy-steal             — ready one unit and heal it; you may spend one unit of level III or lower in each other player's Unit area.
 * exploding-shield         — if this Fire Block is part of a successful block, the blocked enemy is destroyed.
 * expose                   — one enemy loses all fortifications and resistances this combat.
 * flame-wave               — Fire Attack n (5) or Fire Block n+2 (7), +2 for each enemy token you face.
 * flight                   — move to an adjacent space for free, or 2 spaces for 2 Move; must end on a safe space; does not provoke rampaging enemies.
 * foresters                — this turn forest, hills and swamp cost 1 less (minimum 0).
 * forward-march            — Move 1 per Ready and unwounded unit you control, at most Move 3.
 * freeze-enemy             — one enemy does not attack this combat and gets Armor −n (minimum 1) for the rest of the turn (Lethal Chill 4, Amotep Freezers 3).
 * frost-bridge             — swamps cost 1 this turn.
 * frost-bridge-powered     — this turn lakes can be entered, and lakes and swamps cost 1.
 * glittering-fortune       — only during interaction: Influence 1 per different colour of crystal in your Inventory.
 * golden-grail             — Fame +1 per point of this card's Healing spent this turn.
 * golden-grail-powered     — draw a card each time you heal a Wound from your hand this turn.
 * healing-ritual           — (interactive) not in combat: throw away up to 2 Wounds from hand; one of them goes to the nearest other hero's hand instead.
 * heroic-tale              — at the end of your turn Reputation +1 per unit recruited this turn.
 * heroic-tale-powered      — at the end of your turn Fame +1 and Reputation +1 per unit recruited this turn.
 * horn-of-wrath            — roll a mana die: black or red → take a Wound.
 * horn-of-wrath-powered    — you may add up to +n (6) to the Siege Attack; roll one die per +1 added; a Wound per black or red rolled.
 * i-dont-give-a-damn       — one card played sideways gives +2 instead of +1 (+3 if it is an Advanced Action, Spell or Artifact).
 * i-feel-no-pain           — not in combat: discard 1 Wound from hand; if you do, draw a card.
 * ice-shield               — one enemy blocked by this card gets Armor −n (3, minimum 1).
 * improvisation            — discard another non-Wound card from hand: Move n, Influence n, Attack n or Block n (3 basic, 5 powered).
 * in-need                  — Influence +n per Wound card in your hand and on your units (1 basic, 2 powered).
 * inspiration              — not in combat: ready one unit or heal one unit.
 * into-the-heat            — play at the start of combat: all your units' Attack and Block values +n this combat (2 / 3); you cannot assign damage to units this turn.
 * invocation               — discard a Wound → gain a red or black token; or discard a non-Wound card → gain a white or green token; the token must be used at once.
 * leadership               — when activating a unit: +3 to its Block, or +2 to its Attack, or +1 to its Ranged Attack (not Siege), any element.
 * learning                 — once this turn you may pay 6 Influence: gain an AA from the AA offer into your discard pile.
 * learning-powered         — once this turn you may pay 9 Influence: gain an AA from the AA offer into your hand.
 * magic-talent             — discard a card from hand: you may play one Spell from the Spell offer this turn as if in hand (it stays in the offer).
 * magic-talent-powered     — pay 1 mana of any colour: gain a Spell of that colour from the Spell offer into your discard pile.
 * mana-bolt                — pay 1 more mana: blue → Ice Attack n; red → Cold Fire Attack n−1; white → Ranged Ice Attack n−2; green → Siege Ice Attack n−3 (n = 8 / 11).
 * mana-claim               — take a basic-colour Source die and keep it until the end of the Round; gain 3 tokens of its colour now, or 1 on each of your following turns this Round.
 * mana-curse              — as mana-claim; until the end of the Round each other player using mana of that colour on their turn takes a Wound (max 1 per player per turn).
 * mana-draw                — you may use 1 additional Source die this turn.
 * mana-draw-powered        — take a Source die, set it to any non-gold colour, gain 2 tokens of that colour; the die is returned without rerolling.
 * mana-exploit             — (interactive) gain a non-gold token of a chosen colour; until your next turn every other player takes a Wound when using mana of another colour (max 1 per colour per player).
 * mana-meltdown            — each other player loses a random crystal (or takes a Wound if none); you may take one of the lost crystals.
 * mana-radiance            — choose a basic colour: every player takes a Wound per crystal of that colour they own; you gain 2 crystals of that colour.
 * mana-storm               — choose a Source die showing a basic colour: gain a crystal of that colour, reroll the die.
 * mana-storm-powered       — reroll all Source dice; you may use 3 extra dice this turn; black/gold dice count as any basic colour regardless of Day/Night.
 * mass-expose              — either all enemies lose fortifications, or all enemies lose resistances, this combat.
 * maximal-effect           — play with another Action card: use its basic effect 3 times, then throw it away.
 * maximal-effect-powered   — play with another Action card: use its powered effect twice for free, then throw it away.
 * meditation               — take 2 random cards from your discard pile, put each on top or bottom of your Deed deck; at end of turn draw 2 beyond your Hand limit.
 * mind-read                — choose a colour: gain a crystal of it; each other player discards a Spell or Action card of that colour, or shows they have none.
 * mind-steal               — as mind-read; you may also permanently take one discarded Action card (not a Spell) into your hand.
 * motivation               — on any player's turn (not after your last turn of the Round): draw 2 cards; if you have strictly the least Fame, gain a `color` token; no other Motivation until the end of your next turn.
 * night-sharpshooting      — Ranged Attack 1 by Day, Ranged Attack 2 at Night.
 * noble-manners            — if this Influence is used during an interaction: Fame +1 at the end of the turn.
 * noble-manners-powered    — if this Influence is used during an interaction: Fame +1 and Reputation +1 at the end of the turn.
 * path-finding             — every terrain costs 1 less this turn, but not below 2.
 * path-finding-powered     — every terrain costs 2 this turn (mountains, lakes stay impassable).
 * polarization             — use one mana as its opposite colour (red↔blue, green↔white, gold↔black; Day/Night limits as on the skill).
 * power-of-pain            — play one Wound sideways as a normal card for +2; at end of turn it goes to your discard pile.
 * prayer-of-weather        — (interactive) until your next turn: all terrain costs 2 less for you (min 1) and 1 more for every other player (max 5).
 * pure-magic               — pay 1 mana: green → Move n; white → Influence n; blue → Block n; red → Attack n (4 / 7); gold by Day counts as a basic colour, black gives nothing.
 * rebirth                  — Heal 3 (5 in a forest) and ready units whose levels total up to 3 (5 in a forest).
 * resistance-break         — one enemy Armor −1 per resistance it has (minimum 1).
 * restoration              — Heal 3, or Heal 5 if you are in a forest.
 * ring                     — this turn you have unlimited mana of `color` and black; Fame +1 per Spell of `color` you cast this turn.
 * song-of-wind             — plains, deserts and wastelands cost 1 less this turn (minimum 0).
 * song-of-wind-powered     — plains, deserts and wastelands cost 2 less this turn (min 0); you may pay 1 blue mana to cross lakes for Move 0 this turn.
 * source-freeze            — (interactive) other players cannot use their normal Source die; on your next turn gain a crystal of a basic colour showing in the Source (that die is not rerolled).
 * space-bending            — this turn you may move to and explore from spaces 2 away as if adjacent; your moves do not provoke rampaging enemies.
 * steady-tempo             — at the end of turn you may put this card at the bottom of your Deed deck (if not empty) instead of discarding it.
 * steady-tempo-powered     — at the end of turn you may put this card on top of your Deed deck instead of discarding it.
 * sword-of-justice         — discard any number of cards from hand: Attack 3 per card; Fame +1 per enemy defeated this turn.
 * sword-of-justice-powered — physical attacks played in the Attack phase count double this turn; enemies lose Physical resistance; Fame +1 per enemy defeated.
 * time-bending             — at end of turn take back into hand every other card played this turn (not discarded/thrown away ones), skip drawing, take another turn at once.
 * time-token               — gain a gold token by Day or a black token at Night.
 * training                 — throw away an Action card from hand: take an AA of the same colour from the AA offer into your discard pile.
 * training-powered         — as training, into your hand.
 * trance                   — as meditation, but you choose the cards.
 * tremor                   — one enemy Armor −3, or every enemy Armor −2 (minimum 1).
 * underground-attack       — as underground-travel, but end on a fortified site (or another player's space): it is an assault ignoring site fortification; withdrawing returns you to the start.
 * underground-travel       — move up to 3 revealed spaces, never into or through swamp or lake; end on a safe space; does not provoke rampaging enemies.
 * universal-power          — add 1 mana to a card played sideways: +3 instead of +1 (+4 if it is an Action or Spell of that mana's colour).
 * who-needs-magic          — one card played sideways gives +2 instead of +1 (+3 if you use no Source die this turn).
 * wings-of-night           — play in combat: if you entered it with at least as many unspent Move points as enemies you face, skip Block and Assign Damage.
 * wings-of-wind            — spend 1–5 Move points: move 1 revealed space per point; end on a safe space; does not provoke.
 * wound-card               — a Wound: it cannot be played (not even sideways).
 * wound-this-unit          — after using this ability the unit becomes Wounded.
 */
import type { Text } from '$lib/engine';
import type { DeedCard, HeroId } from './types';
import { appName, seedName } from './names';
import {
	ANY_MANA,
	BASIC,
	all,
	atk,
	atkOrBlk,
	blk,
	crystal,
	draw,
	fame,
	heal,
	inf,
	mv,
	one,
	readyUnit,
	rep,
	sp,
	token,
	wound
} from './fx';

const n = (cs: string, en: string): Text => ({ cs, en });
const BA = (path: string) => `[IMG:old/ui/img/cards/basic_actions/${path}.png]`;
const AA = (path: string) => `[IMG:old/ui/img/cards/advanced_actions/${path}.png]`;
const SP = (path: string) => `[IMG:old/ui/img/cards/spells/${path}.png]`;
const AR = (file: string) => `[IMG:old/ui/img/cards/artifacts/${file}.png]`;

/** Every `special` id used by the data (sorted, unique): the list in the comment above. */
export const SPECIAL_IDS: string[] = [
	'agility',
	'agility-powered',
	'all-resistances',
	'altem-mages',
	'altem-mages-black',
	'ambush',
	'amulet-of-darkness',
	'amulet-of-the-sun',
	'banner-of-courage',
	'banner-of-courage-powered',
	'banner-of-fear',
	'banner-of-fear-powered',
	'banner-of-glory',
	'banner-of-glory-powered',
	'banner-of-protection',
	'banner-of-protection-powered',
	'block-removes-swift',
	'bonds-of-loyalty',
	'book-of-wisdom',
	'book-of-wisdom-powered',
	'bright-negotiation',
	'burning-shield',
	'call-to-arms',
	'call-to-glory',
	'chill',
	'cold-toughness',
	'concentration',
	'crystal-mastery',
	'crystal-mastery-powered',
	'crystal-rolls',
	'crystallize',
	'dark-negotiation',
	'dark-paths',
	'day-sharpshooting',
	'decompose',
	'decompose-powered',
	'demolish',
	'destroy-enemy',
	'diplomacy',
	'diplomacy-powered',
	'disintegrate',
	'double-time',
	'earthquake',
	'enemy-does-not-attack',
	'enemy-does-not-attack-unfortified',
	'energy-flow',
	'energy-steal',
	'exploding-shield',
	'expose',
	'flame-wave',
	'flight',
	'foresters',
	'forward-march',
	'freeze-enemy',
	'frost-bridge',
	'frost-bridge-powered',
	'glittering-fortune',
	'golden-grail',
	'golden-grail-powered',
	'healing-ritual',
	'heroic-tale',
	'heroic-tale-powered',
	'horn-of-wrath',
	'horn-of-wrath-powered',
	'i-dont-give-a-damn',
	'i-feel-no-pain',
	'ice-shield',
	'improvisation',
	'in-need',
	'inspiration',
	'into-the-heat',
	'invocation',
	'leadership',
	'learning',
	'learning-powered',
	'magic-talent',
	'magic-talent-powered',
	'mana-bolt',
	'mana-claim',
	'mana-curse',
	'mana-draw',
	'mana-draw-powered',
	'mana-exploit',
	'mana-meltdown',
	'mana-radiance',
	'mana-storm',
	'mana-storm-powered',
	'mass-expose',
	'maximal-effect',
	'maximal-effect-powered',
	'meditation',
	'mind-read',
	'mind-steal',
	'motivation',
	'night-sharpshooting',
	'noble-manners',
	'noble-manners-powered',
	'path-finding',
	'path-finding-powered',
	'polarization',
	'power-of-pain',
	'prayer-of-weather',
	'pure-magic',
	'rebirth',
	'resistance-break',
	'restoration',
	'ring',
	'song-of-wind',
	'song-of-wind-powered',
	'source-freeze',
	'space-bending',
	'steady-tempo',
	'steady-tempo-powered',
	'sword-of-justice',
	'sword-of-justice-powered',
	'time-bending',
	'time-token',
	'training',
	'training-powered',
	'trance',
	'tremor',
	'underground-attack',
	'underground-travel',
	'universal-power',
	'who-needs-magic',
	'wings-of-night',
	'wings-of-wind',
	'wound-card',
	'wound-this-unit'
];

// ─── Basic Actions (§1.2, §1.3) ────────────────────────────────────────────────────────────

export const BASIC_ACTIONS: DeedCard[] = [
	{ id: 'rage', kind: 'basic', ...appName('Zuřivost', 'Rage'), color: 'red', icons: ['combat'], basic: atkOrBlk(2), powered: atk(4), index: '2/16', copies: 2, source: BA('red/rage') },
	{ id: 'determination', kind: 'basic', ...seedName('Odhodlání', 'Determination'), color: 'blue', icons: ['combat'], basic: atkOrBlk(2), powered: blk(5), index: '3/16', copies: 1, source: `${BA('blue/determination')} [SEED:l.2073]` },
	{ id: 'swiftness', kind: 'basic', ...appName('Hbitost', 'Swiftness'), color: 'white', icons: ['move', 'combat'], basic: mv(2), powered: atk(3, 'ranged'), index: '5/16', copies: 2, source: BA('white/swiftness') },
	{ id: 'march', kind: 'basic', ...seedName('Pochod', 'March'), color: 'green', icons: ['move'], basic: mv(2), powered: mv(4), index: '7/16', copies: 2, source: `${BA('green/march')} [SEED:l.1236–1245]` },
	{ id: 'stamina', kind: 'basic', ...seedName('Vydrž', 'Stamina'), color: 'blue', icons: ['move'], basic: mv(2), powered: mv(4), index: '9/16', copies: 2, source: `${BA('blue/stamina')} [SEED:l.1236–1245]` },
	{ id: 'tranquility', kind: 'basic', ...appName('Vyrovnanost', 'Tranquility'), color: 'green', icons: ['heal'], basic: one(heal(1), draw(1)), powered: one(heal(2), draw(2)), index: '10/16', copies: 1, source: BA('green/tranquility') },
	{ id: 'promise', kind: 'basic', ...appName('Slib', 'Promise'), color: 'white', icons: ['influence'], basic: inf(2), powered: inf(4), index: '11/16', copies: 1, source: BA('white/promise') },
	{ id: 'threaten', kind: 'basic', ...appName('Výhrůžka', 'Threaten'), color: 'red', icons: ['influence'], basic: inf(2), powered: all(inf(5), rep(-1, true)), index: '12/16', copies: 1, source: BA('red/threaten') },
	{ id: 'crystallize', kind: 'basic', ...appName('Krystalizace', 'Crystallize'), color: 'blue', icons: ['special'], basic: sp('crystallize'), powered: crystal(...BASIC), index: '13/16', copies: 1, source: BA('blue/crystallize') },
	{ id: 'mana-draw', kind: 'basic', ...seedName('Přivolání síly', 'Mana Draw'), color: 'white', icons: ['special'], basic: sp('mana-draw'), powered: sp('mana-draw-powered'), index: '14/16', copies: 1, source: `${BA('white/mana_draw')} [SEED:l.1236–1245]` },
	{ id: 'concentration', kind: 'basic', ...seedName('Soustředění', 'Concentration'), color: 'green', icons: ['special'], basic: token('blue', 'white', 'red'), powered: sp('concentration', { n: 2 }), index: '15/16', copies: 1, source: `${BA('green/concentration')} [SEED:l.1802]` },
	{ id: 'improvisation', kind: 'basic', ...seedName('Improvizace', 'Improvisation'), color: 'red', icons: ['move', 'influence', 'combat'], basic: sp('improvisation', { n: 3 }), powered: sp('improvisation', { n: 5 }), index: '16/16', copies: 1, source: `${BA('red/improvisation')} [SEED:l.1322–1325]` },
	// Hero-unique cards (§1.3).
	{ id: 'battle-versatility', kind: 'basic', ...appName('Bojová všestrannost', 'Battle Versatility'), color: 'red', icons: ['combat'], hero: 'arythea', index: '1/16', copies: 1,
		basic: one(atk(2), blk(2), atk(1, 'ranged')),
		powered: one(atk(4), blk(4), atk(3, 'melee', 'fire'), blk(3, 'fire'), atk(3, 'ranged'), atk(2, 'siege')),
		source: `${BA('red/battle_versatility')} [YAV:src/Hero.hs]` },
	{ id: 'will-focus', kind: 'basic', ...appName('Soustředění vůle', 'Will Focus'), color: 'green', icons: ['special'], hero: 'goldyx', index: '15/16', copies: 1,
		basic: one(token('blue', 'white', 'red'), crystal('green')), powered: sp('concentration', { n: 3 }),
		source: `${BA('green/will_focus')} [YAV:src/Hero.hs]` },
	{ id: 'noble-manners', kind: 'basic', ...appName('Vznešené způsoby', 'Noble Manners'), color: 'white', icons: ['influence'], hero: 'norowas', index: '11/16', copies: 1,
		basic: all(inf(2), sp('noble-manners')), powered: all(inf(4), sp('noble-manners-powered')),
		source: `${BA('white/noble_manners')} [YAV:src/Hero.hs]` },
	{ id: 'cold-toughness', kind: 'basic', ...appName('Ledová houževnatost', 'Cold Toughness'), color: 'blue', icons: ['combat'], hero: 'tovak', index: '3/16', copies: 1,
		basic: one(atk(2, 'melee', 'ice'), blk(3, 'ice')), powered: sp('cold-toughness', { n: 5, el: 'ice' }),
		source: `${BA('blue/cold_toughness')} [YAV:src/Hero.hs]`,
		provisional: n(
			'Předběžné: jak přesně počítat symboly nepřítele (opevnění, přivolání, ledový oheň) karta neuvádí; počítá se 1 za každou schopnost, barvu útoku a odolnost.',
			'Provisional: the card does not say exactly how to count enemy icons (fortified, summon, cold fire); each ability, attack colour and resistance counts 1.'
		) }
];

/** The standard 16-card deck in printed index order (1/16 … 16/16). */
const STANDARD_DECK: string[] = [
	'rage', 'rage', 'determination', 'swiftness', 'swiftness', 'march', 'march', 'stamina', 'stamina',
	'tranquility', 'promise', 'threaten', 'crystallize', 'mana-draw', 'concentration', 'improvisation'
];
/** Hero → [unique card, the standard card it replaces] (§1.1). */
export const HERO_CARD_SWAP: Record<HeroId, [string, string]> = {
	arythea: ['battle-versatility', 'rage'],
	goldyx: ['will-focus', 'concentration'],
	norowas: ['noble-manners', 'promise'],
	tovak: ['cold-toughness', 'determination']
};

/** The 16 card ids of a hero's starting Deed deck (duplicates repeated; one copy replaced). */
export function heroDeck(hero: HeroId): string[] {
	const [unique, replaced] = HERO_CARD_SWAP[hero];
	const deck = [...STANDARD_DECK];
	deck[deck.indexOf(replaced)] = unique;
	return deck;
}

// ─── Advanced Actions (§2) ─────────────────────────────────────────────────────────────────

export const ADVANCED_ACTIONS: DeedCard[] = [
	{ id: 'fire-bolt', number: 65, index: '1/28', kind: 'advanced', ...appName('Ohnivá střela', 'Fire Bolt'), color: 'red', icons: ['special', 'combat'], basic: crystal('red'), powered: atk(3, 'ranged', 'fire'), source: AA('red/fire_bolt') },
	{ id: 'ice-bolt', number: 66, index: '2/28', kind: 'advanced', ...appName('Ledová střela', 'Ice Bolt'), color: 'blue', icons: ['special', 'combat'], basic: crystal('blue'), powered: atk(3, 'ranged', 'ice'), source: AA('blue/ice_bolt') },
	{ id: 'swift-bolt', number: 67, index: '3/28', kind: 'advanced', ...appName('Rychlá střela', 'Swift Bolt'), color: 'white', icons: ['special', 'combat'], basic: crystal('white'), powered: atk(4, 'ranged'), source: AA('white/swift_bolt') },
	{ id: 'crushing-bolt', number: 68, index: '4/28', kind: 'advanced', ...appName('Drtivá střela', 'Crushing Bolt'), color: 'green', icons: ['special', 'combat'], basic: crystal('green'), powered: atk(3, 'siege'), source: AA('green/crushing_bolt') },
	// "You may take a Wound to make it Attack 5" = a choice between the plain and the wounded version.
	{ id: 'blood-rage', number: 69, index: '5/28', kind: 'advanced', ...appName('Krvavá zuřivost', 'Blood Rage'), color: 'red', icons: ['combat'], basic: one(atk(2), all(wound(1), atk(5))), powered: one(atk(4), all(wound(1), atk(9))), source: AA('red/blood_rage') },
	{ id: 'ice-shield', number: 70, index: '6/28', kind: 'advanced', ...appName('Ledový štít', 'Ice Shield'), color: 'blue', icons: ['combat'], basic: blk(3, 'ice'), powered: all(blk(3, 'ice'), sp('ice-shield', { n: 3 })), source: AA('blue/ice_shield') },
	{ id: 'agility', number: 71, index: '7/28', kind: 'advanced', ...appName('Obratnost', 'Agility'), color: 'white', icons: ['move'], basic: all(mv(2), sp('agility')), powered: all(mv(4), sp('agility-powered')), source: AA('white/agility') },
	{ id: 'refreshing-walk', number: 72, index: '8/28', kind: 'advanced', ...appName('Osvěžující procházka', 'Refreshing Walk'), color: 'green', icons: ['move'], basic: all(mv(2), heal(1)), powered: all(mv(4), heal(2)), source: AA('green/refreshing_walk') },
	{ id: 'intimidate', number: 73, index: '9/28', kind: 'advanced', ...appName('Zastrašení', 'Intimidate'), color: 'red', icons: ['influence', 'combat'], basic: all(one(inf(4), atk(3)), rep(-1, true)), powered: all(one(inf(8), atk(7)), rep(-2, true)), source: AA('red/intimidate') },
	{ id: 'frost-bridge', number: 74, index: '10/28', kind: 'advanced', ...appName('Mrazivý most', 'Frost Bridge'), color: 'blue', icons: ['move'], basic: all(mv(2), sp('frost-bridge')), powered: all(mv(4), sp('frost-bridge-powered')), source: AA('blue/frost_bridge') },
	{ id: 'song-of-wind', number: 75, index: '11/28', kind: 'advanced', ...appName('Píseň větru', 'Song of Wind'), color: 'white', icons: ['move'], basic: all(mv(2), sp('song-of-wind')), powered: all(mv(2), sp('song-of-wind-powered')), source: AA('white/song_of_wind') },
	{ id: 'path-finding', number: 76, index: '12/28', kind: 'advanced', ...appName('Hledání cesty', 'Path Finding'), color: 'green', icons: ['move'], basic: all(mv(2), sp('path-finding')), powered: all(mv(4), sp('path-finding-powered')), source: AA('green/path_finding') },
	{ id: 'blood-ritual', number: 77, index: '13/28', kind: 'advanced', ...appName('Krvavý rituál', 'Blood Ritual'), color: 'red', icons: ['special'],
		basic: all(wound(1), crystal('red'), token(...ANY_MANA)),
		powered: all(wound(1), token(...ANY_MANA), token(...ANY_MANA), token(...ANY_MANA), sp('crystallize')),
		source: `${AA('red/blood_ritual')} [FORUM] [MKD:cards.rs]`,
		provisional: n(
			'Předběžné: použit opravený text pozdějšího tisku (červený krystal místo žetonu; u silnějšího efektu lze zaplatit 1 manu za krystal). Ověřit na české kartě.',
			'Provisional: uses the revised later-printing text (a red crystal instead of a token; the powered effect may pay 1 mana for a crystal). Check against the Czech card.'
		) },
	{ id: 'pure-magic', number: 78, index: '14/28', kind: 'advanced', ...appName('Čistá magie', 'Pure Magic'), color: 'blue', icons: ['move', 'influence', 'combat'], basic: sp('pure-magic', { n: 4 }), powered: sp('pure-magic', { n: 7 }), source: AA('blue/pure_magic') },
	{ id: 'heroic-tale', number: 79, index: '15/28', kind: 'advanced', ...appName('Hrdinský příběh', 'Heroic Tale'), color: 'white', icons: ['influence'], basic: all(inf(3), sp('heroic-tale')), powered: all(inf(6), sp('heroic-tale-powered')), source: AA('white/heroic_tale') },
	{ id: 'regeneration', number: 80, index: '16/28', kind: 'advanced', ...appName('Regenerace', 'Regeneration'), color: 'green', icons: ['heal'], basic: all(heal(1), readyUnit(2)), powered: all(heal(2), readyUnit(3)), source: AA('green/regeneration') },
	// 81–92: not used in First Reconnaissance. Icons read from the scans (Decompose, Crystal Mastery, Mana Storm: special icon, not re-checked).
	{ id: 'into-the-heat', number: 81, index: '17/28', kind: 'advanced', ...appName('Do žáru boje', 'Into the Heat'), color: 'red', icons: ['combat'], basic: sp('into-the-heat', { n: 2 }), powered: sp('into-the-heat', { n: 3 }), source: AA('red/into_the_heat') },
	{ id: 'steady-tempo', number: 82, index: '18/28', kind: 'advanced', ...appName('Stálé tempo', 'Steady Tempo'), color: 'blue', icons: ['move'], basic: all(mv(2), sp('steady-tempo')), powered: all(mv(4), sp('steady-tempo-powered')), source: AA('blue/steady_tempo') },
	{ id: 'diplomacy', number: 83, index: '19/28', kind: 'advanced', ...appName('Diplomacie', 'Diplomacy'), color: 'white', icons: ['influence', 'combat'], basic: all(inf(2), sp('diplomacy')), powered: all(inf(4), sp('diplomacy-powered')), source: AA('white/diplomacy') },
	{ id: 'in-need', number: 84, index: '20/28', kind: 'advanced', ...appName('V nouzi', 'In Need'), color: 'green', icons: ['influence'], basic: all(inf(2), sp('in-need', { n: 1 })), powered: all(inf(4), sp('in-need', { n: 2 })), source: AA('green/in_need') },
	{ id: 'decompose', number: 85, index: '21/28', kind: 'advanced', ...appName('Rozklad', 'Decompose'), color: 'red', icons: ['special'], basic: sp('decompose'), powered: sp('decompose-powered'), source: AA('red/decompose') },
	{ id: 'crystal-mastery', number: 86, index: '22/28', kind: 'advanced', ...appName('Mistrovství krystalů', 'Crystal Mastery'), color: 'blue', icons: ['special'], basic: sp('crystal-mastery'), powered: sp('crystal-mastery-powered'), source: AA('blue/crystal_mastery') },
	{ id: 'mana-storm', number: 87, index: '23/28', kind: 'advanced', ...appName('Bouře many', 'Mana Storm'), color: 'white', icons: ['special'], basic: sp('mana-storm'), powered: sp('mana-storm-powered'), source: AA('white/mana_storm') },
	{ id: 'ambush', number: 88, index: '24/28', kind: 'advanced', ...appName('Přepadení', 'Ambush'), color: 'green', icons: ['move'], basic: all(mv(2), sp('ambush', { n: 1 })), powered: all(mv(4), sp('ambush', { n: 2 })), source: AA('green/ambush') },
	{ id: 'maximal-effect', number: 89, index: '25/28', kind: 'advanced', ...appName('Maximální účinek', 'Maximal Effect'), color: 'red', icons: ['special'], basic: sp('maximal-effect'), powered: sp('maximal-effect-powered'), source: AA('red/maximal_effect') },
	{ id: 'magic-talent', number: 90, index: '26/28', kind: 'advanced', ...appName('Magické nadání', 'Magic Talent'), color: 'blue', icons: ['special'], basic: sp('magic-talent'), powered: sp('magic-talent-powered'), source: AA('blue/magic_talent'),
		provisional: n(
			'Předběžné: podle prvního anglického tisku; pozdější tisky možná omezují kouzlo na stejnou barvu jako odhozená karta.',
			'Provisional: first English printing; later printings may limit the Spell to the colour of the discarded card.'
		) },
	{ id: 'learning', number: 91, index: '27/28', kind: 'advanced', ...appName('Učenost', 'Learning'), color: 'white', icons: ['influence', 'special'], basic: all(inf(2), sp('learning')), powered: all(inf(4), sp('learning-powered')), source: AA('white/learning') },
	{ id: 'training', number: 92, index: '28/28', kind: 'advanced', ...appName('Výcvik', 'Training'), color: 'green', icons: ['special'], basic: sp('training'), powered: sp('training-powered'), source: AA('green/training') }
];

/** The Advanced Actions of First Reconnaissance: numbers 65–80. */
export const FR_ADVANCED_IDS: string[] = ADVANCED_ACTIONS.filter((c) => c.number! >= 65 && c.number! <= 80).map((c) => c.id);

// ─── Spells (§3.1) ─────────────────────────────────────────────────────────────────────────

export const SPELLS: DeedCard[] = [
	{ id: 'fireball', number: 93, index: '1/20', kind: 'spell', ...appName('Ohnivá koule', 'Fireball'), poweredName: { cs: 'Ohnivá bouře', en: 'Firestorm' }, poweredCsName: 'app', color: 'red', icons: ['combat'], basic: atk(5, 'ranged', 'fire'), powered: all(wound(1), atk(8, 'siege', 'fire')), source: SP('red/fireball') },
	{ id: 'snowstorm', number: 94, index: '2/20', kind: 'spell', ...appName('Sněhová bouře', 'Snowstorm'), poweredName: n('Blizard', 'Blizzard'), poweredCsName: 'seed', color: 'blue', icons: ['combat'], basic: atk(5, 'ranged', 'ice'), powered: all(wound(1), atk(8, 'siege', 'ice')), source: `${SP('blue/snow_storm')} [SEED:l.503]` },
	{ id: 'expose', number: 95, index: '3/20', kind: 'spell', ...appName('Odhalení', 'Expose'), poweredName: { cs: 'Hromadné odhalení', en: 'Mass Expose' }, poweredCsName: 'app', color: 'white', icons: ['combat'], basic: all(sp('expose'), atk(2, 'ranged')), powered: all(sp('mass-expose'), atk(3, 'ranged')), source: SP('white/expose') },
	{ id: 'tremor', number: 96, index: '4/20', kind: 'spell', ...appName('Otřes', 'Tremor'), poweredName: { cs: 'Zemětřesení', en: 'Earthquake' }, poweredCsName: 'app', color: 'green', icons: ['combat'], basic: sp('tremor'), powered: sp('earthquake'), source: SP('green/tremor') },
	{ id: 'flame-wall', number: 97, index: '5/20', kind: 'spell', ...appName('Plamenná zeď', 'Flame Wall'), poweredName: { cs: 'Plamenná vlna', en: 'Flame Wave' }, poweredCsName: 'app', color: 'red', icons: ['combat'], basic: one(atk(5, 'melee', 'fire'), blk(7, 'fire')), powered: sp('flame-wave', { n: 5, el: 'fire' }), source: SP('red/flame_wall') },
	{ id: 'mana-bolt', number: 98, index: '6/20', kind: 'spell', ...appName('Střela many', 'Mana Bolt'), poweredName: { cs: 'Hromová střela many', en: 'Mana Thunderbolt' }, poweredCsName: 'app', color: 'blue', icons: ['combat'], basic: sp('mana-bolt', { n: 8 }), powered: sp('mana-bolt', { n: 11 }), source: SP('blue/mana_bolt') },
	{ id: 'whirlwind', number: 99, index: '7/20', kind: 'spell', ...appName('Vichřice', 'Whirlwind'), poweredName: { cs: 'Tornádo', en: 'Tornado' }, poweredCsName: 'app', color: 'white', icons: ['combat'], basic: sp('enemy-does-not-attack'), powered: sp('destroy-enemy'), source: SP('white/whirlwind') },
	{ id: 'underground-travel', number: 100, index: '8/20', kind: 'spell', ...appName('Podzemní cesta', 'Underground Travel'), poweredName: { cs: 'Podzemní útok', en: 'Underground Attack' }, poweredCsName: 'app', color: 'green', icons: ['move'], basic: sp('underground-travel'), powered: sp('underground-attack'), source: SP('green/underground_travel') },
	{ id: 'burning-shield', number: 101, index: '9/20', kind: 'spell', ...appName('Hořící štít', 'Burning Shield'), poweredName: { cs: 'Vybuchující štít', en: 'Exploding Shield' }, poweredCsName: 'app', color: 'red', icons: ['combat'], basic: all(blk(4, 'fire'), sp('burning-shield', { n: 4, el: 'fire' })), powered: all(blk(4, 'fire'), sp('exploding-shield')), source: SP('red/burning_shield') },
	{ id: 'chill', number: 102, index: '10/20', kind: 'spell', ...appName('Chlad', 'Chill'), poweredName: { cs: 'Smrtící chlad', en: 'Lethal Chill' }, poweredCsName: 'app', color: 'blue', icons: ['combat'], basic: sp('chill'), powered: sp('freeze-enemy', { n: 4 }), source: SP('blue/chill') },
	{ id: 'wings-of-wind', number: 103, index: '11/20', kind: 'spell', ...appName('Křídla větru', 'Wings of Wind'), poweredName: { cs: 'Křídla noci', en: 'Wings of Night' }, poweredCsName: 'app', color: 'white', icons: ['move', 'combat'], basic: sp('wings-of-wind'), powered: sp('wings-of-night'), source: SP('white/wings_of_wind'),
		provisional: n(
			'Předběžné: Křídla noci podle prvního anglického tisku; znění pozdějších tisků neznámé.',
			'Provisional: Wings of Night follows the first English printing; the later reworded text is unknown.'
		) },
	{ id: 'restoration', number: 104, index: '12/20', kind: 'spell', ...appName('Obnova', 'Restoration'), poweredName: { cs: 'Znovuzrození', en: 'Rebirth' }, poweredCsName: 'app', color: 'green', icons: ['heal'], basic: sp('restoration'), powered: sp('rebirth'), source: SP('green/restoration') },
	{ id: 'demolish', number: 105, index: '13/20', kind: 'spell', ...appName('Zboření', 'Demolish'), poweredName: { cs: 'Rozpad', en: 'Disintegrate' }, poweredCsName: 'app', color: 'red', icons: ['combat'], basic: sp('demolish'), powered: sp('disintegrate'), source: SP('red/demolish') },
	{ id: 'space-bending', number: 106, index: '14/20', kind: 'spell', ...appName('Pokřivení prostoru', 'Space Bending'), poweredName: n('Pokřivení času', 'Time Bending'), poweredCsName: 'seed', color: 'blue', icons: ['move', 'special'], basic: sp('space-bending'), powered: sp('time-bending'), source: `${SP('blue/space_bending')} [SEED:l.3375]` },
	{ id: 'call-to-arms', number: 107, index: '15/20', kind: 'spell', ...appName('Do zbraně', 'Call to Arms'), poweredName: { cs: 'Výzva ke slávě', en: 'Call to Glory' }, poweredCsName: 'app', color: 'white', icons: ['special'], basic: sp('call-to-arms'), powered: sp('call-to-glory'), source: SP('white/call_to_arms') },
	{ id: 'meditation', number: 108, index: '16/20', kind: 'spell', ...appName('Rozjímání', 'Meditation'), poweredName: { cs: 'Vytržení', en: 'Trance' }, poweredCsName: 'app', color: 'green', icons: ['special'], basic: sp('meditation'), powered: sp('trance'), source: SP('green/meditation') },
	{ id: 'mana-meltdown', number: 109, index: '17/20', kind: 'spell', competitive: true, ...appName('Roztavení many', 'Mana Meltdown'), poweredName: { cs: 'Záření many', en: 'Mana Radiance' }, poweredCsName: 'app', color: 'red', icons: ['special'], basic: sp('mana-meltdown'), powered: sp('mana-radiance'), source: `${SP('red/mana_meltdown')} [RB-UE]` },
	{ id: 'mana-claim', number: 110, index: '18/20', kind: 'spell', competitive: true, ...appName('Nárok na manu', 'Mana Claim'), poweredName: { cs: 'Prokletí many', en: 'Mana Curse' }, poweredCsName: 'app', color: 'blue', icons: ['special'], basic: sp('mana-claim'), powered: sp('mana-curse'), source: `${SP('blue/mana_claim')} [RB-UE]` },
	{ id: 'mind-read', number: 111, index: '19/20', kind: 'spell', competitive: true, ...appName('Čtení myšlenek', 'Mind Read'), poweredName: { cs: 'Krádež myšlenek', en: 'Mind Steal' }, poweredCsName: 'app', color: 'white', icons: ['special'], basic: sp('mind-read'), powered: sp('mind-steal'), source: `${SP('white/mind_read')} [RB-UE]` },
	{ id: 'energy-flow', number: 112, index: '20/20', kind: 'spell', competitive: true, ...appName('Tok energie', 'Energy Flow'), poweredName: { cs: 'Krádež energie', en: 'Energy Steal' }, poweredCsName: 'app', color: 'green', icons: ['heal'], basic: all(readyUnit(4), sp('energy-flow')), powered: sp('energy-steal'), source: `${SP('green/energy_flow')} [RB-UE]` }
];

// ─── Artifacts (§3.2) ──────────────────────────────────────────────────────────────────────

const ARTIFACT_NUMBER: Text = n(
	'Předběžné: číslo karty (113–128) je odvozené, ne ověřené.',
	'Provisional: the card number (113–128) is inferred, not verified.'
);
const art = (x: number, c: Omit<DeedCard, 'kind' | 'number' | 'index' | 'provisional'>): DeedCard => ({
	...c,
	kind: 'artifact',
	number: 112 + x,
	index: `${x}/16`,
	provisional: ARTIFACT_NUMBER
});

export const ARTIFACTS: DeedCard[] = [
	art(1, { id: 'banner-of-glory', ...appName('Prapor slávy', 'Banner of Glory'), icons: ['banner', 'combat'], basic: sp('banner-of-glory'), powered: sp('banner-of-glory-powered'), source: AR('banner_of_glory') }),
	art(2, { id: 'banner-of-fear', ...appName('Prapor strachu', 'Banner of Fear'), icons: ['banner', 'combat'], basic: sp('banner-of-fear'), powered: sp('banner-of-fear-powered'), source: AR('banner_of_fear') }),
	art(3, { id: 'banner-of-protection', ...appName('Prapor ochrany', 'Banner of Protection'), icons: ['banner', 'combat'], basic: sp('banner-of-protection'), powered: sp('banner-of-protection-powered'), source: AR('banner_of_protection') }),
	art(4, { id: 'banner-of-courage', ...appName('Prapor odvahy', 'Banner of Courage'), icons: ['banner', 'heal'], basic: sp('banner-of-courage'), powered: sp('banner-of-courage-powered'), source: AR('banner_of_courage') }),
	art(5, { id: 'ruby-ring', ...appName('Rubínový prsten', 'Ruby Ring'), icons: ['special'], basic: all(token('red'), crystal('red'), fame(1)), powered: sp('ring', { color: 'red' }), source: AR('ruby_ring') }),
	art(6, { id: 'sapphire-ring', ...appName('Safírový prsten', 'Sapphire Ring'), icons: ['special'], basic: all(token('blue'), crystal('blue'), fame(1)), powered: sp('ring', { color: 'blue' }), source: AR('sapphire_ring') }),
	art(7, { id: 'diamond-ring', ...appName('Diamantový prsten', 'Diamond Ring'), icons: ['special'], basic: all(token('white'), crystal('white'), fame(1)), powered: sp('ring', { color: 'white' }), source: AR('diamond_ring') }),
	art(8, { id: 'emerald-ring', ...appName('Smaragdový prsten', 'Emerald Ring'), icons: ['special'], basic: all(token('green'), crystal('green'), fame(1)), powered: sp('ring', { color: 'green' }), source: AR('emerald_ring') }),
	art(9, { id: 'sword-of-justice', ...appName('Meč spravedlnosti', 'Sword of Justice'), icons: ['combat'], basic: sp('sword-of-justice', { n: 3 }), powered: sp('sword-of-justice-powered'), source: AR('sword_of_justice') }),
	art(10, { id: 'horn-of-wrath', ...appName('Roh hněvu', 'Horn of Wrath'), icons: ['combat'], basic: all(atk(6, 'siege'), sp('horn-of-wrath')), powered: all(atk(6, 'siege'), sp('horn-of-wrath-powered', { n: 6 })), source: AR('horn_of_wrath') }),
	art(11, { id: 'endless-bag-of-gold', ...appName('Bezedný měšec zlata', 'Endless Bag of Gold'), icons: ['influence'], basic: all(inf(4), fame(2)), powered: all(inf(9), fame(3)), source: AR('endless_bag_of_gold') }),
	art(12, { id: 'endless-gem-pouch', ...appName('Bezedný váček drahokamů', 'Endless Gem Pouch'), icons: ['special'], basic: sp('crystal-rolls', { n: 2 }), powered: all(token('red'), token('blue'), token('green'), token('white'), sp('time-token')), source: AR('endless_gem_pouch') }),
	art(13, { id: 'golden-grail', ...appName('Zlatý grál', 'Golden Grail'), icons: ['heal'], basic: all(heal(2), sp('golden-grail')), powered: all(heal(6), sp('golden-grail-powered')), source: AR('golden_grail') }),
	art(14, { id: 'book-of-wisdom', ...appName('Kniha moudrosti', 'Book of Wisdom'), icons: ['special'], basic: sp('book-of-wisdom'), powered: sp('book-of-wisdom-powered'), source: AR('book_of_wisdom') }),
	art(15, { id: 'amulet-of-the-sun', ...appName('Amulet slunce', 'Amulet of the Sun'), icons: ['special'], basic: all(token('gold'), sp('amulet-of-the-sun')), powered: all(token('gold'), token('gold'), token('gold'), sp('amulet-of-the-sun')), source: AR('amulet_of_sun') }),
	art(16, { id: 'amulet-of-darkness', ...appName('Amulet temnoty', 'Amulet of Darkness'), icons: ['special'], basic: all(token(...ANY_MANA), sp('amulet-of-darkness')), powered: all(token(...ANY_MANA), token(...ANY_MANA), token(...ANY_MANA), sp('amulet-of-darkness')), source: AR('amulet_of_darkness') })
];

// ─── Wound (§3.3) ──────────────────────────────────────────────────────────────────────────

export const WOUND: DeedCard = {
	id: 'wound',
	kind: 'wound',
	...seedName('Zranění', 'Wound'),
	icons: [],
	basic: sp('wound-card'),
	powered: sp('wound-card'),
	source: '[IMG:old/ui/img/cards/wound.png] [SEED:l.586]'
};
/** Wound cards in the box (40 [inferred]); the rules treat the pile as unlimited (spec §12 #20). */
export const WOUND_COUNT = 40;

export const ALL_DEEDS: DeedCard[] = [...BASIC_ACTIONS, ...ADVANCED_ACTIONS, ...SPELLS, ...ARTIFACTS, WOUND];

const DEED_BY_ID: Map<string, DeedCard> = new Map(ALL_DEEDS.map((c) => [c.id, c]));
/** The card with this id; throws on an unknown id (a programming error). */
export function deedById(id: string): DeedCard {
	const c = DEED_BY_ID.get(id);
	if (!c) throw new Error(`mageknight: unknown deed card "${id}"`);
	return c;
}

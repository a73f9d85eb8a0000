/** The prompt of each decision, in Czech and English. */
import type { Text } from '$lib/engine';
import { card } from './cards';
import { skillPrompt } from './skill-tasks';
import { MANA_ACC, tx } from './text';
import type { PickPurpose, Task } from './tasks';
import type { MkState } from './types';

export function promptOf(s: MkState, task: Extract<Task, { seat: number }>): Text {
	const seat = task.seat;
	switch (task.t) {
		case 'pickTactic':
			return tx(`{${seat}}: vyber taktiku.`, `{${seat}}: choose a Tactic.`);
		case 'turn':
			if (s.combat) return combatPrompt(s, seat);
			if (s.turn?.stage === 'interact') return tx(`{${seat}}: jednání s místními.`, `{${seat}}: interaction with the locals.`);
			if (s.turn?.stage === 'rest') return tx(`{${seat}}: odpočinek.`, `{${seat}}: resting.`);
			return tx(`{${seat}}: tvůj tah – hraj karty, pohybuj se, jednej.`, `{${seat}}: your turn – play cards, move, act.`);
		case 'cardMode': {
			const c = card(s, task.card);
			return tx(`{${seat}}: jak zahrát kartu ${c?.name.cs ?? task.card}?`, `{${seat}}: how to play ${c?.name.en ?? task.card}?`);
		}
		case 'assignDamage':
			return tx(`{${seat}}: přiděl zranění (zbývá ${task.left}): jednotce, nebo hrdinovi.`, `{${seat}}: assign the damage (${task.left} left): to a unit or the hero.`);
		case 'pickEnemy':
			return tx(`{${seat}}: vyber nepřítele, na kterého účinek míří.`, `{${seat}}: choose the enemy the effect is aimed at.`);
		case 'combatChoice':
			return tx(`{${seat}}: vyber jednu možnost účinku.`, `{${seat}}: choose one option of the effect.`);
		case 'payMana':
			return tx(`{${seat}}: zaplať ${MANA_ACC[task.need[0]] ?? ''} manu.`, `{${seat}}: pay ${task.need[0]} mana.`);
		case 'effectChoice':
			return tx(`{${seat}}: vyber jednu možnost.`, `{${seat}}: choose one option.`);
		case 'pickCard':
			return pickCardPrompt(seat, task.purpose, task.n);
		case 'unitAbility':
			return tx(`{${seat}}: vyber schopnost jednotky.`, `{${seat}}: choose the unit's ability.`);
		case 'pickUnit':
			return tx(`{${seat}}: vyber jednotku.`, `{${seat}}: choose a unit.`);
		case 'glade':
			return tx(`{${seat}}: kouzelná mýtina – odhoď zranění?`, `{${seat}}: magical glade – throw away a Wound?`);
		case 'levelUp':
			return tx(`{${seat}}: nová úroveň – vyber dovednost.`, `{${seat}}: level up – choose a skill.`);
		case 'pickAdvanced':
			return tx(`{${seat}}: vyber pokročilou akci.`, `{${seat}}: choose an Advanced Action.`);
		case 'pickSpell':
			return tx(`{${seat}}: vyber kouzlo.`, `{${seat}}: choose a Spell.`);
		case 'pickArtifact':
			return tx(`{${seat}}: vyber artefakt.`, `{${seat}}: choose an Artifact.`);
		case 'pickCrystal':
			return tx(`{${seat}}: vyber barvu krystalu.`, `{${seat}}: choose a crystal colour.`);
		case 'rewardOrder':
			return tx(`{${seat}}: odměna jednotkou i nová úroveň – co dřív? (Nová úroveň může přinést žeton velení.)`, `{${seat}}: a Unit reward and a level-up – which first? (The level may bring a Command token.)`);
		case 'pickUnitReward':
			return tx(`{${seat}}: vyber jednotku z nabídky.`, `{${seat}}: choose a unit from the offer.`);
		case 'endDiscard':
			return tx(`{${seat}}: odhoď karty před dobíráním, nebo hotovo.`, `{${seat}}: discard cards before drawing, or done.`);
		case 'rethink':
			return tx(`{${seat}}: Přehodnocení – odhoď až 3 karty.`, `{${seat}}: Rethink – discard up to 3 cards.`);
		case 'manaSteal':
			return tx(`{${seat}}: vezmi si kostku z Pramene.`, `{${seat}}: take a die from the Source.`);
		case 'preparation':
			return tx(`{${seat}}: vyber kartu z balíčku.`, `{${seat}}: pick a card from your deck.`);
		case 'manaSearch':
			return tx(`{${seat}}: Hledání many – vyber kostky k přehození (nejvýš 2).`, `{${seat}}: Mana Search – pick dice to reroll (at most 2).`);
		case 'midnightMeditation':
			return tx(`{${seat}}: Půlnoční meditace – vyber až 5 karet do balíčku.`, `{${seat}}: Midnight Meditation – pick up to 5 cards to shuffle in.`);
		case 'sparingPower':
			return tx(`{${seat}}: Šetření silou – odlož vrchní kartu balíčku, nebo si vezmi uložené karty.`, `{${seat}}: Sparing Power – stash the top Deed card, or take the stashed cards.`);
		case 'longNight':
			return tx(`{${seat}}: balíček došel – použít Dlouhou noc?`, `{${seat}}: the deck ran out – use Long Night?`);
		case 'pvpAttend':
			return tx(`{${seat}}: útok jiného hrdiny – plná, nebo částečná účast v boji?`, `{${seat}}: a hero attacks you – full or partial attendance?`);
		case 'pvpAct':
			return s.pvp?.step === 'block'
				? tx(`{${seat}}: zahraj bloky a potvrď blok.`, `{${seat}}: play blocks, then block.`)
				: tx(`{${seat}}: zahraj útok a zaútoč, nebo nech být.`, `{${seat}}: play an attack and strike, or pass.`);
		case 'pvpCancel':
			return tx(`{${seat}}: vyber jednotku, jejíž útok se nepočítá.`, `{${seat}}: choose the unit whose attack does not count.`);
		case 'pvpTarget':
			return tx(`{${seat}}: vyber jednotku soupeře, na kterou účinek míří.`, `{${seat}}: choose the opponent's unit the effect is aimed at.`);
		case 'pvpAfter':
			return tx(`{${seat}}: po boji smíš hrát zvláštní a léčivé účinky, pak ukonči tah.`, `{${seat}}: after the combat you may play special and healing effects, then end your turn.`);
		case 'pvpDamage':
			return tx(`{${seat}}: rozděl ${task.left} zranění.`, `{${seat}}: assign ${task.left} damage.`);
		case 'compPick':
			return COMP_PROMPT[task.purpose] ?? tx(`{${seat}}: vyber.`, `{${seat}}: choose.`);
		case 'otherTurn':
			return tx(`{${seat}}: v tahu jiného hráče můžeš použít Motivaci nebo vyplenit vesnici.`, `{${seat}}: in another player's turn you may use Motivation or plunder the village.`);
		case 'plunder':
			return tx(`{${seat}}: vyplenit vesnici (pověst −1, 2 karty)?`, `{${seat}}: plunder the village (Reputation −1, draw 2)?`);
		case 'borrowUnit':
			return tx(`{${seat}}: vyber schopnost jednotky z nabídky jednotek.`, `{${seat}}: choose an ability of a unit in the Unit offer.`);
		case 'freeUnit':
			return tx(`{${seat}}: vyber jednotku z nabídky zdarma.`, `{${seat}}: choose a free unit from the Unit offer.`);
		case 'meditation':
			return task.choose > 0
				? tx(`{${seat}}: vyber kartu z odhazovacího balíčku.`, `{${seat}}: choose a card from your discard pile.`)
				: tx(`{${seat}}: dej kartu navrch, nebo dospod balíčku.`, `{${seat}}: put the card on the top or the bottom of your Deed deck.`);
		case 'cardMove':
			return tx(`{${seat}}: vyber políčko, kam se přesuneš.`, `{${seat}}: choose the space to move to.`);
		case 'readyLevels':
			return tx(`{${seat}}: vyber jednotku k připravení (zbývá úrovní: ${task.budget}).`, `{${seat}}: choose a unit to ready (levels left: ${task.budget}).`);
		case 'hornOfWrath':
			return tx(`{${seat}}: kolik obléhacího útoku přidáš (za každý bod hod kostkou)?`, `{${seat}}: how much Siege Attack to add (a die roll per point)?`);
		case 'swordDiscard':
			return tx(`{${seat}}: odhoď kartu za útok ${task.n}, nebo skonči.`, `{${seat}}: discard a card for Attack ${task.n}, or stop.`);
		case 'bookOfWisdom':
			return task.card
				? tx(`{${seat}}: vyber kartu z nabídky.`, `{${seat}}: choose a card from the offer.`)
				: tx(`{${seat}}: vyber akční kartu, kterou zahodíš.`, `{${seat}}: choose an Action card to throw away.`);
		default:
			return skillPrompt(task) ?? tx(`{${seat}} rozhoduje.`, `{${seat}} decides.`);
	}
}

/** A combat phase and the next move in it: choose the enemy first, then play the cards, then confirm. */
function combatPrompt(s: MkState, seat: number): Text {
	const c = s.combat!;
	const head = (cs: string, en: string) => tx(`{${seat}}: boj – ${PHASE_CS[c.phase]}: ${cs}`, `{${seat}}: combat – ${PHASE_EN[c.phase]}: ${en}`);
	switch (c.phase) {
		case 'ranged':
			return c.group.length
				? head('zahraj karty se střeleckým nebo obléhacím útokem a potvrď „Zaútočit na skupinu“ (nebo přidej dalšího nepřítele).', 'play cards with Ranged or Siege Attack, then “Strike the group” (or add another enemy).')
				: head('chceš-li střílet, vyber nepřítele (tlačítko na jeho kartě), pak zahraj karty se střeleckým nebo obléhacím útokem; jinak „Další fáze boje“.', 'to shoot, choose an enemy (the button on its card), then play cards with Ranged or Siege Attack; otherwise “Next combat phase”.');
		case 'block':
			return c.blockTarget === null
				? head('vyber nepřítele, kterého blokuješ (tlačítko na jeho kartě), pak zahraj karty s blokem a potvrď „Zablokovat“; nezablokovaný útok tě zraní.', 'choose the enemy you block (the button on its card), then play cards with Block and “Resolve the block”; an unblocked attack wounds you.')
				: head('zahraj karty s blokem a potvrď „Zablokovat“ (nebo vyber jiného nepřítele).', 'play cards with Block, then “Resolve the block” (or choose another enemy).');
		case 'damage':
			return head('vyber nezablokovaného nepřítele a přiděl jeho zranění jednotce nebo hrdinovi.', 'choose an unblocked enemy and assign its damage to a unit or the hero.');
		case 'attack':
			return c.group.length
				? head('zahraj karty s útokem a potvrď „Zaútočit na skupinu“ (nebo přidej dalšího nepřítele).', 'play cards with Attack, then “Strike the group” (or add another enemy).')
				: head('vyber nepřítele, na kterého zaútočíš (tlačítko na jeho kartě), pak zahraj karty s útokem; nebo boj ukonči.', 'choose the enemy to attack (the button on its card), then play cards with Attack; or end the combat.');
	}
}

/** What the card picked from the hand is for (resting discards it, Concentration plays it…). */
function pickCardPrompt(seat: number, purpose: PickPurpose, n: number | undefined): Text {
	switch (purpose) {
		// One prompt for both kinds of rest: the prompt is public, and which kind it is would tell the
		// others whether the hand holds only Wounds (the contract's hidden-information check).
		case 'rest':
		case 'slowRecovery':
			return tx(
				`{${seat}}: odpočinek – odhoď z ruky jednu kartu, která není zranění (máš-li v ruce jen zranění, odhoď jedno zranění).`,
				`{${seat}}: rest – discard one card from your hand that is not a Wound (with only Wounds in hand, discard one Wound).`
			);
		case 'discardWound':
			return tx(`{${seat}}: odhoď další zranění z ruky, nebo pokračuj.`, `{${seat}}: discard another Wound from your hand, or go on.`);
		case 'improvisation':
			return tx(`{${seat}}: Improvizace – odhoď kartu z ruky (ne zranění) a získáš Pohyb, Vliv, Útok nebo Blok ${n ?? 3}.`, `{${seat}}: Improvisation – discard a card from your hand (not a Wound) for Move, Influence, Attack or Block ${n ?? 3}.`);
		case 'throwAway':
			return tx(`{${seat}}: vyber kartu z ruky, kterou vyřadíš ze hry.`, `{${seat}}: choose a card from your hand to throw away.`);
		case 'concentration':
		case 'willFocus':
			return tx(`{${seat}}: vyber akční kartu z ruky – zahraješ její silnější efekt zdarma, +${n ?? 2}.`, `{${seat}}: choose an Action card from your hand – you play its stronger effect for free, +${n ?? 2}.`);
		default:
			return tx(`{${seat}}: vyber kartu z ruky.`, `{${seat}}: pick a card from your hand.`);
	}
}

const PHASE_CS: Record<string, string> = { ranged: 'střelba a obléhání', block: 'blokování', damage: 'přidělení zranění', attack: 'útok' };
const PHASE_EN: Record<string, string> = { ranged: 'Ranged and Siege', block: 'Block', damage: 'Assign Damage', attack: 'Attack' };

const COMP_PROMPT: Record<string, Text> = {
	meltdownTake: tx('Vezmi si jeden ze ztracených krystalů?', 'Take one of the lost crystals?'),
	radiance: tx('Vyber barvu: každý dostane zranění za každý svůj krystal té barvy.', 'Choose a colour: everyone takes a Wound per crystal of it.'),
	claimDie: tx('Vyber kostku z Pramene.', 'Choose a Source die.'),
	claimMode: tx('3 žetony hned, nebo 1 žeton v každém dalším tahu tohoto kola?', '3 tokens now, or 1 token on each of your turns this Round?'),
	mindColour: tx('Vyber barvu.', 'Choose a colour.'),
	mindDiscard: tx('Odhoď kouzlo nebo akční kartu té barvy.', 'Discard a Spell or Action card of that colour.'),
	mindSteal: tx('Vezmi si natrvalo jednu z odhozených akčních karet?', 'Take one of the discarded Action cards for good?'),
	energySpend: tx('Vyčerpej jednotku soupeře?', "Spend an opponent's unit?")
};

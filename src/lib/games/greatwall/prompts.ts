/** The prompt of each decision, in Czech and English (facts layer). */
import { tx, type DecisionTask, type Text } from '$lib/engine';
import { tablesIn } from './facts';
import { sectionText } from './text';
import type { GwState, Task } from './types';

export function promptOf(s: GwState, task: DecisionTask<Task>): Text {
	const who = `{${task.seat}}`;
	switch (task.t) {
		case 'shed':
			return tx(`${who}: zaplať 2 či za každý žeton hanby, který chceš odložit.`, `${who}: pay 2 Chi for each Shame token you want to shed.`);
		case 'reclaim':
			return tx(`${who}: vezmi si karty velení zpět, nebo získej 2 čest za každou.`, `${who}: take your command cards back, or gain 2 Honor for each.`);
		case 'track':
			return tx(`${who}: polož kartu na volnou pozici stupnice velení.`, `${who}: put your card on a free position of the command track.`);
		case 'place':
			return tx(`${who}: umísti až ${task.left} úředníky${task.distinct ? ' do různých lokací' : ''}.`, `${who}: place up to ${task.left} clerks${task.distinct ? ' in different locations' : ''}.`);
		case 'copy':
			return tx(`${who}: vyber kartu, kterou Zrada zkopíruje.`, `${who}: choose the card Treachery copies.`);
		case 'advanced':
			return tx(`${who}: vyber lokaci pro pokročilou aktivaci.`, `${who}: choose a location for the advanced activation.`);
		case 'attackOrder':
			return tx(`${who}: vyber úsek, z jehož nástupního prostoru se útočí.`, `${who}: choose the staging area your soldiers attack from.`);
		case 'activation':
			return tx(`${who}: vyber, která lokace se aktivuje teď.`, `${who}: choose the location that activates next.`);
		case 'promote':
			return { cs: `${who}: povýšit dohlížitele (${tablesIn(s).locations[task.loc].name.cs})?`, en: `${who}: promote your ${tablesIn(s).locations[task.loc].name.en} overseer?` };
		case 'donate':
			return tx(`${who}: darovat 1 surovinu do skladiště za 2 čest?`, `${who}: donate 1 resource to the Storehouse for 2 Honor?`);
		case 'recruit':
			return tx(`${who}: naverbuj až ${task.left} vojáky.`, `${who}: recruit up to ${task.left} soldiers.`);
		case 'attack':
			return { cs: `${who}: tvůj voják útočí (${sectionText(task.sec).cs}).`, en: `${who}: your soldier attacks at ${sectionText(task.sec).en}.` };
		case 'wound':
			return { cs: `${who}: polož zranění na hordu (${sectionText(task.sec).cs}).`, en: `${who}: put a wound on a horde at ${sectionText(task.sec).en}.` };
		case 'build':
			return tx(`${who}: postav až ${task.left}× zátaras nebo zeď.`, `${who}: build up to ${task.left} barricades or wall levels.`);
		case 'hq':
			return tx(`${who}: přesuň vojáky mezi úseky (zbývá ${task.left}).`, `${who}: move soldiers between sections (${task.left} left).`);
		case 'embassy':
			return tx(`${who}: najmi úředníka nebo rádce (zbývá ${task.left}).`, `${who}: hire a clerk or an advisor (${task.left} left).`);
		case 'handLimit':
			return tx(`${who}: odhoď kartu taktiky (nejvýš 5 v ruce).`, `${who}: discard a tactic card (at most 5 in hand).`);
		case 'loss':
			return { cs: `${who}: vyber padlého vojáka (${sectionText(task.sec).cs}, zbývá ${task.left}); záchrana stojí 2 či.`, en: `${who}: choose who falls at ${sectionText(task.sec).en} (${task.left} left); a rescue costs 2 Chi.` };
		case 'shame':
			return tx(`${who}: polož žeton hanby.`, `${who}: place a Shame token.`);
		case 'tactic':
			return tx(`${who}: zahrát kartu taktiky?`, `${who}: play a tactic card?`);
		case 'activations':
			return tx(`${who}: aktivace lokací.`, `${who}: locations activate.`);
		case 'box':
			return tx(`${who}: pole karty velení.`, `${who}: a command card's box.`);
	}
}

/** The prompt of each decision, in Czech and English. */
import type { Text } from '$lib/engine';

import { tx } from './text';
import type { Decision, IsState, PickPurpose } from './types';
import { cardOf } from './cards';

const PICK: Record<PickPurpose, Text> = {
	reproduce: tx('vyber výrobní lokaci, která vyrobí znovu', 'choose a Production Location to produce again'),
	copyProduction: tx('vyber jinou výrobní lokaci, jejíž výrobu zopakuješ', 'choose another Production Location to copy'),
	dealAgain: tx('vyber dohodu, která vyrobí znovu', 'choose a Deal to produce again'),
	discardDeal: tx('vyber dohodu, kterou odhodíš', 'choose a Deal to discard'),
	discardCard: tx('vyber kartu z ruky, kterou odhodíš', 'choose a card from hand to discard'),
	settlers: tx('vyber frakční kartu, kterou postavíš bez lokace', 'choose a Faction card to build without the Location part'),
	copyAction: tx('vyber jinou akční lokaci, jejíž akci použiješ', 'choose another Action Location to use'),
	steal: tx('vyber soupeře a surovinu, kterou mu vezmeš', 'choose an opponent and the Resource to take'),
	razeEnemy: tx('vyber nepřátelskou lokaci ke zboření', 'choose an enemy Location to raze'),
	razeEnemyFree: tx('vyber nepřátelskou lokaci ke zboření', 'choose an enemy Location to raze'),
	removeEnemy: tx('vyber nepřátelskou lokaci, kterou odstraníš', 'choose an enemy Location to remove'),
	pack: tx('vyber nepřátelskou lokaci a zboží z jejího pole boření', 'choose an enemy Location and a good of its raze field'),
	razeOwn: tx('vyber svou lokaci ke zboření', 'choose one of your Locations to raze'),
	stealDeal: tx('vyber dohodu soupeře, kterou převezmeš', "choose an opponent's Deal to take"),
	discardEnemyDeal: tx('vyber dohodu soupeře, kterou zrušíš', "choose an opponent's Deal to cancel"),
	negotiator: tx('vyber dohodu, kterou postavíš jako lokaci', 'choose a Deal to build as a Location'),
	sanctuary: tx('vyber kartu z ruky, která se stane základy', 'choose a card from hand to become a Foundation'),
	takeOver: tx('vyber nepřátelskou obecnou lokaci, kterou převezmeš', 'choose an enemy Common Location to take over'),
	tradeRouteCard: tx('vyber frakční kartu pro dohodu s cizí lokací', 'choose a Faction card for a Deal with an enemy Location'),
	tradeRouteHost: tx('vyber nepřátelskou lokaci pro dohodu', 'choose the enemy Location for the Deal'),
	samurai: tx('vyber frakční lokaci, kterou bude samuraj střežit', 'choose a Faction Location for the Samurai'),
	worker: tx('vyber, co dostaneš za 2 dělníky', 'choose what 2 workers get you'),
	conquer: tx('vyber frakční lokaci soupeře, kterou dobudeš', "choose an opponent's Faction Location to conquer"),
	foundation: tx('vyber kartu z ruky, která se stane základy (bez dřeva)', 'choose a card from hand to become a Foundation (no wood)')
};

export function promptOf(s: IsState, task: Decision): Text {
	const seat = task.seat;
	const who = (t: Text): Text => tx(`{${seat}}: ${t.cs}.`, `{${seat}}: ${t.en}.`);
	switch (task.t) {
		case 'draft':
			return who(tx('vyber si obecnou kartu z rozhledu', 'take a Common card from the Lookout'));
		case 'turn':
			return who(tx(`tvůj tah (kolo ${s.round}) – stavěj, uzavři dohodu, bourej, aktivuj, nebo pasuj`, `your turn (round ${s.round}) – build, Deal, raze, activate or pass`));
		case 'draw':
			return who(tx(`z kterého balíčku si lízneš kartu${task.n > 1 ? ` (zbývá ${task.n})` : ''}?`, `which deck do you draw from${task.n > 1 ? ` (${task.n} left)` : ''}?`));
		case 'oneOf':
			return who(tx('vyber jednu možnost', 'choose one option'));
		case 'payL':
			return who(tx(`odhoď lokaci nebo základy pro stavbu ${cardOf(s, task.card).name.cs}`, `discard a Location or Foundation to build ${cardOf(s, task.card).name.en}`));
		case 'pick':
			return who(PICK[task.purpose]);
		case 'attackChoice':
			return who(tx('útok virtuálního hráče zasáhl víc lokací stejně: vyber, kterou zboří', 'the virtual player’s attack ties between Locations: choose which one it razes'));
	}
}

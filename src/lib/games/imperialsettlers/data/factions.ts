/** The four faction boards (data §4.1; NCF factions.json, ZK, RB p.6–7; MQ for gold). */
import type { FactionDef } from './types';

export const FACTIONS: FactionDef[] = [
	{ id: 'romans', name: { cs: 'Římané', en: 'Romans' }, production: { worker: 2, wood: 1, stone: 1, raze: 1, defence: 1 }, keeps: 'raze', source: 'data §4.1 (NCF, ZK Romans.cs)', provisional: { cs: 'Uskladňovaná surovina (žetony boření) jen podle NCF.', en: 'The stored good (Raze tokens) rests on NCF.' } },
	{ id: 'barbarians', name: { cs: 'Barbaři', en: 'Barbarians' }, production: { worker: 5, raze: 1, defence: 1 }, keeps: 'worker', source: 'data §4.1 (NCF, ZK Barbarians.cs)', provisional: { cs: 'Uskladňovaná surovina (dělníci) jen podle NCF.', en: 'The stored good (Workers) rests on NCF.' } },
	{ id: 'egyptians', name: { cs: 'Egypťané', en: 'Egyptians' }, production: { worker: 3, gold: 1, raze: 1, defence: 1 }, keeps: 'gold', source: 'data §4.1 (NCF, ZK Egyptians.cs, MQ)' },
	{ id: 'japanese', name: { cs: 'Japonci', en: 'Japanese' }, production: { worker: 4, wood: 1, raze: 1, defence: 1 }, keeps: 'food', source: 'data §4.1 (NCF, ZK Japaneses.cs, RB p.6–7)' }
];

/** Egyptian special tokens (Temple of Ra), RB p.3. */
export const EGYPTIAN_TOKENS = 4;

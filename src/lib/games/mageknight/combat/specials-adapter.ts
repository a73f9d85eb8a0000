/**
 * Combat's special effects as the data names them. Where the card data already lists the
 * points (Ice Shield's Ice Block 3, Expose's Ranged Attack 2, Burning Shield's Fire Block 4,
 * Guardsmen's Block 4), only the extra rule is applied here, so nothing counts twice.
 */
import { COMBAT_SPECIALS, combatSpecialUsable } from './specials';
import type { SpecialRule } from '../special-rule';

/** Data id → combat rule id, the powered-ness it implies, and whether the data lists the points. */
const MAP: Record<string, { id: string; how?: 'basic' | 'powered'; ruleOnly?: 'iceShield' | 'burning' | 'exploding' | 'noSwift' | 'expose' | 'massExpose' }> = {
	'ice-shield': { id: 'ice-shield', how: 'powered', ruleOnly: 'iceShield' },
	tremor: { id: 'tremor', how: 'basic' },
	earthquake: { id: 'earthquake', how: 'powered' },
	expose: { id: 'expose', how: 'basic', ruleOnly: 'expose' },
	'mass-expose': { id: 'mass-expose', how: 'powered', ruleOnly: 'massExpose' },
	'enemy-does-not-attack': { id: 'whirlwind', how: 'basic' },
	'destroy-enemy': { id: 'tornado', how: 'powered' },
	chill: { id: 'chill', how: 'basic' },
	'freeze-enemy': { id: 'lethal-chill', how: 'powered' },
	demolish: { id: 'demolish', how: 'basic' },
	disintegrate: { id: 'disintegrate', how: 'powered' },
	'burning-shield': { id: 'burning-shield', how: 'basic', ruleOnly: 'burning' },
	'exploding-shield': { id: 'exploding-shield', how: 'powered', ruleOnly: 'exploding' },
	'flame-wave': { id: 'flame-wave', how: 'powered' },
	'cold-toughness': { id: 'cold-toughness', how: 'powered' },
	'enemy-does-not-attack-unfortified': { id: 'enemy-does-not-attack' },
	'block-removes-swift': { id: 'guardsmen-block', ruleOnly: 'noSwift' },
	'mana-bolt': { id: 'mana-bolt' },
	'banner-of-fear-powered': { id: 'banner-of-fear', how: 'powered' },
	'wings-of-night': { id: 'wings-of-night', how: 'powered' }
};

export const COMBAT_SPECIAL_RULES: Record<string, SpecialRule> = Object.fromEntries(
	Object.entries(MAP)
		.filter(([, m]) => m.id in COMBAT_SPECIALS)
		.map(([dataId, m]) => [
			dataId,
			{
				usable: (s, _seat, _e, from) => combatSpecialUsable(s, m.id, m.how ?? from.how),
				apply(s, seat, e, from, ctx) {
					const how = m.how ?? from.how;
					const c = s.combat;
					switch (m.ruleOnly) {
						case 'iceShield':
							c?.riders.push({ k: 'armor', n: 3, color: 'blue' });
							return;
						case 'burning':
							c?.riders.push({ k: 'burning', n: e.n ?? 4 });
							return;
						case 'exploding':
							c?.riders.push({ k: 'exploding' });
							return;
						case 'noSwift':
							c?.riders.push({ k: 'noSwift' });
							return;
						case 'expose':
						case 'massExpose': {
							// The data's Ranged Attack comes separately: take back what the rule adds.
							const before = s.turn!.pools.attack.ranged.physical;
							COMBAT_SPECIALS[m.id](s, seat, { n: e.n, el: e.el, kind: e.kind, color: e.color, how }, ctx);
							s.turn!.pools.attack.ranged.physical = before;
							return;
						}
					}
					COMBAT_SPECIALS[m.id](s, seat, { n: e.n, el: e.el, kind: e.kind, color: e.color, how }, ctx);
				}
			} satisfies SpecialRule
		])
);

/**
 * The small decisions of skills and banners (spec §5.12, §5.13.3, data §3.2, §7.6): a card
 * for a sideways skill or Invocation, what that sideways card gives, Flight's destination,
 * the unit a banner is assigned to, banners taken back at the end of the Round; and the
 * turn-menu action of an assigned banner (Courage: ready the unit; Fear: cancel an attack).
 */
import type { DecisionHandler, Text } from '$lib/engine';
import { card, sidewaysEffect, sidewaysNow, type SidewaysAs } from './cards';
import { skillIn } from './card-tables';
import { BUILT_IN_DATA, unitIn, type ContentHolder } from './content';
import type { Effect } from './data/types';
import { applyEffect, effectUsable } from './effects';
import { type HexKey } from './hex';
import { revealGarrisonsAround, revealRuins } from './map';
import { seedRules } from './version';
import { effectiveTime } from './mana';
import { WOUND } from './players';
import { tx } from './text';
import type { MkAction, Task, SkillTask, SkillAction } from './tasks';
import type { MkState, TurnActionDef, TurnMenu } from './types';
import { flightTargets, flightOptions } from './reach';

type T<K extends SkillTask['t']> = Extract<SkillTask, { t: K }>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const drop = (s: MkState, task: unknown) => {
	if ((s.tasks[0] as unknown) === task) s.tasks.shift();
	else s.tasks = s.tasks.filter((t) => (t as unknown) !== task);
};

// ---------------------------------------------------------------- sideways skills, Invocation

/** Sideways skills (data §7.6): the card's value with the skill. */
export function sidewaysValue(s: MkState, skill: string, id: string): number {
	const kind = card(BUILT_IN_DATA, id)?.kind; // a card's kind is no pack value
	if (skill === 'i-dont-give-a-damn') return kind === 'advanced' || kind === 'spell' || kind === 'artifact' ? 3 : 2;
	if (skill === 'who-needs-magic') return s.turn && s.turn.diceUsed === 0 ? 3 : 2;
	return 2;
}

function fitsCard(skill: string, id: string): boolean {
	if (skill === 'power-of-pain') return id === WOUND;
	if (skill === 'invocation') return id === WOUND || !!card(BUILT_IN_DATA, id);
	return id !== WOUND && !!card(BUILT_IN_DATA, id);
}

const skillCard: DecisionHandler<MkState, T<'skillCard'>, MkAction> = {
	candidates: (s, task) => [...new Set(s.players[task.seat].hand)].filter((c) => fitsCard(task.skill, c)).map((c) => ({ a: 'card', card: c })),
	validate(s, task, a) {
		if (a.a !== 'card' || typeof a.card !== 'string' || !s.players[task.seat].hand.includes(a.card) || !fitsCard(task.skill, a.card))
			return task.skill === 'power-of-pain' ? tx('Vyber zranění z ruky.', 'Pick a Wound from your hand.') : tx('Vyber kartu z ruky.', 'Pick a card from your hand.');
		return null;
	},
	perform(s, task, a, ctx) {
		drop(s, task);
		const id = (a as { card: string }).card;
		const p = s.players[task.seat];
		const t = s.turn!;
		p.hand.splice(p.hand.indexOf(id), 1);
		if (task.skill === 'invocation') {
			// Discard a Wound: red or black token; another card: white or green (data §7.6).
			p.discard.push(id);
			const night = effectiveTime(s) === 'night';
			const colors = id === WOUND ? (night ? ['red', 'black'] : ['red']) : ['white', 'green'];
			ctx.log(tx(`{${task.seat}} odhazuje kartu pro Vzývání.`, `{${task.seat}} discards a card for Invocation.`));
			applyEffect(s, task.seat, { k: 'token', colors } as Effect, ctx, { src: 'skill:invocation', how: 'basic', bonus: 0 });
			return;
		}
		t.played.push({ card: id, how: 'sideways' });
		const n = sidewaysValue(s, task.skill, id);
		// Who Needs Magic? +3 only without a Source die this turn: none may be taken after it.
		if (task.skill === 'who-needs-magic' && n === 3) t.modifiers.push({ id: 'no-source' });
		if (task.skill === 'universal-power') {
			const c = card(BUILT_IN_DATA, id); // its kind and colour: no pack values
			const colored = c && (c.kind === 'basic' || c.kind === 'advanced' || c.kind === 'spell') ? c.color : undefined;
			const options = (['red', 'blue', 'green', 'white'] as const).map((color) => ({ k: 'special', id: 'universal-power-pay', color, n: color === colored ? 4 : 3 }) as Effect);
			s.tasks.unshift({ t: 'effectChoice', seat: task.seat, options: options.filter((o) => effectUsable(s, task.seat, o)), src: 'skill:universal-power', how: 'basic', bonus: 0 });
			return;
		}
		s.tasks.unshift({ t: 'skillSideways', seat: task.seat, skill: task.skill, n });
	}
	// No `single`: the card comes from the hidden hand, so even a lone candidate is named by the
	// player (an automatic pick would show the others what the hand holds, spec §11.2).
};

const skillSideways: DecisionHandler<MkState, T<'skillSideways'>, MkAction> = {
	candidates: (s, task) => sidewaysNow(s, task.seat).map((as) => ({ a: 'sideways', as })),
	validate: (s, task, a) => (skillSideways.candidates(s, task).some((c) => same(c, a)) ? null : tx('Tak kartu teď použít nelze.', 'The card cannot be used that way now.')),
	perform(s, task, a, ctx) {
		drop(s, task);
		const as = (a as { as: SidewaysAs }).as;
		const name = skillIn(s, task.skill)?.name ?? { cs: task.skill, en: task.skill };
		ctx.log(tx(`{${task.seat}} hraje kartu bokem za ${task.n} (${name.cs}).`, `{${task.seat}} plays a card sideways for ${task.n} (${name.en}).`));
		applyEffect(s, task.seat, sidewaysEffect(as, task.n), ctx, { src: `skill:${task.skill}`, how: 'basic', bonus: 0 });
	},
	/** Nothing the card could give any more: it stays played for nothing. */
	auto(s, task) {
		if (sidewaysNow(s, task.seat).length) return false;
		drop(s, task);
		return true;
	},
	single: true
};

// ---------------------------------------------------------------- Flight

const skillHex: DecisionHandler<MkState, T<'skillHex'>, MkAction> = {
	candidates: (s, task) => flightOptions(s, task.seat).map((o) => ({ a: 'step', to: o.to })),
	validate(s, task, a) {
		if (a.a !== 'step' || !flightTargets(s, task.seat).some((o) => o.to === a.to)) return tx('Tam doletět nelze: cíl musí být bezpečné políčko 1–2 daleko.', 'You cannot fly there: the goal must be a safe space 1–2 away.');
		const o = flightTargets(s, task.seat).find((x) => x.to === a.to)!;
		const have = s.turn?.pools.move ?? 0;
		return o.cost <= have ? null : tx(`Let o 2 políčka stojí 2 body pohybu, máš ${have}.`, `Flying 2 spaces costs 2 Move, you have ${have}.`);
	},
	perform(s, task, a, ctx) {
		drop(s, task);
		const to = (a as { to: HexKey }).to;
		const o = flightTargets(s, task.seat).find((x) => x.to === to)!;
		const t = s.turn!;
		t.pools.move -= o.cost;
		t.stage = 'move';
		s.players[task.seat].pos = to;
		t.path.push(to);
		// Flying provokes no rampaging enemy (data §7.6).
		revealGarrisonsAround(s, to, ctx);
		if (seedRules(s)) revealRuins(s, ctx, to);
		ctx.log(tx(`{${task.seat}} přelétá.`, `{${task.seat}} flies.`));
	},
	single: true
};

// ---------------------------------------------------------------- banners

/** The banner's name as the match plays it (Czech names of the artifacts are the app's, data §3.2). */
export const bannerName = (h: ContentHolder, id: string): Text => card(h, id)?.name ?? { cs: id, en: id };

/** Assign the banner just played to a unit: it leaves the play area; a banner already there goes to the discard pile (spec §5.13.3). */
const bannerUnit: DecisionHandler<MkState, T<'bannerUnit'>, MkAction> = {
	candidates: (s, task) => s.players[task.seat].units.map((u) => ({ a: 'pickUnit', uid: u.uid })),
	validate: (s, task, a) => (a.a === 'pickUnit' && s.players[task.seat].units.some((u) => u.uid === a.uid) ? null : tx('Vyber svou jednotku.', 'Choose one of your units.')),
	perform(s, task, a, ctx) {
		drop(s, task);
		const p = s.players[task.seat];
		const u = p.units.find((x) => x.uid === (a as { uid: number }).uid)!;
		const played = s.turn?.played ?? [];
		for (let i = played.length - 1; i >= 0; i--)
			if (played[i].card === task.card && played[i].how === 'basic' && !played[i].destroyed) {
				played.splice(i, 1);
				break;
			}
		if (u.banner) p.discard.push(u.banner);
		u.banner = task.card;
		u.bannerFlipped = false;
		const b = bannerName(s, task.card);
		const n = unitIn(s, u.id).name;
		ctx.log(tx(`{${task.seat}} přiděluje ${b.cs} jednotce ${n.cs}.`, `{${task.seat}} assigns ${b.en} to ${n.en}.`));
	},
	single: true
};

/** End of the Round: a banner stays with its unit, or goes back into the Deed deck (shuffled with it). */
const bannerRound: DecisionHandler<MkState, T<'bannerRound'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = s.players[task.seat].units.filter((u) => u.banner).map((u) => ({ a: 'pickUnit', uid: u.uid }));
		out.push({ a: 'done' });
		return out;
	},
	validate: (s, task, a) => (bannerRound.candidates(s, task).some((c) => same(c, a)) ? null : tx('Vyber jednotku s praporem, nebo hotovo.', 'Choose a unit with a banner, or done.')),
	perform(s, task, a, ctx) {
		if (a.a === 'done') return drop(s, task);
		const p = s.players[task.seat];
		const u = p.units.find((x) => x.uid === (a as { uid: number }).uid)!;
		p.deck.push(u.banner!);
		ctx.log(tx(`{${task.seat}} vrací ${bannerName(s, u.banner!).cs} do balíčku.`, `{${task.seat}} returns ${bannerName(s, u.banner!).en} to the deck.`));
		u.banner = null;
		u.bannerFlipped = false;
		if (!p.units.some((x) => x.banner)) drop(s, task);
	}
};

/** Why the banner on unit `uid` cannot be used now (null when it can). */
export function bannerUseReason(s: MkState, seat: number, uid: number): Text | null {
	const u = s.players[seat].units.find((x) => x.uid === uid);
	const t = s.turn;
	if (!u || !t || t.seat !== seat || t.stage === 'end') return tx('Teď ne.', 'Not now.');
	const c = s.combat;
	if (u.banner === 'banner-of-courage') {
		// Once a Round, not in combat: ready this unit (data §3.2, card 116).
		if (c) return tx('Prapor odvahy nelze použít v boji.', 'The Banner of Courage cannot be used in combat.');
		if (u.bannerFlipped) return tx('Prapor odvahy už byl v tomto kole použit.', 'The Banner of Courage was already used this Round.');
		if (u.ready) return tx('Jednotka je připravená.', 'The unit is ready.');
		return null;
	}
	if (u.banner === 'banner-of-fear') {
		// Block phase: spend the unit to cancel one enemy attack, Fame +1 (data §3.2, card 114).
		if (!c || c.phase !== 'block') return tx('Prapor strachu se používá ve fázi blokování.', 'The Banner of Fear is used in the Block phase.');
		if (!u.ready || u.wounded) return tx('Jednotka musí být připravená a nezraněná.', 'The unit must be ready and unwounded.');
		if (c.noUnits && !u.bonds) return tx('V tomto boji nelze použít jednotky.', 'Units cannot be used in this combat.');
		if (!c.enemies.some((e) => !e.defeated && !e.noAttack)) return tx('Žádný nepřítel neútočí.', 'No enemy attacks.');
		return null;
	}
	return tx('Tato jednotka nemá prapor, který lze použít.', 'This unit carries no banner that can be used.');
}

const banner: TurnActionDef<SkillAction> = {
	candidates: (s, seat) => s.players[seat].units.filter((u) => u.banner === 'banner-of-courage' || u.banner === 'banner-of-fear').map((u) => ({ a: 'banner', uid: u.uid })),
	validate: (s, seat, a) => bannerUseReason(s, seat, a.uid),
	perform(s, seat, a, ctx) {
		const u = s.players[seat].units.find((x) => x.uid === a.uid)!;
		ctx.log(tx(`{${seat}} používá ${bannerName(s, u.banner!).cs}.`, `{${seat}} uses the ${bannerName(s, u.banner!).en}.`));
		if (u.banner === 'banner-of-courage') {
			u.ready = true;
			u.bannerFlipped = true;
			return;
		}
		u.ready = false;
		s.tasks.unshift({ t: 'pickEnemy', seat, purpose: 'fearCancel', how: 'basic' });
	}
};

export const BANNER_ACTIONS = { banner } satisfies TurnMenu;

export const SKILL_HANDLERS = { skillCard, skillSideways, skillHex, bannerUnit, bannerRound };

/** Prompts of these decisions (prompts.ts). */
export function skillPrompt(task: Task): Text | null {
	if (!('seat' in task)) return null;
	const seat = task.seat;
	switch (task.t) {
		case 'skillCard':
			return tx(`{${seat}}: vyber kartu pro dovednost.`, `{${seat}}: pick a card for the skill.`);
		case 'skillSideways':
			return tx(`{${seat}}: karta bokem dá ${task.n} – čeho?`, `{${seat}}: the sideways card gives ${task.n} – of what?`);
		case 'skillHex':
			return tx(`{${seat}}: kam přeletět?`, `{${seat}}: where to fly?`);
		case 'bannerUnit':
			return tx(`{${seat}}: které jednotce přidělit prapor?`, `{${seat}}: which unit gets the banner?`);
		case 'bannerRound':
			return tx(`{${seat}}: konec kola – vrátit některý prapor do balíčku?`, `{${seat}}: end of Round – return a banner to your deck?`);
		default:
			return null;
	}
}

/**
 * End-of-turn rewards (data §7.7, spec §5.13) and level-ups (spec §5.11): new cards go on
 * top of the Deed deck; Artifacts are drawn N+1 keep N; die rolls give crystals, gold a
 * crystal of choice, black 1 Fame.
 */
import type { DecisionHandler, StepContext } from '$lib/engine';
import { skillIn, skillsIn } from './card-tables';
import { unitIn } from './content';
import type { BasicColor, Reward } from './data/types';
import { DIE_FACES } from './mana';
import { commandLimit, gainCrystal, gainFame } from './players';
import { skillGained } from './skill-hooks';
import { MANA_CS, tx } from './text';
import type { MkAction, Task } from './tasks';
import type { MkState } from './types';
import { seedRules } from './version';

type T<K extends Task['t']> = Extract<Task, { t: K }>;
const BASIC: BasicColor[] = ['red', 'blue', 'green', 'white'];

/** The decisions (and immediate gains) that rewards earned this turn bring. */
export function rewardTasks(s: MkState, seat: number, rewards: Reward[], ctx: StepContext): Task[] {
	const tasks: Task[] = [];
	let artifacts = 0;
	for (const r of rewards) {
		switch (r.k) {
			case 'fame':
				gainFame(s, seat, r.n, ctx);
				break;
			case 'artifact':
				artifacts += r.n;
				break;
			case 'spell':
				for (let i = 0; i < r.n; i++) tasks.push({ t: 'pickSpell', seat, into: 'deck' });
				break;
			case 'advanced':
				for (let i = 0; i < r.n; i++) tasks.push({ t: 'pickAdvanced', seat, from: 'offer', into: 'deck' });
				break;
			case 'unit':
				for (let i = 0; i < r.n; i++) tasks.push({ t: 'pickUnitReward', seat });
				break;
			case 'crystalsEach':
				for (let i = 0; i < r.n; i++) for (const c of BASIC) gainCrystal(s, seat, c, ctx);
				break;
			case 'crystalRolls':
				for (let i = 0; i < r.n; i++) {
					const face = ctx.random.pick(DIE_FACES);
					ctx.log(tx(`Hod kostkou many: ${MANA_CS[face]}.`, `Mana die roll: ${face}.`));
					if (face === 'gold') tasks.push({ t: 'pickCrystal', seat, src: 'roll' });
					else if (face === 'black') gainFame(s, seat, 1, ctx);
					else gainCrystal(s, seat, face, ctx);
				}
				break;
		}
	}
	if (artifacts > 0) {
		const drawn = s.artifactDeck.splice(0, artifacts + 1);
		if (drawn.length) tasks.unshift({ t: 'pickArtifact', seat, drawn, keep: Math.min(artifacts, drawn.length) });
	}
	return tasks;
}

const choose = (a: MkAction) => (a.a === 'choose' ? a.i : -1);

const levelUp: DecisionHandler<MkState, T<'levelUp'>, MkAction> = {
	auto(s, task, ctx) {
		const p = s.players[task.seat];
		if (task.level % 2 === 1) {
			p.level = task.level;
			s.tasks.shift();
			ctx.log(tx(`{${task.seat}} postupuje na úroveň ${task.level}: další žeton velení.`, `{${task.seat}} reaches level ${task.level}: another Command token.`));
			return true;
		}
		if (s.advancedOffer === null) {
			s.advancedOffer = s.advancedDeck.splice(0, 3);
			ctx.reveal();
			ctx.log(tx('Vzniká nabídka pokročilých akcí.', 'The Advanced Action offer is laid out.'));
		}
		// Solo: each time the player gains a skill, the Dummy's top Skill token joins the common Skill offer
		// first (Rulebook "Solo Conquest", as solo First Reconnaissance uses it), so the offer is never only his own.
		if (seedRules(s) && s.dummy && !task.dummySkill) {
			task.dummySkill = true;
			const d = s.dummy;
			d.skillPile ??= ctx.random.shuffle(skillsIn(s).filter((k) => k.hero === d.hero && k.kind !== 'interactive').map((k) => k.id));
			const id = d.skillPile.shift();
			if (id) {
				s.skillOffer.push(id);
				ctx.reveal();
				const name = skillIn(s, id)!.name;
				ctx.log(tx(`Dovednost automatického hráče ${name.cs} přichází do společné nabídky.`, `The Dummy player's skill ${name.en} joins the common Skill offer.`));
			}
		}
		if (!task.drawn.length && p.skillPile.length) {
			task.drawn = p.skillPile.splice(0, 2);
			ctx.reveal();
		}
		if (!task.drawn.length && !s.skillOffer.length) {
			p.level = task.level;
			s.tasks.shift();
			s.tasks.unshift({ t: 'pickAdvanced', seat: task.seat, from: 'offer', into: 'deck' });
			return true;
		}
		return false;
	},
	candidates(s, task) {
		const own = s.players[task.seat].hero;
		const out: MkAction[] = task.drawn.map((_, i) => ({ a: 'choose', i }));
		for (const id of s.skillOffer) if (skillIn(s, id)?.hero !== own) out.push({ a: 'skill', id });
		return out;
	},
	validate(s, task, a) {
		return levelUp.candidates(s, task).some((c) => JSON.stringify(c) === JSON.stringify(a)) ? null : tx('Vyber jednu z odkrytých dovedností nebo dovednost ze společné nabídky.', 'Pick one of the drawn skills or one from the common offer.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const p = s.players[task.seat];
		p.level = task.level;
		const i = choose(a);
		let lowest = false;
		if (i >= 0) {
			p.skills.push(task.drawn[i]);
			s.skillOffer.push(...task.drawn.filter((_, k) => k !== i));
		} else {
			const id = (a as { id: string }).id;
			s.skillOffer.splice(s.skillOffer.indexOf(id), 1);
			s.skillOffer.push(...task.drawn);
			p.skills.push(id);
			lowest = true;
		}
		const got = p.skills[p.skills.length - 1];
		const def = skillIn(s, got)!;
		ctx.log(tx(`{${task.seat}} postupuje na úroveň ${task.level} a získává dovednost ${def.name.cs}${/[?!]$/.test(def.name.cs) ? '' : '.'}`, `{${task.seat}} reaches level ${task.level} and gains the skill ${def.name.en}.`));
		skillGained(s, task.seat, got, ctx);
		// Option (b), learning from others: the AA in the lowest position (spec §5.11).
		if (lowest && s.advancedOffer?.length) takeAdvanced(s, task.seat, s.advancedOffer.length - 1, ctx);
		else s.tasks.unshift({ t: 'pickAdvanced', seat: task.seat, from: 'offer', into: 'deck' });
	},
	looks: true
};

function takeAdvanced(s: MkState, seat: number, idx: number, ctx: StepContext): void {
	const offer = s.advancedOffer!;
	const [id] = offer.splice(idx, 1);
	s.players[seat].deck.unshift(id);
	const top = s.advancedDeck.shift();
	// The offer is refilled from the face-down deck: a reveal (no undo back over it).
	if (top) {
		offer.unshift(top);
		ctx.reveal();
	}
	ctx.log(tx(`{${seat}} získává pokročilou akci.`, `{${seat}} gains an Advanced Action.`));
}

const pickAdvanced: DecisionHandler<MkState, T<'pickAdvanced'>, MkAction> = {
	auto(s, task, ctx) {
		if (s.advancedOffer === null) {
			s.advancedOffer = s.advancedDeck.splice(0, 3);
			ctx.reveal();
		}
		if (!s.advancedOffer.length) {
			s.tasks.shift();
			return true;
		}
		return false;
	},
	candidates: (s) => (s.advancedOffer ?? []).map((card) => ({ a: 'card', card })),
	validate: (s, _task, a) => (a.a === 'card' && (s.advancedOffer ?? []).includes(a.card) ? null : tx('Tato karta v nabídce není.', 'That card is not in the offer.')),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		takeAdvanced(s, task.seat, s.advancedOffer!.indexOf((a as { card: string }).card), ctx);
	},
	single: true
};

const pickSpell: DecisionHandler<MkState, T<'pickSpell'>, MkAction> = {
	auto(s, _task, ctx) {
		if (s.spellOffer === null) {
			s.spellOffer = s.spellDeck.splice(0, 3);
			ctx.reveal();
		}
		if (!s.spellOffer.length) {
			s.tasks.shift();
			return true;
		}
		return false;
	},
	candidates: (s) => (s.spellOffer ?? []).map((card) => ({ a: 'card', card })),
	validate: (s, _task, a) => (a.a === 'card' && (s.spellOffer ?? []).includes(a.card) ? null : tx('Toto kouzlo v nabídce není.', 'That Spell is not in the offer.')),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const offer = s.spellOffer!;
		offer.splice(offer.indexOf((a as { card: string }).card), 1);
		s.players[task.seat].deck.unshift((a as { card: string }).card);
		const top = s.spellDeck.shift();
		if (top) {
			offer.unshift(top);
			ctx.reveal();
		}
		ctx.log(tx(`{${task.seat}} získává kouzlo.`, `{${task.seat}} gains a Spell.`));
	},
	single: true
};

/** Keep one drawn Artifact at a time (onto the Deed deck); the rest go under the Artifact deck. */
const pickArtifact: DecisionHandler<MkState, T<'pickArtifact'>, MkAction> = {
	candidates: (_s, task) => [...new Set(task.drawn)].map((card) => ({ a: 'card', card })),
	validate: (_s, task, a) => (a.a === 'card' && task.drawn.includes(a.card) ? null : tx('Vyber jeden z dobraných artefaktů.', 'Pick one of the drawn Artifacts.')),
	perform(s, task, a, ctx) {
		const id = (a as { card: string }).card;
		task.drawn.splice(task.drawn.indexOf(id), 1);
		s.players[task.seat].deck.unshift(id);
		task.keep--;
		ctx.log(tx(`{${task.seat}} získává artefakt.`, `{${task.seat}} gains an Artifact.`));
		if (task.keep <= 0) {
			s.artifactDeck.push(...task.drawn.splice(0));
			s.tasks.shift();
		}
	},
	looks: true
};

const pickCrystal: DecisionHandler<MkState, T<'pickCrystal'>, MkAction> = {
	candidates: () => BASIC.map((_, i) => ({ a: 'choose', i })),
	validate: (_s, _task, a) => (a.a === 'choose' && Number.isInteger(a.i) && a.i >= 0 && a.i < 4 ? null : tx('Vyber barvu krystalu.', 'Pick a crystal colour.')),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		gainCrystal(s, task.seat, BASIC[(a as { i: number }).i], ctx);
	}
};

/** A free unit from the offer (ruins); at the command limit a unit may be disbanded first. */
const pickUnitReward: DecisionHandler<MkState, T<'pickUnitReward'>, MkAction> = {
	candidates(s, task) {
		const p = s.players[task.seat];
		const out: MkAction[] = [{ a: 'done' }];
		if (p.units.length < commandLimit(s, task.seat)) for (const id of new Set(s.unitOffer)) out.push({ a: 'card', card: id });
		else for (const u of p.units) if (!u.bonds) out.push({ a: 'pickUnit', uid: u.uid });
		return out;
	},
	validate: (s, task, a) => (pickUnitReward.candidates(s, task).some((c) => JSON.stringify(c) === JSON.stringify(a)) ? null : tx('Tuto jednotku teď vzít nelze.', 'That unit cannot be taken now.')),
	perform(s, task, a, ctx) {
		const p = s.players[task.seat];
		if (a.a === 'done') {
			s.tasks.shift();
			return;
		}
		if (a.a === 'pickUnit') {
			const i = p.units.findIndex((u) => u.uid === a.uid);
			const [gone] = p.units.splice(i, 1);
			if (gone.banner) p.discard.push(gone.banner);
			ctx.log(tx(`{${task.seat}} propouští jednotku ${unitIn(s, gone.id).name.cs}.`, `{${task.seat}} disbands ${unitIn(s, gone.id).name.en}.`));
			return;
		}
		const id = (a as { card: string }).card;
		s.unitOffer.splice(s.unitOffer.indexOf(id), 1);
		p.units.push({ uid: s.nextUid++, id, ready: true, wounded: false });
		ctx.log(tx(`{${task.seat}} získává jednotku ${unitIn(s, id).name.cs}.`, `{${task.seat}} gains ${unitIn(s, id).name.en}.`));
		s.tasks.shift();
	}
};

export const REWARD_HANDLERS = { levelUp, pickAdvanced, pickSpell, pickArtifact, pickCrystal, pickUnitReward };

/**
 * The Imperial Settlers board's words and colours: every legal action of real states across
 * complete bot games (all factions, 2–4 players) gets exactly one answer with a real label, in
 * both languages; every colour the board paints text on reads at ≥ 4.5:1; every card's effect
 * is described in words.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/lib/engine';
import { contrastRatio, readableOn } from '../../../src/lib/ui/contrast';
import { heuristicBot, randomBot } from '../../../src/lib/games/imperialsettlers/bots';
import { ALL_CARDS, card, matchDeckIds } from '../../../src/lib/games/imperialsettlers/data';
import type { FactionId } from '../../../src/lib/games/imperialsettlers/data/types';
import { imperialSettlers as g } from '../../../src/lib/games/imperialsettlers/rules';
import type { IsAction, IsOptions, IsState, ModeId, PickPurpose } from '../../../src/lib/games/imperialsettlers/types';
import type { IsView } from '../../../src/lib/games/imperialsettlers/view';
import { answersFor } from '../../../src/lib/games/imperialsettlers/ui/answers';
import { phase5Summary } from '../../../src/lib/games/imperialsettlers/ui/phase5';
import { actionPhase, copy, take, toEmpire, toHand } from './helpers';
import { COLOR_HEX, costLine, effectLine, FACTION_COLOR, ITEM_STYLE, NO_COLOR, phaseOf } from '../../../src/lib/games/imperialsettlers/ui/labels';

describe('Imperial Settlers board colours', () => {
	const painted: Record<string, Record<string, string>> = {
		goods: Object.fromEntries(Object.entries(ITEM_STYLE).map(([k, s]) => [k, s.color])),
		'card band': { ...COLOR_HEX, none: NO_COLOR },
		faction: FACTION_COLOR,
		'phase, selection': { now: '#1f6b3f', sam: '#34477f', ctl: '#b8862b' },
		'Fortress level, neutral, virtual player': { level: '#3b2b1c', neutral: '#6b5a4a', virtual: '#6b5a4a' }
	};
	for (const [what, colours] of Object.entries(painted))
		it(`every ${what} colour carries text at ≥ 4.5:1`, () => {
			for (const [name, colour] of Object.entries(colours)) expect(contrastRatio(colour, readableOn(colour)), `${what} ${name} ${colour}`).toBeGreaterThanOrEqual(4.5);
		});
});

describe('Imperial Settlers virtual player panel', () => {
	it('its standing and muted texts read at ≥ 4.5:1 on the panel', () => {
		for (const fg of ['#7a1f1f', '#1f6b3f', '#4a3a2c', '#6b5a4a', '#8a3b12']) expect(contrastRatio(fg, '#f1ece4'), fg).toBeGreaterThanOrEqual(4.5);
	});
});

describe('Imperial Settlers card texts', () => {
	it('describe every card (cost and effect) in words in both languages', () => {
		for (const c of ALL_CARDS)
			for (const lang of ['cs', 'en'] as const) {
				expect(effectLine(c, lang), c.key).toMatch(/\S/);
				expect(`${effectLine(c, lang)} ${costLine(c, lang)}`, c.key).not.toMatch(/undefined|NaN|\[object/);
			}
	});
});

const GAMES: { mode: ModeId; factions: FactionId[]; seed: string; opts?: Partial<IsOptions> }[] = [
	{ mode: 'base-2p', factions: ['romans', 'japanese'], seed: 'ui-a' },
	{ mode: 'base-2p', factions: ['barbarians', 'romans'], seed: 'ui-x', opts: { expansion: true } },
	{ mode: 'solo', factions: ['japanese'], seed: 'ui-s', opts: { soloGoal: 'faction' } },
	{ mode: 'solo-conquest', factions: ['romans'], seed: 'ui-sc', opts: { expansion: true, difficulty: 'hard', virtualFaction: 'barbarians' } },
	{ mode: 'base-2p', factions: ['egyptians', 'barbarians'], seed: 'ui-b' },
	{ mode: 'base-3p', factions: ['japanese', 'egyptians', 'romans'], seed: 'ui-c' },
	{ mode: 'base-4p', factions: ['barbarians', 'romans', 'japanese', 'egyptians'], seed: 'ui-d' }
];

describe('Imperial Settlers board answers', () => {
	for (const game of GAMES)
		it(`label every legal action once through a complete ${game.mode}${game.opts?.expansion ? ' +expansion' : ''} game (${game.factions.join(', ')})`, () => {
			const names = game.factions.map((_, i) => `P${i}`);
			const seats = names.map((name, i) => ({ name, kind: 'human' as const, choices: { faction: game.factions[i] } }));
			const r = g.setup(seats, { mode: game.mode, factionReshuffle: false, expansion: false, ...game.opts }, game.seed);
			if (!r.ok) throw new Error(r.reason.en);
			let s: IsState = r.value.state;
			const rng = rngFromSeed(game.seed);
			const seen = new Set<string>();
			const kinds = new Set<string>();
			const phase5 = phase5Checker();
			for (let step = 0; step < 5000 && g.pending(s).length; step++) {
				const seat = g.pending(s)[0].seat;
				const legal = g.legalActions(s, seat) as IsAction[];
				const view = g.view(s, seat) as IsView;
				phase5(view);
				expect(view.task, 'the deciding seat sees its decision').not.toBeNull();
				for (const a of legal) kinds.add(a.a);
				for (const lang of ['cs', 'en'] as const) {
					const answers = answersFor(view, legal, names);
					expect(answers.map((a) => a.action)).toEqual(legal);
					expect(new Set(answers.map((a) => a.key)).size).toBe(legal.length);
					for (const a of answers) {
						expect(a.label[lang], JSON.stringify(a.action)).not.toMatch(/^\{|undefined|NaN|null|#-?\d|^\s*$/);
						// A card an answer names is on this seat's screen: its hand, an Empire, the Lookout or its Foundations.
						// Where the board shows it: a hand answer on a card of the hand, an offer answer on a Lookout card.
						if (a.section === 'hand') expect(view.players[seat].hand, JSON.stringify(a.action)).toContain(a.place);
						if (a.section === 'offer') expect(view.lookout, JSON.stringify(a.action)).toContain(a.place);
						if (a.place) {
							const visible = [
								...(view.players[seat].hand ?? []),
								...view.players.flatMap((p) => p.empire.map((l) => l.id)),
								...view.lookout,
								...(view.players[seat].foundations ?? []),
								...(view.virtual ? [...view.virtual.locs, ...view.virtual.row] : [])
							];
							expect(visible, JSON.stringify(a.action)).toContain(a.place);
						}
					}
				}
				expect(phaseOf(view)).not.toBe('end');
				const task = view.task!;
				seen.add(task.t === 'pick' ? `pick:${task.purpose}` : task.t);
				const bot = seat === 0 ? heuristicBot : randomBot;
				const a = bot.choose(view, legal, rng);
				const next = g.apply(s, seat, a);
				if (!next.ok) throw new Error(next.reason.en);
				s = next.value.state;
			}
			expect(s.over).toBe(true);
			phase5(g.view(s, 0) as IsView);
			expect(phase5.summaries).toBe(game.mode.startsWith('solo') ? 5 : 0);
			expect(phaseOf(g.view(s, 0) as IsView)).toBe('end');
			expect([...seen]).toEqual(expect.arrayContaining(['draft', 'turn']));
			if (game.mode === 'solo-conquest') expect([...kinds]).toContain('conquer');
		});
});

/**
 * The virtual player's last-phase-5 summary (VirtualPanel), checked each time the record changes:
 * a line per step in both languages with card names (no ids), and the Collection grew by `added`
 * since the last decision outside phase 5.
 */
function phase5Checker() {
	let prev = 'null';
	let base = 0;
	const check = (view: IsView) => {
		const vv = view.virtual;
		if (!vv) return;
		const rec = vv.lastPhase5;
		if (rec && JSON.stringify(rec) !== prev) {
			if (rec.round !== (JSON.parse(prev) as { round: number } | null)?.round) check.summaries++;
			prev = JSON.stringify(rec);
			for (const lang of ['cs', 'en'] as const) {
				const sum = phase5Summary(rec, lang);
				expect(sum.lines.length).toBe(1 + rec.attacks.length + (rec.discarded.length ? 1 : 0) + rec.waves.length);
				expect(sum.brief).toContain(String(rec.round));
				for (const x of [sum.brief, ...sum.lines.map((l) => l.text)]) expect(x).not.toMatch(/undefined|null|NaN|\b(com|rom|bar|egy|jap|xro|xeg|xba|xco|atk|cq)\d/);
				expect(vv.collectionCount - base, JSON.stringify(rec)).toBe(sum.added);
			}
		}
		if (!rec || rec.round < view.round) base = vv.collectionCount;
	};
	check.summaries = 0;
	return check;
}

const LABEL_OK = /^\{|undefined|NaN|null|#-?\d|^\s*$/;
/** Every legal action of `seat` gets one answer, labelled in both languages; returns the answers (English). */
function labelled(s: IsState, seat: number, what: string, names = ['A', 'B']) {
	const legal = g.legalActions(s, seat) as IsAction[];
	expect(legal.length, what).toBeGreaterThan(0);
	const view = g.view(s, seat) as IsView;
	let en: ReturnType<typeof answersFor> = [];
	for (const lang of ['cs', 'en'] as const) {
		const answers = answersFor(view, legal, names);
		expect(answers.map((a) => a.action), what).toEqual(legal);
		expect(new Set(answers.map((a) => a.key)).size, what).toBe(legal.length);
		for (const a of answers) expect(a.label[lang], `${what} ${JSON.stringify(a.action)}`).not.toMatch(LABEL_OK);
		if (lang === 'en') en = answers;
	}
	return en;
}

describe('Imperial Settlers board answers to every pick', () => {
	it('label the options of every pick purpose in a crafted position, one answer each', () => {
		const base = actionPhase(['egyptians', 'japanese'], 0, 'test', { expansion: true });
		const [eg0, eg1, eg2] = matchDeckIds('egyptians', true);
		const [jp0, jp1, jp2] = matchDeckIds('japanese', true);
		for (const id of ['com062', 'com046', 'com042', eg0, jp2]) toEmpire(base, 0, id);
		for (const id of ['com007', 'com065', jp0]) toEmpire(base, 1, id);
		toHand(base, 0, eg1, 'com018');
		base.players[0].deals.push({ card: eg2 });
		base.players[1].deals.push({ card: jp1 });
		Object.assign(base.players[0].goods, { wood: 5, stone: 5, food: 5, gold: 2, worker: 4, raze: 5 });
		Object.assign(base.players[1].goods, { wood: 1, stone: 1, food: 1 });
		// Every purpose of the type (a new one fails here until it is listed and labelled).
		const purposes: Record<PickPurpose, true> = {
			reproduce: true, copyProduction: true, dealAgain: true, discardDeal: true, discardCard: true, settlers: true, copyAction: true, steal: true,
			razeEnemy: true, razeEnemyFree: true, removeEnemy: true, pack: true, razeOwn: true, stealDeal: true, discardEnemyDeal: true, negotiator: true,
			sanctuary: true, takeOver: true, tradeRouteCard: true, tradeRouteHost: true, samurai: true, worker: true, conquer: true, foundation: true
		};
		for (const purpose of Object.keys(purposes) as PickPurpose[]) {
			const s: IsState = structuredClone(base);
			s.tasks = [{ t: 'pick', seat: 0, purpose, src: purpose === 'conquer' ? copy('xba-conqueror') : 'com046' }, { t: 'roundEnd' }];
			const answers = labelled(s, 0, purpose);
			if (purpose === 'conquer') expect(answers.find((a) => a.place === jp0)?.label.en).toMatch(/Raze token/);
		}
	});

	it('label Siege and Conquest in a turn of the expansion with their Raze-token price', () => {
		const s = actionPhase(['japanese', 'romans'], 0, 'test', { expansion: true });
		const fort = copy('xro-romulus-fortress', 0);
		toEmpire(s, 1, fort, { level: 2 });
		toEmpire(s, 1, copy('rom-builder'));
		s.players[0].goods.raze = 5;
		const answers = labelled(s, 0, 'expansion turn');
		expect(answers.find((a) => a.action.a === 'siege')?.label.en).toMatch(/Siege .*fortification 2 → 0 \(2 Raze/);
		expect(answers.find((a) => a.action.a === 'conquer')?.label.en).toMatch(/^Conquer .*\(B\): 2 Raze/);
	});

	it('label the virtual player as a target (its Locations, its row) and the attack tie', () => {
		const s = actionPhase(['romans'], 0, 'test', { mode: 'solo-conquest' });
		const [c1, c2] = s.commonDeck.filter((id) => !!card(id).raze).slice(0, 2);
		take(s, c1), take(s, c2);
		s.virtual!.locs.push(c1, c2);
		s.players[0].goods.raze = 5;
		const turn = labelled(s, 0, 'solo turn', ['A']);
		expect(turn.filter((a) => a.action.a === 'conquer').map((a) => a.label.en)).toEqual(s.virtual!.row!.map((id, i) => expect.stringMatching(new RegExp(`Virtual player\\): ${2 + i} Raze`))));
		expect(turn.some((a) => a.action.a === 'razeEnemy' && a.seat === -1 && /Virtual player/.test(a.label.en))).toBe(true);
		for (const purpose of ['razeEnemy', 'razeEnemyFree', 'removeEnemy', 'pack'] as PickPurpose[]) {
			const t: IsState = structuredClone(s);
			t.tasks = [{ t: 'pick', seat: 0, purpose, src: 'com046' }, { t: 'soloRoundEnd' }];
			expect(labelled(t, 0, purpose, ['A']).some((a) => a.seat === -1)).toBe(true);
		}
		const [o1, o2] = s.commonDeck.slice(0, 2);
		toEmpire(s, 0, o1), toEmpire(s, 0, o2);
		s.tasks = [{ t: 'attackChoice', seat: 0, ids: [o1, o2], k: 1 }, { t: 'soloRoundEnd' }];
		expect(labelled(s, 0, 'attackChoice', ['A']).map((a) => a.place)).toEqual([o1, o2]);
	});
});

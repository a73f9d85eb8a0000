/**
 * The legal actions of the Rivals seat deciding that are places on the table — a region or card
 * to pick, a draw stack, a road, settlement, city or expansion site to build, a card in the hand or
 * face up to build or play — as answers. Every answer stands for one legal action (nothing here
 * decides what is legal); the board highlights `placesOf` them on the principalities, the stacks
 * and the cards, and a tap on a place acts through `tapPlace`.
 */
import { bilingual, type Answer, type AnswerIn } from '$lib/engine/sdk/answers';
import { isRegionId } from '../cards';
import { cardsOf, type ContentHolder } from '../content';
import type { RivalsAction } from '../types';
import type { RivalsView } from '../view';
import { cardDef, cardTitle, regionInfo, STACK_SET_SHORT, UI, type Lang } from './labels';

/**
 * The lists of the action bar: the buildings of the main phase, the regions and cards to pick, the
 * stacks; and `card`, the hand and face-up cards a build or play names (highlighted on the cards,
 * not listed: a tap selects the card, and its sites are then `build` answers).
 */
export type Section = 'build' | 'target' | 'stack' | 'card';

/** One answer of the Rivals: its place is the card (a region, an expansion), the stack or the site it stands for. */
export type RivalsAnswer = Answer<RivalsAction, Section>;
type Labelled = AnswerIn<RivalsAction, Section>;

/** What the board needs besides the view: whose decision it is, the names, and the hand card picked first (a site or a stack answers for it). */
export interface Asking {
	me: number;
	names: string[];
	selected: string | null;
}

/** The board place of draw stack `i`. */
export const stackPlace = (i: number): string => `stack:${i}`;
/** The board place of a road or settlement to build in column `col`, or of the settlement there to turn into a city. */
export const centerPlace = (kind: 'road' | 'settlement' | 'city', col: number): string => `${kind}:${col}`;
/** The board place of the building site in column `col`, row `row` (±1, ±2) of a principality. */
export const sitePlace = (col: number, row: number): string => `${col}:${row}`;

/** The action a tap on draw stack `i` stands for in the current decision (a card to put under or exchange needs a selected card first). */
export function stackAction(v: RivalsView, legal: readonly RivalsAction[], selected: string | null, i: number): RivalsAction | null {
	switch (v.task?.t) {
		case 'chooseStartStack':
			return { t: 'startStack', stack: i };
		case 'replenish':
			return legal.some((a) => a.t === 'putUnder')
				? selected
					? { t: 'putUnder', card: selected, stack: i }
					: null
				: { t: 'draw', stack: i };
		case 'exchangeOffer':
			return selected ? { t: 'exchange', card: selected, stack: i } : null;
		case 'feudsPick':
			return selected ? { t: 'feudsPut', card: selected, stack: i } : null;
		case 'feudRemove':
		case 'riots':
			return selected ? { t: 'feudRemove', card: selected, stack: i } : null;
		case 'exchangeTake':
			return { t: 'takeTop', stack: i };
	}
	return null;
}

const same = (a: RivalsAction, b: RivalsAction) => JSON.stringify(a) === JSON.stringify(b);

/** The region or card an action picks, if it picks one. */
const targetCard = (a: RivalsAction): string | null =>
	a.t === 'payFrom' || a.t === 'gainOn' || a.t === 'giveFrom' ? a.region : a.t === 'relocatePick' ? a.target.card : a.t === 'pickExpansion' || a.t === 'feudSelect' ? a.card : null;

/** The answers of the action bar in both languages: buildings, then regions and cards, then stacks (each list in the order of the legal actions). */
export const answersFor = (v: RivalsView, legal: readonly RivalsAction[], asking: Asking): RivalsAnswer[] =>
	bilingual((lang) => [...buildAnswers(v, legal, asking, lang), ...targetAnswers(v, legal, asking, lang), ...stackAnswers(v, legal, asking, lang), ...cardAnswers(v, legal, lang)]);

/** The board places of the answers that belong to seat `seat`'s principality (its regions, expansions, sites and centres). */
export const placesIn = (answers: readonly RivalsAnswer[], seat: number): RivalsAnswer[] => answers.filter((x) => x.seat === seat);

/** The heading of a place's choices: a region's name and number, a card's title, else the first answer's label there (a site, a stack). */
export function placeTitle(answers: readonly RivalsAnswer[], place: string, lang: Lang, h: ContentHolder = {}): string {
	if (isRegionId(place)) return `${regionInfo(place, h).name[lang]} ${regionInfo(place, h).number}`;
	if (cardDef(place)) return cardTitle(place, lang, cardsOf(h));
	return answers.find((x) => x.place === place)?.label[lang] ?? place;
}

/** One answer per legal build or play of a card in the hand or face up, placed on that card (the card is highlighted; a tap selects it). */
function cardAnswers(v: RivalsView, legal: readonly RivalsAction[], lang: Lang): Labelled[] {
	const cards = cardsOf(v);
	return legal.flatMap((a): Labelled[] => {
		if (a.t === 'playAction') return [{ key: `card:play:${a.card}`, action: a, section: 'card', place: a.card, label: `${UI.play[lang]}: ${cardTitle(a.card, lang, cards)}`, testid: 'answer-card', data: { card: a.card } }];
		if (a.t === 'buildExpansion')
			return [{ key: `card:${a.card}:${sitePlace(a.col, a.row)}`, action: a, section: 'card', place: a.card, label: `${UI.build[lang]}: ${cardTitle(a.card, lang, cards)}`, testid: 'answer-card', data: { card: a.card, col: a.col, row: a.row } }];
		return [];
	});
}

/** One answer per region or card the legal actions pick (the first action of each: a tap on the card does the same). */
function targetAnswers(v: RivalsView, legal: readonly RivalsAction[], { me, names }: Asking, lang: Lang): Labelled[] {
	const opp = 1 - me;
	const out: Labelled[] = [];
	for (const a of legal) {
		const card = targetCard(a);
		if (!card || out.some((x) => x.place === card)) continue;
		const region = v.players.flatMap((p) => p.regions).find((r) => r.card === card);
		const theirs = v.players[opp].regions.some((r) => r.card === card) || v.players[opp].expansions.some((e) => e.card === card);
		const suffix = theirs ? ` (${names[opp]})` : '';
		const common = { key: `target:${card}`, action: a, section: 'target' as const, place: card, seat: theirs ? opp : me, testid: 'answer-target', data: { target: card } };
		if (region) {
			const info = regionInfo(card, v);
			out.push({ ...common, label: `${info.name[lang]} ${info.number} · ${region.stock}${suffix}`, name: `${info.name[lang]} ${info.number} · ${region.stock} ${UI.goods[lang]}${suffix}`, swatch: info.color });
		} else out.push({ ...common, label: `${cardTitle(card, lang, cardsOf(v))}${suffix}` });
	}
	return out;
}

/** One answer per draw stack a tap takes from (or puts under) now. */
function stackAnswers(v: RivalsView, legal: readonly RivalsAction[], { selected }: Asking, lang: Lang): Labelled[] {
	return v.drawStackCounts.flatMap((count, i) => {
		const a = stackAction(v, legal, selected, i);
		if (!a || !legal.some((x) => same(x, a))) return [];
		const set = v.stackSets?.[i] ?? null;
		const label = `${UI.stack[lang]} ${i + 1} (${count})${set ? ` · ${STACK_SET_SHORT[set][lang]}` : ''}`;
		return [{ key: stackPlace(i), action: a, section: 'stack' as const, place: stackPlace(i), label, testid: 'answer-stack', data: { stack: i } }];
	});
}

/** The roads, settlements and cities of the main phase, and the sites the selected expansion fits (named by column from the left). */
function buildAnswers(v: RivalsView, legal: readonly RivalsAction[], { me, selected }: Asking, lang: Lang): Labelled[] {
	if (v.task?.t !== 'main') return [];
	const p = v.players[me];
	const settlements = p.centers.filter((c) => c.kind === 'settlement').map((c) => c.col);
	const minCol = Math.min(...p.regions.map((r) => r.col), ...p.centers.map((c) => c.col), ...p.spots.road, ...p.spots.settlement);
	const side = (col: number) => (col < 2 ? UI.left[lang] : UI.right[lang]);
	const build = (key: string, a: RivalsAction, label: string, data: Record<string, string | number>, testid = 'answer-build'): Labelled => ({ key, action: a, section: 'build', place: key, seat: me, label, testid, data });
	const out: Labelled[] = [];
	for (const a of legal) {
		if (a.t === 'buildRoad') out.push(build(centerPlace('road', a.col), a, `${UI.build[lang]}: ${UI.road[lang]} ${side(a.col)}`, { build: 'road', col: a.col }));
		else if (a.t === 'buildSettlement') out.push(build(centerPlace('settlement', a.col), a, `${UI.build[lang]}: ${UI.settlement[lang]} ${side(a.col)}`, { build: 'settlement', col: a.col }));
		else if (a.t === 'buildCity') {
			const n = settlements.indexOf(a.col) + 1;
			out.push(build(centerPlace('city', a.col), a, `${UI.build[lang]}: ${UI.city[lang]} (${UI.settlement[lang].toLowerCase()} ${n} ${UI.fromLeft[lang]})`, { build: 'city', col: a.col }));
		} else if (a.t === 'buildExpansion' && a.card === selected) {
			const where = a.row < 0 ? UI.above[lang] : UI.below[lang];
			out.push(build(sitePlace(a.col, a.row), a, `${UI.siteLabel[lang]} ${a.col - minCol + 1} ${where}${Math.abs(a.row) === 2 ? ' 2' : ''}`, { col: a.col, row: a.row }, 'answer-site'));
		}
	}
	return out;
}

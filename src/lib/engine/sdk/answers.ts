/**
 * Answers as data: each candidate of a decision is one legal action with its label, the place on
 * the board it belongs to (a card id, a hex key, a node id) and the list of the dock that shows it.
 * A game's ui/answers.ts turns its legal actions into answers (never deciding what is legal itself);
 * the kit's Answers.svelte renders a list of them as buttons, and a board highlights their places.
 */
import type { Lang, Text } from '../types';

/** How strongly a button asks to be pressed (the kit's primary / secondary / danger buttons). */
export type Tone = 'primary' | 'secondary' | 'danger';

/**
 * One candidate of a decision. `A` is the game's action; `S` names the lists of the game's dock
 * (Mage Knight: map, hand, bar…), so a board can only ask for lists its game has.
 */
export interface Answer<A, S extends string = string> {
	/** Unique within one list of answers (the key of the rendered button). */
	key: string;
	action: A;
	/** The words on the button. */
	label: Text;
	/** A longer accessible name when the label is abbreviated (it starts with the label's words: the axe rule label-content-name-mismatch). */
	name?: Text;
	/** A line of explanation under or beside the label. */
	detail?: Text;
	/** The board place the answer belongs to: a card id, a hex key, a node id. */
	place?: string;
	/** The seat whose area holds the place (a target in another player's area). */
	seat?: number;
	/** Which list of the dock shows the answer. */
	section: S;
	/** A heading to list the answer under. */
	group?: Text;
	tone?: Tone;
	/** A colour swatch (a region's, a resource's) at the start of the button. */
	swatch?: string;
	/** The button's data-testid (the e2e tests find answers by it). */
	testid: string;
	/** data-* attributes of the button (what it stands for, for tests and styling). */
	data?: Record<string, string | number>;
}

/** An answer labelled in one language, as a game's labelling code builds it. */
export type AnswerIn<A, S extends string = string> = Omit<Answer<A, S>, 'label' | 'name' | 'detail' | 'group'> & {
	label: string;
	name?: string;
	detail?: string;
	group?: string;
};

const both = (cs: string | undefined, en: string | undefined): Text | undefined => (cs === undefined || en === undefined ? undefined : { cs, en });

/**
 * The answers of a game whose labelling code works in one language at a time (its label helpers
 * take a `lang`): built once per language and joined by key into bilingual answers. The two runs
 * see the same legal actions, so they list the same keys in the same order; an answer the English
 * run lacks keeps its Czech words in both (a gap the games' answer tests would show as Czech in
 * English).
 */
export function bilingual<A, S extends string>(build: (lang: Lang) => AnswerIn<A, S>[]): Answer<A, S>[] {
	const en = new Map(build('en').map((x) => [x.key, x]));
	return build('cs').map((cs) => {
		const e = en.get(cs.key) ?? cs;
		const { label, name, detail, group, ...rest } = cs;
		const out: Answer<A, S> = { ...rest, label: { cs: label, en: e.label } };
		const n = both(name, e.name);
		const d = both(detail, e.detail);
		const g = both(group, e.group);
		if (n) out.name = n;
		if (d) out.detail = d;
		if (g) out.group = g;
		return out;
	});
}

/** The answers shown in one list of the dock, in the order given. */
export const inSection = <A, S extends string>(answers: readonly Answer<A, S>[], ...sections: S[]): Answer<A, S>[] => answers.filter((x) => sections.includes(x.section));

/** The board places that answer the decision now (to highlight them). */
export const placesOf = <A, S extends string>(answers: readonly Answer<A, S>[]): Set<string> => new Set(answers.flatMap((x) => (x.place === undefined ? [] : [x.place])));

/** The answers that belong to one board place, in the order given. */
export const answersAt = <A, S extends string>(answers: readonly Answer<A, S>[], place: string): Answer<A, S>[] => answers.filter((x) => x.place === place);

/** What a tap on a board place does: nothing to answer there, the one answer it stands for, or a choice among several. */
export type PlaceTap<A, S extends string> = { kind: 'none' } | { kind: 'one'; answer: Answer<A, S> } | { kind: 'several'; answers: Answer<A, S>[] };

/** The answers of a tapped place: one is picked at once, several open a choice. */
export function tapPlace<A, S extends string>(answers: readonly Answer<A, S>[], place: string): PlaceTap<A, S> {
	const here = answersAt(answers, place);
	if (here.length === 0) return { kind: 'none' };
	if (here.length === 1) return { kind: 'one', answer: here[0] };
	return { kind: 'several', answers: here };
}

/** The answers under their group headings, groups in order of first appearance (answers without a group come under `null`). */
export function groupAnswers<A, S extends string>(answers: readonly Answer<A, S>[]): { group: Text | null; answers: Answer<A, S>[] }[] {
	const out: { group: Text | null; answers: Answer<A, S>[] }[] = [];
	for (const x of answers) {
		const g = x.group ?? null;
		const at = out.find((o) => (o.group === null ? g === null : g !== null && o.group.cs === g.cs && o.group.en === g.en));
		if (at) at.answers.push(x);
		else out.push({ group: g, answers: [x] });
	}
	return out;
}

/** The answers ordered by a rank (lower first); equal ranks keep their order (a stable sort). */
export const sortAnswers = <A, S extends string>(answers: readonly Answer<A, S>[], rank: (x: Answer<A, S>) => number): Answer<A, S>[] => [...answers].sort((a, b) => rank(a) - rank(b));

/**
 * Secret simultaneous decisions (issue 24): several seats choose at once, each choice stays
 * hidden from the others until all have chosen, then all are revealed together.
 *
 * A game on the decision kernel queues a task `{ t: kind, secret: secretBox(seats) }` and gives
 * its kind a `SecretHandler` (`choices`, `prompt`, `resolve`). The kernel keeps every seat's pick
 * inside the box, lists the pending seats, checks the action forms below, writes the
 * redacted log lines itself and, once every choice is known, takes the task off the queue, sets
 * the undo barrier and calls `resolve` with all the choices: the handler never sees a partial set,
 * so it cannot leak one.
 *
 * The action forms (the contract shared with the online layer, src/lib/net):
 * - `{ t: 'secret', choice }`: the choice in clear (pass-and-play, local bots); these are the
 *   legal actions, so the UI, bots and fuzzers draw from them;
 * - `{ t: 'commit', digest }`: online only, `digest = commitDigest(seat, choice, salt)`; never
 *   listed (a digest cannot be enumerated), accepted from a seat that still has to choose;
 * - `{ t: 'reveal', choice, salt }`: accepted once every seat has chosen or committed, only if it
 *   matches the seat's commitment and the choice is one the seat could have made;
 * - `{ t: 'withdraw' }` and `{ t: 'forfeit' }`: for a seat whose reveal cannot come (its device
 *   lost the pocket of choice and salt, or a new host holds none for its bots' commitments).
 *
 * When a reveal cannot come (README, "Secret choices"). Withdrawing is allowed only while some
 * seat of the decision has neither chosen nor committed: honest devices reveal only once every
 * commitment is in the agreed log, so no reveal of this decision exists anywhere yet and the seat
 * that chooses again has seen nothing of the others. Once every seat is in, a withdrawal would be
 * a change of mind after the reveals; the seat may only reveal, or forfeit: its choice is then
 * drawn by lot with the match's seeded generator (the same draw on every device, announced to
 * all with the choice drawn) so the decision resolves and the match goes on. A cheater who drops
 * their own pocket after seeing the reveals thus gets the lot, not a choice of their liking.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../hash';
import { shape, type Shape } from '../shape';
import type { StepContext } from '../steps';
import type { Text } from '../types';

/** One seat's pick as the kernel keeps it. */
export type SecretPick<C> =
	| { kind: 'clear'; choice: C }
	| { kind: 'sealed'; digest: string }
	| { kind: 'revealed'; digest: string; choice: C }
	/** The seat forfeited its reveal: the lot drew the choice (announced to all). */
	| { kind: 'drawn'; digest: string; choice: C };

/** The kernel-kept part of a secret task: who decides and what each has picked so far. */
export interface SecretBox<C> {
	seats: number[];
	/** Aligned with `seats`; null while that seat has not chosen. */
	picks: (SecretPick<C> | null)[];
}

/** A secret decision's task shape: the game adds its own fields beside `secret`. */
export interface SecretTaskBase<C = unknown> {
	t: string;
	secret: SecretBox<C>;
}

export type SecretAction<C> =
	| { t: 'secret'; choice: C }
	| { t: 'commit'; digest: string }
	| { t: 'reveal'; choice: C; salt: string }
	| { t: 'withdraw' }
	| { t: 'forfeit' };

/** The tags of the forms that are never listed (a digest cannot be enumerated; the rest follow a commitment). */
const SEALED_STEPS: readonly unknown[] = ['commit', 'reveal', 'withdraw', 'forfeit'];

/** The box of a new secret decision for `seats` (in the order they are asked). */
export function secretBox<C>(seats: readonly number[]): SecretBox<C> {
	return { seats: [...seats], picks: seats.map(() => null) };
}

/** What everybody may know of a secret decision: who still has to choose or reveal, never what. */
export interface SecretStatus {
	seats: number[];
	/** Seats that have chosen or committed. */
	chosen: number[];
	/** Set once every seat has chosen or committed and some commitments wait for their reveal. */
	revealing: boolean;
}

export interface SecretHandler<S, T, C, Q = T> {
	/** The choices `seat` may make (the same before it commits and when it reveals). */
	choices(s: S, task: T, seat: number): C[];
	/** The public prompt of a pending seat; it gets the status, never the picks. */
	prompt(s: S, seat: number, status: SecretStatus): Text;
	/** The chooser's own log line for its clear choice (others read "… has chosen"). */
	describe(choice: C): Text;
	/**
	 * All choices are known (aligned with the box's seats): the task is already off the queue and
	 * the step is a barrier. Returns the tasks that take its place, like `run`.
	 */
	resolve(s: S, task: T, choices: C[], ctx: StepContext): Q[] | void;
}

/** A seat that must act on a secret decision, and what it must do. */
export interface SecretDue {
	seat: number;
	stage: 'choose' | 'reveal';
}

/** True for a choice in clear (`t: 'secret'`): the online layer never sends one. */
export function isSecretChoice(action: unknown): boolean {
	return tagOf(action) === 'secret';
}

/** True for a commitment, a reveal, a withdrawal or a forfeit: accepted by a secret decision though never listed. */
export function isSealedStep(action: unknown): boolean {
	return SEALED_STEPS.includes(tagOf(action));
}

function tagOf(action: unknown): unknown {
	return action !== null && typeof action === 'object' && Object.hasOwn(action, 't') ? (action as { t: unknown }).t : undefined;
}

/** Lowercase hex SHA-256 of the canonical JSON of `{ seat, choice, salt }`. */
export function commitDigest(seat: number, choice: unknown, salt: string): string {
	return bytesToHex(sha256(utf8ToBytes(canonicalJson({ seat, choice, salt }))));
}

const HEX64 = /^[0-9a-f]{64}$/;

/** The parse cases of the secret forms, for a game's `shape.tagged('t', { …, ...secretActionCases(choice) })`. */
export function secretActionCases<C>(choice: Shape<C>) {
	return {
		secret: { choice },
		commit: { digest: shape.str(64, 64) },
		reveal: { choice, salt: shape.str(64, 64) },
		withdraw: {},
		forfeit: {}
	};
}

/** Who must act now: every seat still to choose, else every committed seat still to reveal. */
export function secretDue<C>(box: SecretBox<C>): SecretDue[] {
	const choosing = box.seats.filter((_, i) => box.picks[i] === null);
	if (choosing.length) return choosing.map((seat) => ({ seat, stage: 'choose' }));
	return box.seats.flatMap((seat, i) => (box.picks[i]?.kind === 'sealed' ? [{ seat, stage: 'reveal' as const }] : []));
}

/** The public status of the box. */
export function secretStatus<C>(box: SecretBox<C>): SecretStatus {
	return {
		seats: [...box.seats],
		chosen: box.seats.filter((_, i) => box.picks[i] !== null),
		revealing: box.picks.every((p) => p !== null) && box.picks.some((p) => p?.kind === 'sealed')
	};
}

/** Every choice once all are known (aligned with the seats), else null. */
export function secretChoices<C>(box: SecretBox<C>): C[] | null {
	const out: C[] = [];
	for (const p of box.picks) {
		if (!p || p.kind === 'sealed') return null;
		out.push(p.choice);
	}
	return out;
}

/** What a seat may see of a secret decision: the status and its own clear choice, never another's. */
export interface SecretView<C> extends SecretStatus {
	/** The viewer's own choice, when it made it in clear on this device's state. */
	mine: C | null;
}

/** A game's `view` uses it instead of the box: the redaction is the same for every game. */
export function secretView<C>(box: SecretBox<C>, viewer: number | null): SecretView<C> {
	const i = viewer === null ? -1 : box.seats.indexOf(viewer);
	const pick = i < 0 ? null : box.picks[i];
	return { ...secretStatus(box), mine: pick && pick.kind !== 'sealed' ? pick.choice : null };
}

export const SECRET_TEXTS = {
	notInDecision: { cs: 'Tato volba se tě netýká.', en: 'This choice is not yours to make.' },
	alreadyChosen: { cs: 'Svou volbu už máš.', en: 'You have already chosen.' },
	notYetReveal: { cs: 'Odhalit lze až po volbě všech.', en: 'Reveals come only after everyone has chosen.' },
	nothingToReveal: { cs: 'Nemáš co odhalit.', en: 'You have nothing to reveal.' },
	badDigest: { cs: 'Závazek musí být 64 šestnáctkových číslic.', en: 'A commitment must be 64 hex digits.' },
	notAChoice: { cs: 'Taková volba není na výběr.', en: 'That choice is not on offer.' },
	mismatch: { cs: 'Odhalená volba neodpovídá závazku.', en: 'The reveal does not match the commitment.' },
	notSecretForm: { cs: 'Teď se volí tajně: pošli volbu, závazek nebo odhalení.', en: 'A secret choice is due: send a choice, a commitment or a reveal.' },
	nothingToWithdraw: { cs: 'Nemáš zapečetěnou volbu, kterou by šlo vzít zpět.', en: 'You have no sealed choice to withdraw.' },
	tooLateToWithdraw: {
		cs: 'Všichni už zvolili: zapečetěnou volbu už nelze vzít zpět, jen odhalit (nebo nechat rozhodnout los).',
		en: 'Everyone has chosen: a sealed choice can no longer be withdrawn, only revealed (or left to the lot).'
	},
	tooEarlyToForfeit: {
		cs: 'Los místo odhalení až po volbě všech; do té doby lze volbu vzít zpět a zvolit znovu.',
		en: 'The lot replaces a reveal only once everyone has chosen; until then a sealed choice can be withdrawn and made again.'
	}
} satisfies Record<string, Text>;

/**
 * Why `seat` may not take `action` on the box (null when it may). `offered` lists the seat's
 * choices; a choice counts only in the exact form of one of them.
 */
export function secretRefusal<C>(box: SecretBox<C>, seat: number, action: unknown, offered: () => C[]): Text | null {
	const i = box.seats.indexOf(seat);
	if (i < 0) return SECRET_TEXTS.notInDecision;
	const a = action as Partial<Record<'t' | 'digest' | 'salt' | 'choice', unknown>> | null;
	const pick = box.picks[i];
	const isOffered = (choice: unknown) => {
		const want = canonicalJson(choice);
		return offered().some((c) => canonicalJson(c) === want);
	};
	switch (a && typeof a === 'object' ? a.t : undefined) {
		case 'secret':
			if (pick) return SECRET_TEXTS.alreadyChosen;
			return isOffered(a!.choice) ? null : SECRET_TEXTS.notAChoice;
		case 'commit':
			if (pick) return SECRET_TEXTS.alreadyChosen;
			return typeof a!.digest === 'string' && HEX64.test(a!.digest) ? null : SECRET_TEXTS.badDigest;
		case 'reveal':
			if (pick?.kind !== 'sealed') return SECRET_TEXTS.nothingToReveal;
			if (box.picks.some((p) => p === null)) return SECRET_TEXTS.notYetReveal;
			if (typeof a!.salt !== 'string' || commitDigest(seat, a!.choice, a!.salt) !== pick.digest) return SECRET_TEXTS.mismatch;
			return isOffered(a!.choice) ? null : SECRET_TEXTS.notAChoice;
		case 'withdraw':
			if (pick?.kind !== 'sealed') return SECRET_TEXTS.nothingToWithdraw;
			// Every seat is in: reveals may be on their way, so choosing again would be a change of mind.
			return box.picks.some((p) => p === null) ? null : SECRET_TEXTS.tooLateToWithdraw;
		case 'forfeit':
			if (pick?.kind !== 'sealed') return SECRET_TEXTS.nothingToReveal;
			if (box.picks.some((p) => p === null)) return SECRET_TEXTS.tooEarlyToForfeit;
			return offered().length ? null : SECRET_TEXTS.notAChoice;
		default:
			return SECRET_TEXTS.notSecretForm;
	}
}

/**
 * Records an action that `secretRefusal` allowed, with its redacted log line. `offered` lists the
 * seat's choices: a forfeit draws one of them with the match's seeded generator.
 */
export function recordSecret<C>(box: SecretBox<C>, seat: number, action: SecretAction<C>, describe: (choice: C) => Text, ctx: StepContext, offered: () => C[]): void {
	const i = box.seats.indexOf(seat);
	const chose: Text = { cs: `{${seat}} má vybráno.`, en: `{${seat}} has chosen.` };
	switch (action.t) {
		case 'secret': {
			box.picks[i] = { kind: 'clear', choice: action.choice };
			const own = describe(action.choice);
			ctx.log({ cs: `{${seat}} volí tajně: ${own.cs}`, en: `{${seat}} secretly chooses: ${own.en}` }, [seat], chose);
			return;
		}
		case 'commit':
			box.picks[i] = { kind: 'sealed', digest: action.digest };
			ctx.log(chose);
			return;
		case 'reveal': {
			const pick = box.picks[i];
			if (pick?.kind === 'sealed') box.picks[i] = { kind: 'revealed', digest: pick.digest, choice: action.choice };
			return;
		}
		case 'withdraw':
			box.picks[i] = null;
			ctx.log({ cs: `{${seat}} bere zapečetěnou volbu zpět a volí znovu.`, en: `{${seat}} withdraws their sealed choice and chooses again.` });
			return;
		case 'forfeit': {
			const pick = box.picks[i];
			if (pick?.kind !== 'sealed') return;
			// The seeded draw is the same on every device (and a barrier: undo never re-draws it).
			const choice = ctx.random.pick(offered());
			box.picks[i] = { kind: 'drawn', digest: pick.digest, choice };
			const drawn = describe(choice);
			ctx.log({ cs: `{${seat}} nemůže odhalit svou volbu; los vybral: ${drawn.cs}`, en: `{${seat}} cannot reveal their choice; the lot drew: ${drawn.en}` });
			return;
		}
	}
}

/** A state that differs from another only in what one seat cannot see (tests/contract's HiddenVariant). */
export interface SecretVariant<S> {
	build: () => S;
	/**
	 * Always false: compared as the state stands and after every step that is no barrier; the
	 * resolution reveals the choices to everybody, so what follows it may differ (who plays next).
	 */
	dynamic: false;
	what: string;
}

/**
 * The hidden-information contract's variants of a secret decision: every choice another seat made
 * in clear and nobody has seen yet, swapped for each other choice it could have made. `viewer`
 * must perceive the same in all of them; a game's contract adapter passes them on.
 */
export function secretVariants<S, C>(s: S, viewer: number, options: { box(s: S): SecretBox<C> | null; choices(s: S, seat: number): C[]; clone(s: S): S }): SecretVariant<S>[] {
	const box = options.box(s);
	if (!box) return [];
	return box.seats.flatMap((seat, i) => {
		const pick = box.picks[i];
		// A sealed pick shows nothing; a drawn one is announced to everybody.
		if (seat === viewer || !pick || pick.kind === 'sealed' || pick.kind === 'drawn') return [];
		const was = canonicalJson(pick.choice);
		return options
			.choices(s, seat)
			.filter((other) => canonicalJson(other) !== was)
			.map((other) => ({
				dynamic: false as const,
				what: `seat ${seat} chose ${canonicalJson(other)} instead of ${was}`,
				build: () => {
					const v = options.clone(s);
					options.box(v)!.picks[i] = { ...pick, choice: other };
					return v;
				}
			}));
	});
}

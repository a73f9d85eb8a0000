/**
 * The commit-reveal seed (protocol.ts, SEED): the host collects a commitment
 * sha256(nonce) from every participant, broadcasts them, collects the reveals,
 * checks each and derives the seed; every guest re-verifies the whole exchange
 * from `start` before it plays. The checks are pure functions below; the
 * SeedAgreement class runs the exchange over the session.
 */
import { canonicalJson, INTERNAL_ERROR, MatchRunner, newMatchRecord, type AnyGameModule, type MatchRecord, type Text } from '$lib/engine';
import { randomHex, sha256Hex, verifyReveals, type Commitment, type Msg, type Reveal } from './protocol';
import type { SessionCore } from './core';
import { callGame, clone, safeOpen } from './game-calls';
import { T, type NetNotice } from './types';
import { startVersion } from './versions';

/** The host's side of one start attempt. */
export interface HostSeeding {
	startId: string;
	participants: number[];
	commits: Map<number, string>;
	reveals: Map<number, string>;
	commitsSent: boolean;
	timer: unknown;
}

/** What the host makes of a commit or reveal from device `dev`. */
export type SeedVerdict =
	| { kind: 'otherStart' }
	| { kind: 'duplicate' }
	| { kind: 'badCommit' }
	| { kind: 'unexpectedReveal' }
	| { kind: 'wrongReveal' }
	| { kind: 'take' };

export function judgeSeedMessage(sd: HostSeeding | null, dev: number, m: Extract<Msg, { t: 'commit' | 'reveal' }>): SeedVerdict {
	if (!sd || m.startId !== sd.startId || !sd.participants.includes(dev)) return { kind: 'otherStart' };
	if (m.t === 'commit' ? sd.commits.get(dev) === m.c : sd.reveals.get(dev) === m.nonce) return { kind: 'duplicate' };
	if (m.t === 'commit') return sd.commits.has(dev) || m.c.length !== 64 ? { kind: 'badCommit' } : { kind: 'take' };
	if (!sd.commitsSent || sd.reveals.has(dev)) return { kind: 'unexpectedReveal' };
	return sha256Hex(m.nonce) !== sd.commits.get(dev) ? { kind: 'wrongReveal' } : { kind: 'take' };
}

/** The commitments of a seeding, ordered by device index (as broadcast in `commits`). */
export const orderedCommitments = (commits: Map<number, string>): Commitment[] => [...commits].map(([index, c]) => ({ index, c })).sort((a, b) => a.index - b.index);
export const orderedReveals = (reveals: Map<number, string>): Reveal[] => [...reveals].map(([index, nonce]) => ({ index, nonce })).sort((a, b) => a.index - b.index);

/** A guest checks that the host broadcast its own commitment unchanged. */
export function myCommitmentKept(commits: Commitment[], me: number, nonce: string): boolean {
	const mine = commits.find((c) => c.index === me);
	return !!mine && mine.c === sha256Hex(nonce);
}

/**
 * A guest verifies `start`: every reveal matches its commitment, its own reveal is
 * unchanged, and the record carries the seed derived from the reveals and an empty log.
 */
export function verifyStart(commits: Commitment[], me: number, nonce: string, reveals: Reveal[], record: unknown): { ok: true; record: MatchRecord } | { ok: false; reason: Text } {
	const v = verifyReveals(commits, reveals);
	if (!v.ok) return v;
	const mine = reveals.find((r) => r.index === me);
	if (!mine || mine.nonce !== nonce) return { ok: false, reason: T('Hostitel změnil odhalení tohoto zařízení.', 'The host changed the reveal of this device.') };
	const rec = record as MatchRecord;
	if (rec.seed !== v.seed || !Array.isArray(rec.log) || rec.log.length !== 0)
		return { ok: false, reason: T('Náhoda hry nesouhlasí se závazky; hra se nespustí.', 'The match seed does not match the commitments; the match will not start.') };
	return { ok: true, record: rec };
}

/**
 * A guest checks the room's options already in the lobby (issue 25: the lobby shows the host's
 * pack before the seed is agreed): the game's own parseOptions, which checks an embedded pack as
 * every start does (engine/pack.ts checkPackOptions: its overrides hash to the announced hash, the
 * game's description accepts every value and added record). Null: this device can play them.
 */
export function roomOptionsProblem(module: AnyGameModule, options: unknown): Text | null {
	const r = callGame(module, 'parseOptions', () => module.parseOptions(options), { ok: false as const, reason: INTERNAL_ERROR });
	if (r.ok) return null;
	return T(
		`Toto zařízení hostitelovy volby partie odmítá a do hry se nepřipojí: ${r.reason.cs}`,
		`This device refuses the host's match options and will not join the match: ${r.reason.en}`
	);
}

export class SeedAgreement {
	/** The host's start attempt in progress. */
	private seeding: HostSeeding | null = null;
	/** A guest's nonce for the host's start attempt, and the commitments it was shown. */
	private guestSeed: { startId: string; nonce: string; commits: Commitment[] | null } | null = null;

	constructor(
		private core: SessionCore,
		private driveBots: () => Promise<void>
	) {
		core.onClose(() => {
			if (this.seeding) core.deps.clearTimer(this.seeding.timer);
		});
	}

	// ---------------------------------------------------------------- host

	/** Starts the match: asks every connected device for a commitment. */
	start(): Text | null {
		const c = this.core;
		if (!c.isHost) return T('Hru spouští hostitel.', 'Only the host starts the match.');
		if (c.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		const free = c.st.seats.findIndex((s) => s.kind === 'human' && s.device === null);
		if (free >= 0) return T(`Místo ${c.st.seats[free].name} nikdo nedrží (nebo z něj udělejte robota).`, `Nobody holds seat ${c.st.seats[free].name} (or make it a bot).`);
		for (const s of c.st.seats) {
			const d = s.kind === 'human' ? c.st.devices.find((x) => x.index === s.device) : undefined;
			if (d && d.status !== 'connected') return T(`Zařízení ${d.name} není připojené.`, `Device ${d.name} is not connected.`);
		}
		const participants = c.st.devices.filter((d) => d.status === 'connected').map((d) => d.index);
		const startId = randomHex(c.deps.random, 8);
		const nonce = randomHex(c.deps.random, 32);
		this.seeding = {
			startId,
			participants,
			commits: new Map([[c.me, sha256Hex(nonce)]]),
			reveals: new Map([[c.me, nonce]]),
			commitsSent: false,
			timer: c.deps.setTimer(() => c.enqueue(async () => this.timedOut()), c.t.hostGoneMs)
		};
		c.st.phase = 'seeding';
		c.roomChanged();
		for (const i of participants) if (i !== c.me) c.send(c.links.get(i), { t: 'commitReq', startId });
		c.enqueue(() => this.progress());
		return null;
	}

	async onCommitOrReveal(dev: number, m: Extract<Msg, { t: 'commit' | 'reveal' }>): Promise<void> {
		const c = this.core;
		const sd = this.seeding;
		const verdict = judgeSeedMessage(sd, dev, m);
		switch (verdict.kind) {
			case 'otherStart':
				return c.bad(dev, 'zpráva k jinému startu hry.', 'a message for another start.');
			case 'duplicate':
				return;
			case 'badCommit':
				return c.bad(dev, 'neplatný závazek.', 'an invalid commitment.');
			case 'unexpectedReveal':
				return c.bad(dev, 'nečekané odhalení.', 'an unexpected reveal.');
			case 'wrongReveal': {
				const name = c.st.devices.find((x) => x.index === dev)?.name ?? `#${dev}`;
				return this.abort(
					T(
						`Zařízení ${name} odhalilo jiné číslo, než ke kterému se zavázalo. Hra nezačala.`,
						`Device ${name} revealed a value that does not match its commitment. The match did not start.`
					),
					{ kind: 'veto', device: { index: dev, name } }
				);
			}
		}
		if (m.t === 'commit') sd!.commits.set(dev, m.c);
		else sd!.reveals.set(dev, m.nonce);
		return this.progress();
	}

	/** Broadcasts the commitments once all are in; starts the match once all reveals are in. */
	private async progress(): Promise<void> {
		const c = this.core;
		const sd = this.seeding;
		if (!sd || !c.module) return;
		if (!sd.commitsSent && sd.commits.size === sd.participants.length) {
			sd.commitsSent = true;
			const commits = orderedCommitments(sd.commits);
			for (const i of sd.participants) if (i !== c.me) c.send(c.links.get(i), { t: 'commits', startId: sd.startId, commits });
		}
		if (!sd.commitsSent || sd.reveals.size !== sd.participants.length) return;
		c.deps.clearTimer(sd.timer);
		this.seeding = null;
		const reveals = orderedReveals(sd.reveals);
		// In arrival order (host first): a failing check names the same device as before.
		const commits = [...sd.commits].map(([index, cm]) => ({ index, c: cm }));
		const v = verifyReveals(commits, reveals);
		if (!v.ok) return this.abort(v.reason);
		const id = `net-${c.code}-${sd.startId}`;
		const version = startVersion(c.module, c.me, sd.participants, c.peerVersions);
		if (version === null)
			return this.abort(T('Zařízení v místnosti nemají žádnou společnou verzi pravidel. Aktualizujte aplikaci.', 'The devices in the room share no rules version. Update the app.'));
		// The room plays one version every participant has (versions.ts).
		const record = { ...newMatchRecord(c.module, id, c.st.seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.choices ? { choices: s.choices } : {}) })), c.st.options, v.seed, c.deps.now()), rulesVersion: version };
		const opened = MatchRunner.open(c.module, clone(record));
		if (!opened.ok) return this.abort(opened.reason);
		c.runner = opened.value;
		await c.saveRecord(opened.value);
		c.st.matchId = id;
		c.st.rulesVersion = version;
		c.st.phase = 'playing';
		c.broadcast({ t: 'start', startId: sd.startId, record, reveals });
		c.roomChanged();
		await this.driveBots();
	}

	/** Some device did not commit or reveal in time: the start fails, naming it (the first one, when several). */
	private timedOut(): void {
		const c = this.core;
		const sd = this.seeding;
		if (!sd) return;
		const late = sd.participants.filter((i) => !(sd.commitsSent ? sd.reveals : sd.commits).has(i));
		const name = (i: number) => c.st.devices.find((x) => x.index === i)?.name ?? `#${i}`;
		if (!late.length) return this.abort(T('Některé zařízení neodpovědělo včas.', 'A device did not answer in time.'));
		const names = late.map(name).join(', ');
		this.abort(
			T(
				`Zařízení ${names} neodpovědělo včas. Hra nezačala.`,
				`Device ${names} did not answer in time. The match did not start.`
			),
			{ kind: 'veto', device: { index: late[0], name: name(late[0]) } }
		);
	}

	/** The start failed: back to the lobby, with the reason everywhere (`about`: the device to blame). */
	abort(reason: Text, about?: Pick<NetNotice, 'kind' | 'device'>): void {
		const c = this.core;
		if (!this.seeding && c.st.phase !== 'seeding') return;
		if (this.seeding) c.deps.clearTimer(this.seeding.timer);
		this.seeding = null;
		c.st.phase = 'lobby';
		// The host is told what it can do about a device that keeps the match from starting.
		const hint = about?.kind === 'veto' ? T(' Můžete začít znovu, nebo zařízení z místnosti odebrat.', ' You can start again, or remove the device from the room.') : T('', '');
		c.notice('error', T(reason.cs + hint.cs, reason.en + hint.en), about);
		c.broadcast({ t: 'abort', reason });
		c.roomChanged();
	}

	/** A participant of the running start disconnected or left: the start fails. */
	participantLost(dev: number, reason: Text): void {
		if (this.seeding?.participants.includes(dev)) this.abort(reason);
	}

	/** This device stopped being host: its start attempt is void. */
	forget(): void {
		this.seeding = null;
	}

	// ---------------------------------------------------------------- guest

	onCommitRequest(m: Extract<Msg, { t: 'commitReq' }>): void {
		const c = this.core;
		// Options this device cannot play (a pack whose data does not match its hash, values its
		// description refuses): it refuses the start at once, with the reason, instead of a seed.
		const problem = c.module ? roomOptionsProblem(c.module, c.st.options) : null;
		if (problem) {
			this.guestSeed = null;
			c.notice('error', problem);
			return c.send(c.hostLink, c.sign({ t: 'reject' as const, code: 'options', reason: problem }, 'link'));
		}
		if (this.guestSeed?.startId === m.startId) return c.send(c.hostLink, { t: 'commit', startId: m.startId, c: sha256Hex(this.guestSeed.nonce) }); // a duplicate
		const nonce = randomHex(c.deps.random, 32);
		this.guestSeed = { startId: m.startId, nonce, commits: null };
		c.send(c.hostLink, { t: 'commit', startId: m.startId, c: sha256Hex(nonce) });
	}

	onCommitments(m: Extract<Msg, { t: 'commits' }>): void {
		const c = this.core;
		const gs = this.guestSeed;
		if (!gs || gs.startId !== m.startId) return c.bad(c.st.hostIndex, 'závazky k jinému startu.', 'commitments for another start.');
		if (!myCommitmentKept(m.commits, c.me, gs.nonce)) return this.failStart(T('Hostitel rozeslal špatný závazek tohoto zařízení.', 'The host sent a wrong commitment for this device.'));
		gs.commits = m.commits;
		c.send(c.hostLink, { t: 'reveal', startId: m.startId, nonce: gs.nonce });
	}

	async onStart(m: Extract<Msg, { t: 'start' }>): Promise<void> {
		const c = this.core;
		const gs = this.guestSeed;
		if (!c.module) return;
		if (c.runner && c.runner.record.id === (m.record as { id?: unknown }).id) return; // a duplicate
		if (!gs || gs.startId !== m.startId || !gs.commits) {
			// We did not take part in this start (joined late): trust the host's base instead.
			c.send(c.hostLink, { t: 'resync' });
			return;
		}
		this.guestSeed = null;
		const checked = verifyStart(gs.commits, c.me, gs.nonce, m.reveals, m.record);
		if (!checked.ok) return this.failStart(checked.reason);
		const rec = checked.record;
		// The record must play the options the room showed (issue 25: the lobby names the host's pack
		// before the seed is agreed), so a host cannot swap the pack at the start.
		if (canonicalJson(rec.options) !== canonicalJson(c.st.options))
			return this.failStart(T('Hostitel spustil hru s jinými volbami partie, než ukazovala místnost; hra se nespustí.', 'The host started the match with other match options than the room showed; the match will not start.'));
		const opened = safeOpen(c.module, rec);
		if (!opened.ok) return this.failStart(opened.reason);
		c.runner = opened.value;
		await c.saveRecord(opened.value);
		c.st.matchId = rec.id;
		c.st.phase = 'playing';
		c.saveSession();
		c.emit();
	}

	onAbort(m: Extract<Msg, { t: 'abort' }>): void {
		this.guestSeed = null;
		this.core.st.phase = 'lobby';
		this.core.notice('error', m.reason);
	}

	private failStart(reason: Text): void {
		this.guestSeed = null;
		this.core.notice('error', reason);
		this.core.failed = true;
		this.core.emit();
	}
}

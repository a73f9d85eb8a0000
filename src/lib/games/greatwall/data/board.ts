/**
 * The Great Wall's board values: the ten locations, the wall levels and barricades, the time track
 * of each board side and the numbers printed on the board or stated by the rules. Known values
 * cite their source; the rest are placeholders inside the spec's inferred ranges, marked per field.
 */
import { tx } from '$lib/engine';
import type { BarricadeDef, BoardSide, LocationDef, RuleNumbers, TimeTrackDef, WallLevelDef } from './types';

const SLOTS_NOTE = tx(
	'Zástupná hodnota: běžná/zvláštní lokace a počty míst jsou jen na obrázku desky (žádný zdroj je neuvádí).',
	'Placeholder: regular/special and slot counts are only in the board picture (no source gives them).'
);
const OVERSEER_NOTE = tx(
	'Zástupná hodnota: ceny dohlížitele jsou vytištěné na desce (ikona v textu nečitelná); zvoleno 2/4/6 vyráběné suroviny.',
	'Placeholder: overseer costs are printed on the board (the icon is illegible); 2/4/6 of the produced resource chosen.'
);

/** A production location (§5.4.1): regular, 3/4 slots [placeholder], shame symbol [GW-9 S3, M]. */
function production(id: LocationDef['id'], cs: string, en: string, produces: 'wood' | 'stone' | 'gold' | 'chi', line: string): LocationDef {
	return {
		id,
		name: tx(cs, en),
		kind: 'regular',
		slots: { small: 3, large: 4 },
		shame: true,
		produces,
		overseer: { place: { [produces]: 2 }, toTwo: { [produces]: 4 }, toThree: { [produces]: 6 } },
		source: `[GW-9] seed ${line}, l.871-977 (2 to place, seed l.894-919); shame: S3`,
		czechName: 'seed',
		guessed: { fields: ['kind', 'slots', 'overseer'], note: tx(`${SLOTS_NOTE.cs} ${OVERSEER_NOTE.cs}`, `${SLOTS_NOTE.en} ${OVERSEER_NOTE.en}`) }
	};
}

/** Any other location (§5.4.2-§5.4.7): no shame symbol [inferred, GW-9]. */
function other(id: LocationDef['id'], cs: string, en: string, kind: 'regular' | 'special', slots: Record<BoardSide, number>, shame: boolean, source: string): LocationDef {
	return { id, name: tx(cs, en), kind, slots, shame, source, czechName: 'seed', guessed: { fields: ['kind', 'slots', 'shame'], note: SLOTS_NOTE } };
}

/**
 * The ten locations in board order (§2.3). Placeholder split: the production locations, the
 * Barracks, the Tea House (regular per seed l.1243), the Builders' Camp and the Embassy are
 * regular; the Headquarters and the War Academy special (DESIGN.md "Data").
 */
export const LOCATIONS: readonly LocationDef[] = [
	production('lumberMill', 'Pila', 'Lumber Mill', 'wood', 'l.979-986'),
	production('quarry', 'Lom', 'Quarry', 'stone', 'l.979-986'),
	production('goldMine', 'Důl', 'Gold Mine', 'gold', 'l.979-986'),
	production('temple', 'Chrám', 'Temple', 'chi', 'l.942-945'),
	{ ...other('barracks', 'Kasárny', 'Barracks', 'regular', { small: 3, large: 4 }, true, '[GW-9] seed l.996-1020; shame: S3'), guessed: { fields: ['kind', 'slots'], note: SLOTS_NOTE } },
	other('buildersCamp', 'Tábor stavitelů', "Builders' Camp", 'regular', { small: 3, large: 4 }, false, '[GW-9] seed l.1104-1164'),
	other('headquarters', 'Velitelství', 'Headquarters', 'special', { small: 0, large: 0 }, false, '[GW-9] seed l.1166-1208'),
	{ ...other('teaHouse', 'Čajovna', 'Tea House', 'regular', { small: 2, large: 3 }, false, '[GW-9] seed l.1221-1251 (regular: l.1243)'), guessed: { fields: ['slots', 'shame'], note: SLOTS_NOTE } },
	other('embassy', 'Císařské vyslanectví', 'Imperial Embassy', 'regular', { small: 3, large: 4 }, false, '[GW-9] seed l.1253-1283'),
	other('warAcademy', 'Válečná akademie', 'War Academy', 'special', { small: 0, large: 0 }, false, '[GW-9] seed l.1285-1295')
];

const WALL_NOTE = tx(
	'Zástupná hodnota: obrana a střelecké pozice úrovní nejsou v žádném zdroji (příklad pravidel: obrana 14 proti útoku 15, seed ř. 801–808).',
	'Placeholder: no source gives the levels’ defence and firing positions (rulebook example: defence 14 against attack 15, seed l.801-808).'
);

/** The empty wall position and levels 1–3 (§9.4). Costs 5/10/15 [GW-8] S1 Core p.7-9 (M). */
export const WALL_LEVELS: readonly WallLevelDef[] = [
	{ level: 0, cost: 0, defence: 4, firing: 0, source: '[GW-8] (empty position: nothing to build)', czechName: 'seed', guessed: { fields: ['defence', 'firing'], note: WALL_NOTE } },
	{ level: 1, cost: 5, defence: 8, firing: 2, source: '[GW-8] S1 Core p.7-9 (cost)', czechName: 'seed', guessed: { fields: ['defence', 'firing'], note: WALL_NOTE } },
	{ level: 2, cost: 10, defence: 12, firing: 3, source: '[GW-8] S1 Core p.7-9 (cost)', czechName: 'seed', guessed: { fields: ['defence', 'firing'], note: WALL_NOTE } },
	{ level: 3, cost: 15, defence: 16, firing: 4, source: '[GW-8] S1 Core p.7-9 (cost)', czechName: 'seed', guessed: { fields: ['defence', 'firing'], note: WALL_NOTE } }
];

/** Barricade: 2 resources, +2 Honor, +2 defence, at most 3 per section ([GW-8] seed l.1119-1128, H). */
export const BARRICADE: BarricadeDef = { cost: 2, honor: 2, defence: 2, max: 3, source: '[GW-8] seed l.1119-1128; S1', czechName: 'seed' };

const TIME_NOTE = tx(
	'Zástupná hodnota: čísla nad a pod políčky časové stupnice žádný zdroj neuvádí (návrh spec. §12 D8).',
	'Placeholder: no source gives the numbers above and below the time-track spaces (spec §12 D8 suggestion).'
);

/**
 * Time tracks (§9.5, [GW-7]). Small side: one start space, 6 Years (S4, M) → 6 spaces. Large side:
 * the 4-player start is its 1st space, a 5-player game (2nd space) lasts ≤ 4 Years (S1 Stretch
 * Goals p.7) → 5 spaces [deduced, L]. Per-space numbers: placeholders (spec §12 D8's suggestion).
 * Spaces past `length` are not on the board; a pack may lengthen the track up to MAX_TIME_SPACES.
 */
export const TIME_TRACKS: Record<BoardSide, TimeTrackDef> = {
	small: {
		side: 'small',
		spaces: [
			{ hordes: 2, loss: 1 },
			{ hordes: 2, loss: 1 },
			{ hordes: 3, loss: 1 },
			{ hordes: 3, loss: 2 },
			{ hordes: 3, loss: 2 },
			{ hordes: 4, loss: 2 },
			{ hordes: 4, loss: 3 },
			{ hordes: 4, loss: 3 }
		],
		length: 6,
		start: 0,
		source: '[GW-7] S1 Core p.5-6, 11-12 (start); S4 (6 Years)',
		czechName: 'seed',
		guessed: { fields: ['spaces'], note: TIME_NOTE }
	},
	large: {
		side: 'large',
		spaces: [
			{ hordes: 2, loss: 1 },
			{ hordes: 3, loss: 1 },
			{ hordes: 3, loss: 2 },
			{ hordes: 4, loss: 2 },
			{ hordes: 4, loss: 3 },
			{ hordes: 4, loss: 3 },
			{ hordes: 5, loss: 3 },
			{ hordes: 5, loss: 3 }
		],
		length: 5,
		start: 0,
		source: '[GW-7] S1 Stretch Goals p.7 (5 players: 2nd space, ≤ 4 Years)',
		czechName: 'seed',
		guessed: { fields: ['spaces', 'length'], note: tx(`${TIME_NOTE.cs} Délka 5 je odvozená.`, `${TIME_NOTE.en} The length 5 is deduced.`) }
	}
};

/** Numbers of the rules and the board (their sources beside each). */
export const RULE_NUMBERS: RuleNumbers = {
	// [GW-9] S1 Core p.7-9 (H); archer also seed l.987-991.
	recruit: { spearman: { stone: 2, wood: 1 }, archer: { chi: 2, wood: 1 }, horseman: { gold: 3, wood: 1 } },
	rescueChi: 2, // [GW-9] S1 Core p.6, p.10 (seed l.827-834 "2 &")
	hireClerkGold: 2, // seed l.1253-1283
	donationHonor: 2, // seed l.935-941
	shameShedChi: 2, // seed l.481-484, 617-619
	defeatHonor: 2, // seed l.761-797 step 1
	archerDefeatHonor: 2, // seed l.761-797 step 2
	commandReclaimHonor: 2, // seed l.624-630 option (b)
	shamePenalty: 5, // seed l.474-479, 1343-1348
	shamePerPlayer: 10, // seed l.211
	shameTwoPlayer: 20, // seed l.1400; S1 FAQ #22
	shameSolo: 10, // seed l.1536
	coopShameHonor: 10, // seed l.1830-1841
	tacticHandLimit: 5, // seed l.1304-1305
	commandTrack: { small: 4, large: 5 }, // large: seed l.639-645 (5, the 5th ignored with 4 players); small: placeholder
	qinArtifactHonor: 20, // seed l.1692-1693
	qinSupportAtSetup: 2 // seed l.1532-1534
};
/** Which rule numbers are placeholders (content.ts marks their fields). */
export const RULE_NUMBERS_GUESSED: ReadonlySet<string> = new Set(['commandTrack.small']);
export const COMMAND_TRACK_NOTE = tx(
	'Zástupná hodnota: počet pozic stupnice velení na straně pro 3 hráče není znám (spec. §12 A23).',
	'Placeholder: the command track’s positions on the 3-player side are unknown (spec §12 A23).'
);

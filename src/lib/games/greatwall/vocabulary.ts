/**
 * The Great Wall's effect vocabularies (engine/content.ts `EffectVocabulary`): the steps an owner
 * composes to describe an ability whose text no source gives (data/types.ts `GwStep`: one kind per
 * instruction the rules interpret), and the vital spots of a horde card (one step per spot of the
 * 2 × 6 grid). A step's parameters are exactly its `GwStep` fields (the mapped `KIND_DEFS` makes a
 * missing kind or parameter a compile error), so a composed effect reads back into `GwStep`s with
 * no per-kind code. No code comes from data.
 */
import { tx, type ContentKind, type EffectParam, type EffectStep, type EffectValue, type EffectVocabulary, type Goods, type Text } from '$lib/engine';
import {
	LOCATION_IDS,
	MOMENTS,
	RESOURCES,
	REWARD_ITEMS,
	SCALES,
	SPOT_COLS,
	SPOT_ROWS,
	UNIT_KINDS,
	type GwStep,
	type GwStepKind,
	type GwSteps,
	type LocationId,
	type Moment,
	type Resource,
	type RewardItem,
	type Scale,
	type UnitKind,
	type VitalSpot
} from './data/types';

export const RESOURCE_NAMES: Record<Resource, Text> = { wood: tx('dřevo', 'wood'), stone: tx('kámen', 'stone'), gold: tx('zlato', 'gold'), chi: tx('čchi', 'Chi') };
export const REWARD_NAMES: Record<RewardItem, Text> = { ...RESOURCE_NAMES, honor: tx('čest', 'Honor'), tactic: tx('karta taktiky', 'tactic card') };
export const UNIT_NAMES: Record<UnitKind, Text> = { spearman: tx('kopiník', 'spearman'), archer: tx('lučištník', 'archer'), horseman: tx('jezdec', 'horseman') };
export const LOCATION_NAMES: Record<LocationId, Text> = {
	lumberMill: tx('Pila', 'Lumber Mill'),
	quarry: tx('Lom', 'Quarry'),
	goldMine: tx('Důl', 'Gold Mine'),
	temple: tx('Chrám', 'Temple'),
	barracks: tx('Kasárny', 'Barracks'),
	buildersCamp: tx('Tábor stavitelů', "Builders' Camp"),
	headquarters: tx('Velitelství', 'Headquarters'),
	teaHouse: tx('Čajovna', 'Tea House'),
	embassy: tx('Císařské vyslanectví', 'Imperial Embassy'),
	warAcademy: tx('Válečná akademie', 'War Academy')
};
export const SCALE_NAMES: Record<Scale, Text> = {
	once: tx('jednou', 'once'),
	supportingAdvisor: tx('za každého podpůrného rádce', 'per Supporting Advisor'),
	activeAdvisor: tx('za každého aktivního rádce', 'per Active Advisor'),
	archerOnFiring: tx('za každého lučištníka na střelecké pozici', 'per archer on a firing position'),
	sectionWithArchers: tx('za každý úsek s tvými lučištníky na střeleckých pozicích', 'per section with your archers on firing positions'),
	soldierOnHorde: tx('za každého tvého vojáka na kartě hordy', 'per soldier of yours on the horde card'),
	hordeWon: tx('za každou získanou kartu hordy', 'per horde card won'),
	wallLevels: tx('za každou postavenou úroveň Zdi', 'per wall level built'),
	highestWall: tx('za úroveň nejvyšší Zdi', 'per level of the highest Wall'),
	overseerLevels: tx('za každou úroveň tvých dohlížitelů', 'per level of your overseers'),
	barricade: tx('za každý zátaras', 'per barricade'),
	commandDiscarded: tx('za každou tvou kartu velení v odhazovacím balíčku', 'per command card of yours in the discard pile'),
	player: tx('každý hráč sám za sebe', 'each player for themselves')
};
export const MOMENT_NAMES: Record<Moment, Text> = {
	hordeDefeated: tx('když je poražena horda', 'when a horde is defeated'),
	soldiersKilled: tx('když jsou zabiti tvoji vojáci', 'when your soldiers are killed'),
	ownTurn: tx('ve tvém tahu', 'in your turn'),
	afterRecruit: tx('když verbuješ', 'when you recruit'),
	locationActivated: tx('když se aktivuje lokace s tvým úředníkem', 'when a location with your clerk activates'),
	winterVolley: tx('při zimní střelbě', 'at the Winter volley'),
	beforeAssault: tx('před útokem na úsek', 'before a section’s assault'),
	summerIncome: tx('při letním příjmu', 'at the Summer income'),
	overseerUpgraded: tx('když povýšíš dohlížitele', 'when you upgrade an overseer'),
	afterBuild: tx('když stavíš Zeď nebo zátaras', 'when you build a wall piece or a barricade'),
	gameEnd: tx('při závěrečném bodování', 'at final scoring'),
	immediate: tx('ihned', 'at once'),
	passive: tx('stále (úprava pravidla)', 'always (a standing modifier)')
};
/** An effect parameter's kind (a number, a choice or goods): also a field's kind. */
type ParamKind = EffectParam['kind'];
const YES_NO: ParamKind = { k: 'choice', options: [{ value: 'yes', label: tx('ano', 'yes') }, { value: 'no', label: tx('ne', 'no') }] };

/** Choice kinds over the data's ids. */
export const scaleKind: ParamKind = { k: 'choice', options: SCALES.map((s) => ({ value: s, label: SCALE_NAMES[s] })) };
export const momentKind = (moments: readonly Moment[] = MOMENTS): ParamKind => ({ k: 'choice', options: moments.map((m) => ({ value: m, label: MOMENT_NAMES[m] })) });
const unitKind: ParamKind = { k: 'choice', options: [{ value: 'any', label: tx('jakýkoli voják', 'any soldier') }, ...UNIT_KINDS.map((u) => ({ value: u, label: UNIT_NAMES[u] }))] };
const locationKind: ParamKind = { k: 'choice', options: [{ value: 'any', label: tx('kterákoli lokace', 'any location') }, ...LOCATION_IDS.map((l) => ({ value: l, label: LOCATION_NAMES[l] }))] };
const fromKind: ParamKind = {
	k: 'choice',
	options: [
		{ value: 'rest', label: tx('z nástupního prostoru', 'from a staging area') },
		{ value: 'firing', label: tx('ze střeleckých pozic', 'from firing positions') },
		{ value: 'any', label: tx('odkudkoli', 'from either') }
	]
};
/** Resources (a cost or a gain), at most 20 of each. */
export const resourcesKind: ParamKind = { k: 'goods', items: RESOURCES.map((r) => ({ value: r, label: RESOURCE_NAMES[r] })), max: 20 };
/** A vital spot's reward, at most 5 of each item. */
export const rewardKind: ParamKind = { k: 'goods', items: REWARD_ITEMS.map((r) => ({ value: r, label: REWARD_NAMES[r] })), max: 5 };

const int = (min: number, max: number): ParamKind => ({ k: 'int', min, max });

type ParamsOf<K extends GwStepKind> = Omit<Extract<GwStep, { k: K }>, 'k'>;
type ParamSpec = Omit<EffectParam, 'key'>;
type KindDef<K extends GwStepKind> = { label: Text; help: Text; params: { [P in keyof ParamsOf<K>]-?: ParamSpec } };

const COUNT = (initial = 1): ParamSpec => ({ label: tx('Počet', 'Count'), kind: int(1, 16), initial });
const DISCOUNT: ParamSpec = { label: tx('Sleva', 'Discount'), kind: int(0, 10), initial: 1 };
const GOODS = (initial: Goods): ParamSpec => ({ label: tx('Suroviny', 'Resources'), kind: resourcesKind, initial });
const PER: ParamSpec = { label: tx('Násobek', 'Per'), kind: scaleKind, initial: 'once' };
const AMOUNT = (min: number, max: number, initial: number): ParamSpec => ({ label: tx('Hodnota', 'Amount'), kind: int(min, max), initial });
const UNIT: ParamSpec = { label: tx('Voják', 'Soldier'), kind: unitKind, initial: 'any' };
const LOCATION: ParamSpec = { label: tx('Lokace', 'Location'), kind: locationKind, initial: 'any' };
const FREE: ParamSpec = { label: tx('Zdarma', 'Free'), kind: YES_NO, initial: 'no' };

/** Each kind: its label, what it does and its parameters (in the order the editor shows them). */
const KIND_DEFS: { [K in GwStepKind]: KindDef<K> } = {
	gain: { label: tx('Získej suroviny', 'Gain resources'), help: tx('Z banku.', 'From the bank.'), params: { goods: GOODS({ wood: 1 }), per: PER } },
	honor: { label: tx('Čest', 'Honor'), help: tx('Získej (záporná: ztrať) čest.', 'Gain (negative: lose) Honor.'), params: { amount: AMOUNT(-20, 30, 2), per: PER } },
	pay: { label: tx('Zaplať', 'Pay'), help: tx('Další kroky jen když zaplatíš.', 'The following steps happen only if you pay.'), params: { goods: GOODS({ chi: 1 }) } },
	placeClerks: {
		label: tx('Umísti úředníky', 'Place clerks'),
		help: tx('Až tolik úředníků ze zásoby nebo přesunem (pravidla §5.2).', 'Up to this many clerks, from your supply or by moving (rules §5.2).'),
		params: { count: COUNT(2), distinct: { label: tx('Do různých lokací', 'In different locations'), kind: YES_NO, initial: 'yes' } }
	},
	moveClerks: { label: tx('Přesuň úředníky', 'Move clerks'), help: tx('Své úředníky do jiných lokací.', 'Your clerks to other locations.'), params: { count: COUNT() } },
	advancedActivation: {
		label: tx('Pokročilá aktivace', 'Advanced activation'),
		help: tx('Bez hanby osamělého úředníka; i neobsazená běžná lokace (§5.3.1).', 'No lone-clerk shame; also a regular location not full (§5.3.1).'),
		params: { count: COUNT(), location: LOCATION }
	},
	recruit: { label: tx('Verbuj', 'Recruit'), help: tx('Jako Kasárny (§5.4.2).', 'As the Barracks do (§5.4.2).'), params: { count: COUNT(), unit: UNIT, free: FREE } },
	attack: {
		label: tx('Zaútoč', 'Attack'),
		help: tx('Vojáky z nástupních prostorů / lučištníky na pozicích (§5.5.2).', 'Soldiers from staging areas / archers on firing positions (§5.5.2).'),
		params: { count: COUNT(), unit: UNIT, from: { label: tx('Odkud', 'From'), kind: fromKind, initial: 'rest' } }
	},
	wound: { label: tx('Zraň hordu', 'Wound a horde'), help: tx('Žetony zranění na volná pole odolnosti (bez odměny).', 'Wound markers on free vital spots (no reward).'), params: { count: COUNT() } },
	rescue: {
		label: tx('Zachraň vojáky', 'Save soldiers'),
		help: tx('Vojáky, kteří mají být zabiti; cena v čchi za každého (§5.6).', 'Soldiers about to be killed; the Chi cost each (§5.6).'),
		params: { count: COUNT(), chi: { label: tx('Čchi za vojáka', 'Chi per soldier'), kind: int(0, 5), initial: 2 } }
	},
	buildWall: { label: tx('Postav díl Zdi', 'Build a wall piece'), help: tx('Za cenu úrovně mínus sleva; čest = cena (§5.4.3).', 'At the level’s cost minus the discount; Honor = cost (§5.4.3).'), params: { count: COUNT(), discount: DISCOUNT } },
	buildBarricade: { label: tx('Postav zátaras', 'Build a barricade'), help: tx('Jako Tábor stavitelů (§5.4.3).', "As the Builders' Camp does (§5.4.3)."), params: { count: COUNT(), free: FREE } },
	moveSoldiers: { label: tx('Přesuň vojáky', 'Move soldiers'), help: tx('Akce Velitelství (§5.4.4).', 'The Headquarters’ action (§5.4.4).'), params: { count: COUNT() } },
	tea: { label: tx('Čajové pořadí nahoru', 'Tea order up'), help: tx('O tolik pozic (0 = úplně nahoru).', 'This many positions (0 = to the top).'), params: { steps: { label: tx('Pozic', 'Positions'), kind: int(0, 5), initial: 1 } } },
	discardShame: { label: tx('Odhoď hanbu', 'Discard shame'), help: tx('Své žetony hanby do banku.', 'Your Shame tokens to the bank.'), params: { count: COUNT() } },
	takeShame: { label: tx('Získej hanbu', 'Take shame'), help: tx('Žetony hanby z banku (§6.3).', 'Shame tokens from the bank (§6.3).'), params: { count: COUNT() } },
	drawTactic: { label: tx('Dober taktiku', 'Draw tactics'), help: tx('Limit ruky 5.', 'Hand limit 5.'), params: { count: COUNT() } },
	hireClerk: { label: tx('Najmi úředníka', 'Hire a clerk'), help: tx('Cena mínus sleva ve zlatě (§5.4.6).', 'Cost minus the discount in Gold (§5.4.6).'), params: { count: COUNT(), discount: DISCOUNT } },
	hireAdvisor: { label: tx('Najmi rádce', 'Hire an advisor'), help: tx('Cena mínus sleva ve zlatě (§5.4.6).', 'Cost minus the discount in Gold (§5.4.6).'), params: { count: COUNT(), discount: DISCOUNT } },
	upgradeOverseer: { label: tx('Povyš dohlížitele', 'Upgrade an overseer'), help: tx('Cena mínus sleva (§5.4.1).', 'Cost minus the discount (§5.4.1).'), params: { location: LOCATION, discount: DISCOUNT } },
	donate: { label: tx('Daruj', 'Donate'), help: tx('Vyrobené suroviny do Skladiště, čest za každou (§5.4.1).', 'Produced resources to the Storehouse, Honor each (§5.4.1).'), params: { count: COUNT() } },
	reclaimCommand: { label: tx('Vezmi kartu velení zpět', 'Take a command card back'), help: tx('Z odhazovacího balíčku do ruky.', 'From the discard pile to your hand.'), params: { count: COUNT() } },
	copyCommand: { label: tx('Zkopíruj kartu velení', 'Copy a command card'), help: tx('Kartu jiného hráče (ne Rákosového klanu).', 'Another player’s card (not the Reed Clan’s).'), params: {} },
	halveDefence: { label: tx('Polovina obrany', 'Halve the defence'), help: tx('Obrana úseku se vydělí dvěma, dolů.', 'The section’s defence is halved, rounded down.'), params: {} },
	defence: { label: tx('Obrana úseku', 'Section defence'), help: tx('Změna obrany úseku.', 'Change of the section’s defence.'), params: { amount: AMOUNT(-10, 10, 2) } },
	offence: { label: tx('Útok hord', 'Horde attack'), help: tx('Změna útočné síly u úseku.', 'Change of the attack at the section.'), params: { amount: AMOUNT(-10, 10, 1) } },
	loss: { label: tx('Hodnota ztrát', 'Loss value'), help: tx('Změna hodnoty ztrát u úseku.', 'Change of the loss value at the section.'), params: { amount: AMOUNT(-3, 3, 1) } },
	hordesPerSpring: { label: tx('Hordy na jaře', 'Hordes each Spring'), help: tx('Změna počtu přidaných karet hord.', 'Change of the horde cards added.'), params: { amount: AMOUNT(-3, 3, 1) } },
	sacrifice: { label: tx('Obětuj vojáky', 'Sacrifice soldiers'), help: tx('Navždy ze hry (§8.4).', 'Out of the game for good (§8.4).'), params: { count: COUNT(), unit: UNIT } },
	require: {
		label: tx('Podmínka', 'Requirement'),
		help: tx('Musíš mít aspoň tolik; jinak další kroky neplatí.', 'You must have at least this many; otherwise the following steps do not apply.'),
		params: { count: COUNT(), what: { label: tx('Čeho', 'Of what'), kind: scaleKind, initial: 'hordeWon' } }
	}
};

export const GW_STEP_KINDS = Object.keys(KIND_DEFS) as GwStepKind[];

/** The closed vocabulary of abilities (the editor's menu; engine/content.ts validates every step against it). */
export const GW_VOCABULARY: EffectVocabulary = {
	kinds: GW_STEP_KINDS.map((kind) => {
		const d = KIND_DEFS[kind];
		const params: Record<string, ParamSpec> = d.params;
		return { kind, label: d.label, help: d.help, params: Object.entries(params).map(([key, p]) => ({ key, ...p })) };
	}),
	maxSteps: 6
};
export const abilityKind: ContentKind = { k: 'effect', vocabulary: GW_VOCABULARY };

/** A GwStep as an effect step (its fields are the parameters). */
export function stepToEffect(step: GwStep): EffectStep {
	const { k, ...params } = step;
	return { kind: k, params };
}
export const stepsToEffect = (steps: GwSteps): EffectValue => steps.map(stepToEffect);

const isStepKind = (k: string): k is GwStepKind => Object.hasOwn(KIND_DEFS, k);

/**
 * An effect value (validated against GW_VOCABULARY by parseOptions: every parameter present and of
 * its kind) as GwSteps; a step of an unknown kind cannot pass the validation and is skipped.
 */
export function effectToSteps(value: EffectValue): GwStep[] {
	const out: GwStep[] = [];
	// The validation guarantees each step has exactly its kind's parameters of their kinds, which is
	// the GwStep of that kind (KIND_DEFS mirrors GwStep field by field).
	for (const s of value) if (isStepKind(s.kind)) out.push({ k: s.kind, ...s.params } as GwStep);
	return out;
}

// ---------------------------------------------------------------------------------------------
// Vital spots

/** The vital-spot grid as a vocabulary of one kind: a spot at a row and column with its reward. */
export const SPOT_VOCABULARY: EffectVocabulary = {
	kinds: [
		{
			kind: 'spot',
			label: tx('Pole odolnosti', 'Vital spot'),
			help: tx('Řada 1–2, sloupec 1–6 (mřížka 2 × 6); odměna za zakrytí (nic = bez odměny).', 'Row 1–2, column 1–6 (the 2 × 6 grid); the reward for covering it (nothing = none).'),
			params: [
				{ key: 'row', label: tx('Řada', 'Row'), kind: { k: 'int', min: 1, max: SPOT_ROWS }, initial: 1 },
				{ key: 'col', label: tx('Sloupec', 'Column'), kind: { k: 'int', min: 1, max: SPOT_COLS }, initial: 1 },
				{ key: 'reward', label: tx('Odměna', 'Reward'), kind: rewardKind, initial: {} }
			]
		}
	],
	maxSteps: SPOT_ROWS * SPOT_COLS
};
export const spotsKind: ContentKind = { k: 'effect', vocabulary: SPOT_VOCABULARY };

export const spotsToEffect = (spots: readonly VitalSpot[]): EffectValue => spots.map((s) => ({ kind: 'spot', params: { row: s.row, col: s.col, reward: { ...s.reward } } }));

/** A spots value (validated against SPOT_VOCABULARY) as vital spots, in reading order. */
export function effectToSpots(value: EffectValue): VitalSpot[] {
	const spots = value.map((s) => ({ row: Number(s.params.row), col: Number(s.params.col), reward: { ...(s.params.reward as Goods) } }));
	return spots.sort((a, b) => a.row - b.row || a.col - b.col);
}

/** Why a spots value cannot be a horde card's grid (null when it can): at least one spot, none twice. */
export function spotsProblem(value: EffectValue): Text | null {
	if (!value.length) return tx('karta hordy musí mít aspoň jedno pole odolnosti.', 'a horde card must have at least one vital spot.');
	const seen = new Set<string>();
	for (const s of value) {
		const at = `${String(s.params.row)},${String(s.params.col)}`;
		if (seen.has(at)) return tx(`pole v řadě ${String(s.params.row)}, sloupci ${String(s.params.col)} je uvedeno dvakrát.`, `the spot at row ${String(s.params.row)}, column ${String(s.params.col)} is given twice.`);
		seen.add(at);
	}
	return null;
}

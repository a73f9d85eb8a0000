/**
 * Mage Knight's owner-correctable cards (issue 25): the name of every Deed card (Basic and
 * Advanced Actions, Spells with their stronger half's name, Artifacts with the Banners, the
 * Wound), skill and tactic, every number the rules read from a card's or skill's Effect data
 * (March's Move 2 / 4, a Spell's amounts, a `special` effect's `n`), a tactic's turn-order number
 * and the rewards of the sites and the ruins tokens. The built-in values are exactly the data
 * records the game plays (data/deeds.ts, skills.ts, tactics.ts, site-rewards.ts, ruins.ts);
 * where the data file marks a record provisional, the fields its note is about carry the mark and
 * the note (PROVISIONAL_PARTS).
 *
 * content.ts lists these fields in MK_CONTENT and builds these tables with the enemies' (once per
 * set of values); the rules read them through card-tables.ts.
 *
 * An effect's numbers are fields as content-effects.ts makes them: one per printed number ("Attack
 * or Block 2" is one), keyed by its place in the tree read depth first.
 *
 * Keys (saved in match options: never rename): `deed.<id>.name`, `deed.<id>.poweredName`,
 * `deed.<id>.<basic|powered>.<i>`, `skill.<id>.name`, `skill.<id>.effect.<i>`, `tactic.<id>.name|n`,
 * `site.<kind>.<action>.reward.<j>`, `site.<kind>.<action>.roll.<goldOrBlack|otherwise>.<j>`,
 * `site.<kind>.<action>.reputation|healCost|advancedCost|spellCost`, `rampage.<orc|draconum>.reputation`,
 * `ruins.<n>.reward.<j>` (an altar's is its Fame); i and j count from 1.
 */
import { tx, type ContentField, type ContentKind, type ContentValues, type Text } from '$lib/engine';
import { ALL_DEEDS } from './data/deeds';
import { HEROES } from './data/heroes';
import { RUINS_TOKENS } from './data/ruins';
import { RAMPAGING_REWARDS, SITE_REWARDS, type RampageRewardDef, type SiteRewardDef } from './data/site-rewards';
import { SKILLS } from './data/skills';
import { TACTICS } from './data/tactics';
import type { DeedCard, Effect, Reward, RuinsToken, SiteKind, SkillDef, Sourced, TacticCard } from './data/types';
import { effectNumberFields, effectWithValues } from './content-effects';

// ------------------------------------------------------------------ the fields

const NAME: ContentKind = { k: 'text', max: 60 };
const TACTIC_NUMBER: ContentKind = { k: 'int', min: 1, max: 6 };
const REWARD_COUNT: ContentKind = { k: 'int', min: 0, max: 20 };
const PRICE: ContentKind = { k: 'int', min: 1, max: 20 };
const REPUTATION: ContentKind = { k: 'int', min: -5, max: 5 };

/** A site's numbers beside its rewards (data §7.7): the Reputation of the action and the prices there. */
type SiteNumber = 'reputation' | 'healCost' | 'advancedCost' | 'spellCost';
const SITE_NUMBERS: { key: SiteNumber; label: Text; kind: ContentKind }[] = [
	{ key: 'reputation', label: tx('Změna pověsti', 'Reputation change'), kind: REPUTATION },
	{ key: 'healCost', label: tx('Cena 1 bodu léčení (vliv)', 'Price of 1 Healing (Influence)'), kind: PRICE },
	{ key: 'advancedCost', label: tx('Cena pokročilé akce (vliv)', 'Price of an Advanced Action (Influence)'), kind: PRICE },
	{ key: 'spellCost', label: tx('Cena kouzla (vliv, a 1 mana jeho barvy)', 'Price of a Spell (Influence, and 1 mana of its colour)'), kind: PRICE }
];

const BASIC_HALF = tx('Základní efekt', 'Basic effect');
const POWERED_HALF = tx('Silnější efekt', 'Powered effect');
const SKILL_HALF = tx('Efekt', 'Effect');

/**
 * Which fields a record's provisional note is about (key prefixes): Cold Toughness's count of enemy
 * icons (its powered effect), Blood Ritual's revised text (both effects), From the Dusk's Czech
 * name. The other notes are about no field: an Artifact's card number, the wording of Magic
 * Talent's and Wings of Night's special rules.
 */
const PROVISIONAL_PARTS: Record<string, string[]> = {
	'cold-toughness': ['deed.cold-toughness.powered.'],
	'blood-ritual': ['deed.blood-ritual.basic.', 'deed.blood-ritual.powered.'],
	'from-the-dusk': ['tactic.from-the-dusk.name']
};

/** Whether the provisional note of record `id` is about the field `key` (or the fields under it). */
const provisionalAbout = (id: string | undefined, key: string): boolean =>
	id !== undefined && Object.hasOwn(PROVISIONAL_PARTS, id) && PROVISIONAL_PARTS[id].some((p) => key.startsWith(p));

/** A field of a record: its group, source and, when the record's provisional note is about it, the mark and the note. */
function fieldOf(r: Sourced & { id?: string }, group: Text, key: string, label: Text, kind: ContentKind, placeholder: number | Text): ContentField {
	const f: ContentField = { key, group, label, kind, placeholder, source: r.source };
	if (r.provisional && provisionalAbout(r.id, key)) Object.assign(f, { provisional: true, note: r.provisional });
	return f;
}

/** The fields of an effect's numbers (content-effects.ts), marked when the record's note is about them. */
function effectFields(r: Sourced & { id: string }, group: Text, keyPrefix: string, labelPrefix: Text, e: Effect): ContentField[] {
	const provisional = r.provisional && provisionalAbout(r.id, `${keyPrefix}.`) ? r.provisional : undefined;
	return effectNumberFields(e, { keyPrefix, group, labelPrefix, source: r.source, ...(provisional ? { provisional } : {}) });
}

function deedFields(c: DeedCard): ContentField[] {
	const group = c.name;
	return [
		fieldOf(c, group, `deed.${c.id}.name`, tx('Název', 'Name'), NAME, c.name),
		...(c.poweredName ? [fieldOf(c, group, `deed.${c.id}.poweredName`, tx('Název silnějšího efektu', 'Powered effect’s name'), NAME, c.poweredName)] : []),
		...effectFields(c, group, `deed.${c.id}.basic`, BASIC_HALF, c.basic),
		...effectFields(c, group, `deed.${c.id}.powered`, POWERED_HALF, c.powered)
	];
}

/** A skill's group names its hero too: every hero has a Motivation. */
function skillFields(k: SkillDef): ContentField[] {
	const hero = HEROES.find((h) => h.id === k.hero)?.name ?? tx(k.hero, k.hero);
	const group = tx(`${k.name.cs} (${hero.cs})`, `${k.name.en} (${hero.en})`);
	return [fieldOf(k, group, `skill.${k.id}.name`, tx('Název dovednosti', 'Skill name'), NAME, k.name), ...effectFields(k, group, `skill.${k.id}.effect`, SKILL_HALF, k.effect)];
}

function tacticFields(t: TacticCard): ContentField[] {
	return [
		fieldOf(t, t.name, `tactic.${t.id}.name`, tx('Název taktiky', 'Tactic name'), NAME, t.name),
		fieldOf(t, t.name, `tactic.${t.id}.n`, tx('Číslo (pořadí v kole)', 'Number (turn order)'), TACTIC_NUMBER, t.n)
	];
}

const REWARD_WORDS: Record<Reward['k'], Text> = {
	fame: tx('Sláva', 'Fame'),
	artifact: tx('Artefakty (počet)', 'Artifacts'),
	spell: tx('Kouzla (počet)', 'Spells'),
	advanced: tx('Pokročilé akce (počet)', 'Advanced Actions'),
	unit: tx('Jednotky (počet)', 'Units'),
	crystalsEach: tx('Krystaly každé základní barvy (počet)', 'Crystals of each basic colour'),
	crystalRolls: tx('Krystaly hodem kostkou (počet hodů)', 'Crystals by die rolls (rolls)')
};
const SITE_NAMES: Record<SiteKind, Text> = {
	portal: tx('Portál', 'Portal'),
	village: tx('Vesnice', 'Village'),
	monastery: tx('Klášter', 'Monastery'),
	keep: tx('Pevnost', 'Keep'),
	mageTower: tx('Magická věž', 'Mage Tower'),
	monsterDen: tx('Doupě nestvůr', 'Monster Den'),
	dungeon: tx('Podzemí', 'Dungeon'),
	ruins: tx('Ruiny', 'Ancient Ruins'),
	glade: tx('Kouzelný palouk', 'Magical Glade'),
	mine: tx('Krystalový důl', 'Crystal Mine'),
	spawningGrounds: tx('Líheň nestvůr', 'Spawning Grounds'),
	tomb: tx('Hrobka', 'Tomb'),
	city: tx('Město', 'City')
};
const ACTION_WORDS: Record<SiteRewardDef['action'], Text> = {
	assault: tx('dobytí', 'assault'),
	burn: tx('vypálení', 'burning'),
	enter: tx('výprava', 'adventure'),
	interact: tx('návštěva', 'interaction'),
	startOrEndTurn: tx('začátek/konec tahu', 'start/end of turn'),
	none: tx('nic', 'none')
};

const rewardFields = (r: Sourced, group: Text, prefix: string, before: Text, rewards: Reward[]): ContentField[] =>
	rewards.map((w, j) => fieldOf(r, group, `${prefix}.${j + 1}`, tx(`${before.cs}${REWARD_WORDS[w.k].cs}`, `${before.en}${REWARD_WORDS[w.k].en}`), REWARD_COUNT, w.n));

function siteFields(d: SiteRewardDef): ContentField[] {
	const group = tx(`${SITE_NAMES[d.site].cs} (${ACTION_WORDS[d.action].cs})`, `${SITE_NAMES[d.site].en} (${ACTION_WORDS[d.action].en})`);
	const prefix = `site.${d.site}.${d.action}`;
	const fields = rewardFields(d, group, `${prefix}.reward`, tx('Odměna: ', 'Reward: '), d.rewards);
	// A Reputation of 0 is no rule of the site (a village's plunder is another player's turn: plunder.ts).
	for (const n of SITE_NUMBERS) {
		const v = d[n.key];
		if (v !== undefined && v !== 0) fields.push(fieldOf(d, group, `${prefix}.${n.key}`, n.label, n.kind, v));
	}
	if (d.rewardRoll) {
		fields.push(...rewardFields(d, group, `${prefix}.roll.goldOrBlack`, tx('Kostka zlatá/černá: ', 'Die gold/black: '), d.rewardRoll.goldOrBlack));
		fields.push(...rewardFields(d, group, `${prefix}.roll.otherwise`, tx('Kostka jiné barvy: ', 'Die of another colour: '), d.rewardRoll.otherwise));
	}
	return fields;
}

function ruinsFields(r: RuinsToken): ContentField[] {
	const group = tx(`Žeton ruin ${r.n}`, `Ruins token ${r.n}`);
	return rewardFields(r, group, `ruins.${r.n}.reward`, r.kind === 'altar' ? tx('Oltář: ', 'Altar: ') : tx('Odměna: ', 'Reward: '), r.reward);
}

const SITE_DEFS: SiteRewardDef[] = Object.values(SITE_REWARDS).flat();
const RAMPAGE_NAMES: Record<keyof typeof RAMPAGING_REWARDS, Text> = { orc: tx('Drancující orkové', 'Marauding Orcs'), draconum: tx('Dračí lid', 'Draconum') };
const RAMPAGE_KINDS = Object.keys(RAMPAGING_REWARDS) as (keyof typeof RAMPAGING_REWARDS)[];
const RAMPAGE_REPUTATION: ContentKind = { k: 'int', min: 0, max: 5 };

const rampageField = (kind: keyof typeof RAMPAGING_REWARDS): ContentField =>
	fieldOf(RAMPAGING_REWARDS[kind], RAMPAGE_NAMES[kind], `rampage.${kind}.reputation`, tx('Pověst za poražený žeton', 'Reputation per defeated token'), RAMPAGE_REPUTATION, RAMPAGING_REWARDS[kind].reputation);

/** Every card field (content.ts spreads them into MK_CONTENT_FIELDS). */
export const MK_CARD_FIELDS: ContentField[] = [
	...ALL_DEEDS.flatMap(deedFields),
	...SKILLS.flatMap(skillFields),
	...TACTICS.flatMap(tacticFields),
	...SITE_DEFS.flatMap(siteFields),
	...RAMPAGE_KINDS.map(rampageField),
	...RUINS_TOKENS.flatMap(ruinsFields)
];

// ------------------------------------------------------------------ the tables

/** The match's cards, skills, tactics and rewards, with the pack's values in. */
export interface CardTables {
	deeds: ReadonlyMap<string, DeedCard>;
	skills: ReadonlyMap<string, SkillDef>;
	tactics: ReadonlyMap<string, TacticCard>;
	siteRewards: Readonly<Record<SiteKind, readonly SiteRewardDef[]>>;
	rampage: Readonly<Record<keyof typeof RAMPAGING_REWARDS, RampageRewardDef>>;
	ruins: ReadonlyMap<number, RuinsToken>;
}

export const BUILT_IN_CARDS: CardTables = {
	deeds: new Map(ALL_DEEDS.map((c) => [c.id, c])),
	skills: new Map(SKILLS.map((k) => [k.id, k])),
	tactics: new Map(TACTICS.map((t) => [t.id, t])),
	siteRewards: SITE_REWARDS,
	rampage: RAMPAGING_REWARDS,
	ruins: new Map(RUINS_TOKENS.map((r) => [r.n, r]))
};

/** The pack's value of `key` (own keys only; values were checked by parseOptions: parseContentValues). */
const valueAt = (values: ContentValues, key: string): unknown => (Object.hasOwn(values, key) ? values[key] : undefined);
const numberAt = (values: ContentValues, key: string): number | undefined => {
	const v = valueAt(values, key);
	return typeof v === 'number' ? v : undefined;
};
const textAt = (values: ContentValues, key: string): Text | undefined => {
	const v = valueAt(values, key);
	return v && typeof v === 'object' && 'cs' in v && 'en' in v && typeof v.cs === 'string' && typeof v.en === 'string' ? { cs: v.cs, en: v.en } : undefined;
};


function rewardsIn(values: ContentValues, prefix: string, rewards: Reward[]): Reward[] {
	const out = rewards.map((w, j) => {
		const n = numberAt(values, `${prefix}.${j + 1}`);
		return n === undefined ? w : { ...w, n };
	});
	return out.every((w, j) => w === rewards[j]) ? rewards : out;
}

/** A record with the changed parts in, or the record itself when nothing changed. */
function changed<T extends object>(record: T, parts: Partial<T>): T {
	const keys = Object.keys(parts) as (keyof T)[];
	return keys.every((k) => parts[k] === record[k]) ? record : { ...record, ...parts };
}

/** The built-in card tables with `values` in (values were checked by parseOptions: parseContentValues). */
export function buildCardTables(values: ContentValues): CardTables {
	const deeds = new Map<string, DeedCard>();
	for (const c of ALL_DEEDS) {
		const parts: Partial<DeedCard> = {
			name: textAt(values, `deed.${c.id}.name`) ?? c.name,
			basic: effectWithValues(c.basic, `deed.${c.id}.basic`, values),
			powered: effectWithValues(c.powered, `deed.${c.id}.powered`, values)
		};
		if (c.poweredName) parts.poweredName = textAt(values, `deed.${c.id}.poweredName`) ?? c.poweredName;
		deeds.set(c.id, changed(c, parts));
	}
	const skills = new Map<string, SkillDef>();
	for (const k of SKILLS) skills.set(k.id, changed(k, { name: textAt(values, `skill.${k.id}.name`) ?? k.name, effect: effectWithValues(k.effect, `skill.${k.id}.effect`, values) }));
	const tactics = new Map<string, TacticCard>();
	for (const t of TACTICS) tactics.set(t.id, changed(t, { name: textAt(values, `tactic.${t.id}.name`) ?? t.name, n: numberAt(values, `tactic.${t.id}.n`) ?? t.n }));
	const siteRewards = {} as Record<SiteKind, SiteRewardDef[]>;
	for (const [kind, defs] of Object.entries(SITE_REWARDS) as [SiteKind, SiteRewardDef[]][])
		siteRewards[kind] = defs.map((d) => {
			const prefix = `site.${d.site}.${d.action}`;
			const rewardRoll = d.rewardRoll && changed(d.rewardRoll, { goldOrBlack: rewardsIn(values, `${prefix}.roll.goldOrBlack`, d.rewardRoll.goldOrBlack), otherwise: rewardsIn(values, `${prefix}.roll.otherwise`, d.rewardRoll.otherwise) });
			const parts: Partial<SiteRewardDef> = { rewards: rewardsIn(values, `${prefix}.reward`, d.rewards), ...(rewardRoll ? { rewardRoll } : {}) };
			for (const n of SITE_NUMBERS) if (d[n.key] !== undefined) parts[n.key] = numberAt(values, `${prefix}.${n.key}`) ?? d[n.key];
			return changed(d, parts);
		});
	const rampage = { ...RAMPAGING_REWARDS };
	for (const kind of RAMPAGE_KINDS) rampage[kind] = changed(RAMPAGING_REWARDS[kind], { reputation: numberAt(values, `rampage.${kind}.reputation`) ?? RAMPAGING_REWARDS[kind].reputation });
	const ruins = new Map<number, RuinsToken>();
	for (const r of RUINS_TOKENS) ruins.set(r.n, changed(r, { reward: rewardsIn(values, `ruins.${r.n}.reward`, r.reward) }));
	return { deeds, skills, tactics, siteRewards, rampage, ruins };
}

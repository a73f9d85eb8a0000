/**
 * The Great Wall as a kernel game module (assembly layer): the handler table (a missing task
 * kind does not compile), the kernel with `onlyOffered`, options and actions as schemas.
 * Rule readings where the seed is open are listed in DESIGN.md ("## Rules").
 */
import { decisionKernel, kernelModuleParts, parseShape, tx, type GameModule, type HandlerTable, type Result } from '$lib/engine';
import { buildHandler } from './building';
import { cloneGwState } from './clone';
import { checkGwPackOptions, gwContentOptionFields } from './content';
import { assaultHandler, barricadesOffHandler, breachEndHandler, breachHandler, claimHandler, defeatsHandler, lossHandler, shameHandler, tacticHandler, volleyHandler, winterHandler } from './combat';
import { embassyHandler } from './embassy';
import { activationHandler, activationsHandler, advancedHandler, attackOrderHandler, commandHandler, copyHandler, fallHandler, boxHandler, placeHandler, trackHandler, turnEndHandler, turnHandler, turnsHandler } from './fall';
import { enterHordesAtSetup } from './setup-hordes';
import { activateHandler, handLimitHandler, locEndHandler } from './locations';
import { GW_OPTIONS, OFFERED_MODES } from './meta';
import { attackHandler, hqHandler, recruitHandler, woundHandler } from './military';
import { donateHandler, promoteHandler } from './production';
import { promptOf } from './prompts';
import { resultOf } from './scoring';
import { setupPickHandler, startState } from './setup';
import { ACTION, type GwAction, type GwOptions, type GwState, type Task } from './types';
import { viewOf, type GwView } from './view';
import { endCheckHandler, reclaimHandler, shedHandler, springHandler, summerHandler, yearHandler } from './year';

export const RULES_VERSION = 'greatwall-1';

const HANDLERS: HandlerTable<GwState, Task, GwAction> = {
	setupHordes: enterHordesAtSetup,
	setupPick: setupPickHandler,
	year: yearHandler,
	spring: springHandler,
	summer: summerHandler,
	shed: shedHandler,
	reclaim: reclaimHandler,
	fall: fallHandler,
	command: commandHandler,
	track: trackHandler,
	turns: turnsHandler,
	turn: turnHandler,
	box: boxHandler,
	place: placeHandler,
	copy: copyHandler,
	advanced: advancedHandler,
	attackOrder: attackOrderHandler,
	activations: activationsHandler,
	activation: activationHandler,
	activate: activateHandler,
	locEnd: locEndHandler,
	promote: promoteHandler,
	donate: donateHandler,
	recruit: recruitHandler,
	attack: attackHandler,
	wound: woundHandler,
	build: buildHandler,
	hq: hqHandler,
	embassy: embassyHandler,
	handLimit: handLimitHandler,
	turnEnd: turnEndHandler,
	defeats: defeatsHandler,
	claim: claimHandler,
	winter: winterHandler,
	volley: volleyHandler,
	assault: assaultHandler,
	breach: breachHandler,
	breachEnd: breachEndHandler,
	barricadesOff: barricadesOffHandler,
	loss: lossHandler,
	shame: shameHandler,
	tactic: tacticHandler,
	endCheck: endCheckHandler
};

export const gwKernel = decisionKernel<GwState, Task, GwAction>({
	handlers: HANDLERS,
	tasks: (s) => s.tasks,
	rng: (s) => s.rng,
	isOver: (s) => s.over,
	clone: cloneGwState,
	onlyOffered: true
});

/** The options of meta.ts's per-mode table and a content pack in every mode (engine/pack.ts: `content`, `contentAdded`, `contentPack`). */
const OPTIONS = GW_OPTIONS.with(gwContentOptionFields());

export function parseOptions(raw: unknown): Result<GwOptions> {
	const parsed = OPTIONS.parse(raw);
	if (!parsed.ok) return parsed;
	return checkGwPackOptions(parsed.value);
}

export const parseAction = (raw: unknown): Result<GwAction> => parseShape(ACTION, raw);

export const greatWall: GameModule<GwState, GwAction, GwOptions, GwView> = {
	id: 'greatwall',
	rulesVersion: RULES_VERSION,
	name: tx('Velká čínská zeď', 'The Great Wall'),
	minSeats: 3,
	maxSeats: 4,
	modes: OFFERED_MODES,
	defaultOptions: () => OPTIONS.defaults(),
	parseOptions,
	parseAction,
	...kernelModuleParts(gwKernel, { rulesVersion: RULES_VERSION, parseOptions, startState, prompt: promptOf, checkShape: parseAction }),
	view: viewOf,
	result: resultOf
};

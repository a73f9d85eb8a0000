/**
 * The NEUTRAL placeholders for Faction cards whose text no public source gives (data §9 #1):
 * the same for every copy and every such card, clearly labelled, never presented as the real card.
 * - an Action: pay 1 Worker (or the activation cost, where that alone is known) → 1 VP, once a round;
 * - a Feature: no effect (it still is a Faction Location worth 2 VP at the end).
 */
import type { Text } from '$lib/engine';
import { act } from './helpers';
import type { ActionSpec, Cost } from './types';

export const PLACEHOLDER_ACTION = (pay: Cost = { worker: 1 }): ActionSpec => act(pay, { k: 'placeholder' });

export const PH_ACTION: Text = {
	cs: 'Text akce není znám: NEUTRÁLNÍ zástupný efekt (zaplať 1 dělníka → 1 VB, jednou za kolo).',
	en: 'Action text unknown: NEUTRAL placeholder (pay 1 worker → 1 VP, once a round).'
};
export const PH_ACTION_COST_KNOWN: Text = {
	cs: 'Znám je jen náklad aktivace; efekt je NEUTRÁLNÍ zástupný (→ 1 VB, jednou za kolo).',
	en: 'Only the activation cost is known; the effect is a NEUTRAL placeholder (→ 1 VP, once a round).'
};
export const PH_FEATURE: Text = {
	cs: 'Text vlastnosti není znám: NEUTRÁLNÍ zástupný efekt (nic nedělá).',
	en: 'Feature text unknown: NEUTRAL placeholder (no effect).'
};
/** An Action whose effect is known but whose activation cost is not: 1 Worker, once a round. */
export const COST_GUESS: Text = {
	cs: 'Náklad aktivace není znám: použit 1 dělník, jednou za kolo.',
	en: 'Activation cost unknown: 1 worker, once a round, is used.'
};
/** Joins provisional notes. */
export const both = (a: Text, b: Text): Text => ({ cs: `${a.cs} ${b.cs}`, en: `${a.en} ${b.en}` });

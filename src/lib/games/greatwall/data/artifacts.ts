/**
 * Artifacts (§9.11, [GW-10]): 5 in the box, 3 in play, end-game Honor; no text is known (0 of 5).
 * "Highest Wall" effects mean your highest built level (FAQ #18), so one placeholder scores it; the
 * others score what the spec's Honor sources count. In solo, Qin scores 20 per artifact instead
 * (board.ts RULE_NUMBERS.qinArtifactHonor).
 */
import { tx } from '$lib/engine';
import type { ArtifactDef, GwSteps } from './types';

const NOTE = tx('Zástupná karta: texty artefaktů žádný zdroj neuvádí (data GW-10).', 'Placeholder card: no source gives the artifacts’ texts (data GW-10).');

const SCORING: readonly GwSteps[] = [
	[{ k: 'honor', amount: 4, per: 'highestWall' }],
	[{ k: 'honor', amount: 2, per: 'hordeWon' }],
	[{ k: 'honor', amount: 2, per: 'overseerLevels' }],
	[{ k: 'honor', amount: 3, per: 'supportingAdvisor' }],
	[{ k: 'honor', amount: 3, per: 'sectionWithArchers' }]
];

export const ARTIFACTS: readonly ArtifactDef[] = SCORING.map((scoring, i) => ({
	id: `artifact-${i + 1}`,
	name: tx(`Artefakt ${i + 1} (zástupný)`, `Artifact ${i + 1} (placeholder)`),
	scoring,
	source: i === 0 ? 'placeholder (FAQ #18: “highest Wall”, [GW-10])' : 'placeholder',
	czechName: 'placeholder',
	guessed: { fields: ['name', 'scoring'], note: NOTE }
}));

import { benchmarkPrograms } from '../../src/countries/index.js';
import { fileURLToPath } from 'node:url';
import { computeFingerprint } from '../../src/eval/provenance-fingerprint.js';
import type { ModelBundle } from '../../src/eval/provenance.js';
import { programsById } from '../../src/eval/programs.js';
import { buildPrompt } from '../../src/eval/prompt.js';
import { writeScenarioSet } from '../../src/eval/scenario-files.js';
import type { ReferenceOutput } from '../../src/eval/scenario-files.js';
import type { Scenario } from '../../src/eval/scenario.js';

/** The project root, for children and fingerprints. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Programs of the handmade sets (a few, to keep prompts and answers short). */
export const FIXTURE_PROGRAMS = ['income_tax', 'snap', 'eitc'] as const;

/** A stand-in bundle with this checkout's real fingerprint (so children accept a file holding it). */
export function fixtureBundle(country = 'us'): ModelBundle {
  return {
    country,
    modelVersion: 'fixture-1',
    rulesHash: 'fixture-rules',
    parametersDigest: 'fixture-parameters',
    engineVersion: 'fixture-engine',
    fingerprint: computeFingerprint([country], { projectRoot: PROJECT_ROOT }),
  };
}

/** Handmade scenarios: one or two adults with wages, some children. */
export function fixtureScenarios(count: number): Scenario[] {
  return Array.from({ length: count }, (_, i) => {
    const wages = 10_000 + 7_500 * i;
    const people: Record<string, unknown> = {
      adult1: { age: { 2025: 30 + i }, employment_income: { 2025: wages } },
    };
    const children = i % 3;
    for (let c = 0; c < children; c += 1) people[`child${c + 1}`] = { age: { 2025: 4 + c } };
    const members = Object.keys(people);
    return {
      id: `us-hh${100 + i}`,
      country: 'us',
      year: 2025,
      state: ['CA', 'TX', 'NY', 'FL'][i % 4]!,
      filingStatus: children > 0 ? 'HEAD_OF_HOUSEHOLD' : 'SINGLE',
      adults: 1,
      children,
      totalIncome: wages,
      situation: {
        people,
        tax_units: { tax_unit: { members } },
        spm_units: { spm_unit: { members } },
        households: {
          household: { members, state_code: { 2025: ['CA', 'TX', 'NY', 'FL'][i % 4] } },
        },
      },
    };
  });
}

/** Reference values of the handmade scenarios (simple made-up amounts, only for scoring). */
export function fixtureReferences(scenarios: readonly Scenario[]): ReferenceOutput[] {
  return scenarios.flatMap((s) => [
    { scenarioId: s.id, program: 'income_tax', value: Math.round(s.totalIncome * 0.08) },
    { scenarioId: s.id, program: 'snap', value: s.totalIncome < 20_000 ? 2400 : 0 },
    { scenarioId: s.id, program: 'eitc', value: s.children > 0 ? 3000 : 0 },
  ]);
}

/** Writes a handmade scenario set of `count` households into `dir`. */
export function writeFixtureSet(
  dir: string,
  count: number,
): { scenarios: Scenario[]; references: ReferenceOutput[] } {
  const scenarios = fixtureScenarios(count);
  const references = fixtureReferences(scenarios);
  writeScenarioSet(dir, scenarios, references, {
    manifestVersion: 1,
    country: 'us',
    year: 2025,
    seed: 42,
    count,
    split: 'public',
    source: { name: 'fixture', digest: 'fixture-digest' },
    programs: [...FIXTURE_PROGRAMS],
    modelBundleProvenance: [fixtureBundle()],
  });
  return { scenarios, references };
}

/** Reference values by prompt, so a fake provider can answer each household correctly. */
export function answersByPrompt(
  scenarios: readonly Scenario[],
  references: readonly ReferenceOutput[],
): Map<string, Map<string, number>> {
  const programs = programsById(benchmarkPrograms('us'), [...FIXTURE_PROGRAMS]);
  const out = new Map<string, Map<string, number>>();
  for (const s of scenarios) {
    out.set(
      buildPrompt(s, programs),
      new Map(references.filter((r) => r.scenarioId === s.id).map((r) => [r.program, r.value])),
    );
  }
  return out;
}

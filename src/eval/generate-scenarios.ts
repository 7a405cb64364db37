import type { ReferenceCalculator } from './model-bundle.js';
import type { ModelBundle } from './provenance.js';
import { writeScenarioSet } from './scenario-files.js';
import type { ScenarioManifest } from './scenario-files.js';
import { sampleHouseholds } from './scenario-sampling.js';
import type { Split } from './scenario-sampling.js';
import type { ScenarioSource } from './scenario-source.js';
import { filingStatusFromComposition, summariseSituation } from './scenario.js';
import type { Scenario } from './scenario.js';

/** Options of {@link generateScenarios}. */
export interface GenerateScenariosOptions {
  readonly source: ScenarioSource;
  readonly count: number;
  readonly seed: number;
  readonly split: Split;
  readonly outputDir: string;
  /** Computes reference outputs; its `programs` are the ones the set asks for. */
  readonly calculator: Pick<ReferenceCalculator, 'programs' | 'compute'>;
  readonly bundles: readonly ModelBundle[];
}

/**
 * `eval scenarios`: samples households deterministically, computes their reference outputs and
 * writes `scenarios.csv`, `reference_outputs.csv` and `manifest.json`. The same source, count, seed
 * and split give the same bytes.
 */
export function generateScenarios(options: GenerateScenariosOptions): ScenarioManifest {
  const { source } = options;
  const sampled = sampleHouseholds(source, options);
  const drafts = sampled.map((household) => ({
    id: `${source.country}-hh${household.id}`,
    year: source.year,
    situation: household.situation,
    state: household.state,
  }));
  const { references, filingStatus } = options.calculator.compute(drafts);
  const scenarios: Scenario[] = drafts.map((draft) => {
    const summary = summariseSituation(draft.situation, draft.year, source.incomeInputs);
    return {
      id: draft.id,
      country: source.country,
      year: draft.year,
      state: draft.state,
      filingStatus:
        filingStatus.get(draft.id) ??
        (source.filingStatus === false
          ? ''
          : filingStatusFromComposition(summary.adults, summary.children)),
      ...summary,
      situation: draft.situation,
    };
  });
  return writeScenarioSet(options.outputDir, scenarios, references, {
    manifestVersion: 1,
    country: source.country,
    year: source.year,
    seed: options.seed,
    count: options.count,
    split: options.split,
    source: { name: source.name, digest: source.digest },
    programs: [...options.calculator.programs],
    modelBundleProvenance: [...options.bundles],
  });
}

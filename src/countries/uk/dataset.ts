/**
 * The default UK dataset: the seeded synthetic population calibrated to census households by
 * region and to HMRC and DWP totals measured by a current-law run of the population being
 * calibrated. Every builder of the default dataset goes through here.
 */
import type { DatasetIdentity } from '../../cache/index.js';
import { canonicalSha256 } from '../../contract/index.js';
import { FRAME_ENCODING_VERSION, type Dataset } from '../../data/index.js';
import { yearPeriod, type TaxSystem } from '../../engine/index.js';
import { simulationFromDataset } from '../../executor/index.js';
import type { CountryDataset, DatasetMakeup } from '../country-pack.js';
import {
  calibrateUkDataset,
  generateUkPopulation,
  UK_DEFAULT_HOUSEHOLDS,
  UK_TARGETS_DIGEST,
  UkTargetsError,
  type HouseholdColumn,
  type UkRowSelector,
} from './data/index.js';

/** Version of the default UK dataset's make-up (generator and calibration). */
export const UK_DATA_VERSION = 'uk-synthetic/3';

/** The years the default UK dataset can be built for (the model's tax years). */
export const UK_DATASET_YEARS: readonly number[] = [2025, 2026];

/** A row's contribution to a count: 1 when the selector picks its value, else 0. */
function rowSelector(
  system: TaxSystem,
  variable: string,
  count: UkRowSelector,
): (value: number) => number {
  if (count.kind === 'positive') return (v) => (v > 0 ? 1 : 0);
  if (count.kind === 'atLeast') return (v) => (v >= count.value ? 1 : 0);
  const wanted = count.value;
  if (typeof wanted === 'number') return (v) => (v === wanted ? 1 : 0);
  const codes: Readonly<Record<string, number>> = system.variable(variable).enum?.codes ?? {};
  const code = codes[wanted];
  if (code === undefined)
    throw new UkTargetsError(
      `uk-targets.json: count {"equals": "${wanted}"} of '${variable}', which has no such value; use one of ${Object.keys(codes).join(', ') || '(not an enum: give a number)'}`,
      variable,
      'count.equals',
    );
  return (v) => (v === code ? 1 : 0);
}

/** The household totals (or counts of rows) of model variables for a dataset, from a current-law run. */
export function measureUkDataset(system: TaxSystem, dataset: Dataset): HouseholdColumn {
  const { simulation } = simulationFromDataset(system, dataset, dataset.year);
  const population = simulation.population;
  const period = yearPeriod(dataset.year);
  return (variable, count) => {
    const def = system.variable(variable);
    const values = simulation.calculate(variable, period);
    const pick = count ? rowSelector(system, variable, count) : (v: number) => v;
    const out = new Float64Array(population.count('household'));
    const rows = population.rowMap(def.entity, 'household');
    for (let i = 0; i < values.length; i += 1) out[rows[i]!] = out[rows[i]!]! + pick(values[i]!);
    return out;
  };
}

/** Builds the default UK dataset for a year, calibrated with the given current-law system. */
export function buildDefaultUkDataset(
  options: DatasetMakeup & { readonly year: number },
  system: TaxSystem,
): ReturnType<CountryDataset['build']> {
  const name = `uk-synthetic-${options.households}-s${options.seed}-${options.year}`;
  const base = generateUkPopulation({ ...options, name });
  const { dataset, report } = calibrateUkDataset(base, measureUkDataset(system, base), name);
  return { dataset, reports: [report] };
}

/** The identity of the synthetic default UK dataset (see the US pack's for the parts). */
export function ukDatasetIdentity(makeup: DatasetMakeup, modelRulesHash: string): DatasetIdentity {
  return {
    name: 'default',
    dataVersion: UK_DATA_VERSION,
    sourceDigest: canonicalSha256({
      targets: UK_TARGETS_DIGEST,
      households: makeup.households,
      seed: makeup.seed,
      model: modelRulesHash,
    }),
    buildFingerprint: canonicalSha256({
      builder: 'buildDefaultUkDataset',
      frameEncoding: FRAME_ENCODING_VERSION,
    }),
  };
}

/** The UK pack's default dataset. */
export const UK_DATASET: CountryDataset = {
  name: 'default',
  dataVersion: UK_DATA_VERSION,
  defaults: { households: UK_DEFAULT_HOUSEHOLDS, seed: 1 },
  years: UK_DATASET_YEARS,
  build: buildDefaultUkDataset,
  identity: ukDatasetIdentity,
};

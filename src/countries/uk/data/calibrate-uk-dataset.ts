/**
 * Calibration of the synthetic UK population: household weights fitted to the census households
 * of each region and to the model's totals named in `uk-targets.json` (HMRC receipts and taxpayers
 * by band, DWP and HMRC benefit spending and caseloads, households of one person), measured by a
 * current-law run of the population being calibrated; person and benefit-unit weights follow
 * their household's.
 */
import {
  calibrateWeights,
  createDataset,
  datasetTable,
  floatColumn,
  getColumn,
  withColumn,
  type CalibrationReport,
  type CalibrationTarget,
  type Dataset,
} from '../../../data/index.js';
import { canonicalSha256 } from '../../../contract/index.js';
import { UK_REGION_CODES } from './generate-uk-population.js';
import targets from './uk-targets.json' with { type: 'json' };
import { UK_MODEL_TOTALS, type UkRowSelector } from './uk-targets.js';

/** Digest of the calibration targets (part of the default dataset's identity). */
export const UK_TARGETS_DIGEST: string = canonicalSha256(targets);

/**
 * Per-household values of a model variable, summed over the household's rows of the variable's
 * entity (people, units or the household); with `count`, the number of those rows it selects.
 */
export type HouseholdColumn = (variable: string, count?: UkRowSelector) => Float64Array;

/** Calibrates the household weights; `measure` gives household totals of model variables. */
export function calibrateUkDataset(
  dataset: Dataset,
  measure: HouseholdColumn,
  name: string,
): { dataset: Dataset; report: CalibrationReport } {
  const household = datasetTable(dataset, 'household');
  const initial = getColumn(household, 'household_weight').values as Float64Array;
  const region = getColumn(household, 'region').values;
  const list: CalibrationTarget[] = UK_REGION_CODES.map((code, r) => ({
    name: `households_${code.toLowerCase()}`,
    source: targets.households_by_region.source,
    year: targets.year,
    value: targets.households_by_region.thousands[code] * 1000,
    column: Float64Array.from(region, (v) => (v === r ? 1 : 0)),
  }));
  for (const t of UK_MODEL_TOTALS) {
    const column = new Float64Array(initial.length);
    for (const variable of t.variables) {
      const values = measure(variable, t.count);
      for (let h = 0; h < column.length; h += 1) column[h] = column[h]! + values[h]!;
    }
    list.push({ name: t.name, source: t.source, year: t.year, value: t.value, column });
  }
  const result = calibrateWeights(initial, list, { lower: 0.2, upper: 5 });
  const person = datasetTable(dataset, 'person');
  const personHousehold = getColumn(person, 'household_id').values;
  const benunit = datasetTable(dataset, 'benunit');
  // A benefit unit takes its household's weight (a household may hold several units).
  const householdOf = new Map<number, number>();
  const personBenunit = getColumn(person, 'benunit_id').values;
  for (let p = 0; p < person.rowCount; p += 1)
    householdOf.set(personBenunit[p]!, personHousehold[p]!);
  const benunitIds = getColumn(benunit, 'benunit_id').values;
  const benunitWeights = Float64Array.from(benunitIds, (b) => result.weights[householdOf.get(b)!]!);
  return {
    dataset: createDataset({
      country: dataset.country,
      name,
      year: dataset.year,
      tables: {
        ...dataset.tables,
        household: withColumn(household, floatColumn('household_weight', result.weights)),
        benunit: withColumn(benunit, floatColumn('benunit_weight', benunitWeights)),
        person: withColumn(
          person,
          floatColumn(
            'person_weight',
            Float64Array.from(personHousehold, (h) => result.weights[h]!),
          ),
        ),
      },
    }),
    report: {
      rows: result.rows,
      skipped: [],
      iterations: result.iterations,
      converged: result.converged,
      ratioRange: result.ratioRange,
    },
  };
}

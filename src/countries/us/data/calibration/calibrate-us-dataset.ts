import { createDataset, datasetTable, IdIndex, type Dataset } from '../../../../data/index.js';
import { floatColumn, getColumn, withColumn, type Frame } from '../../../../data/index.js';
import {
  calibrateWeights,
  type CalibrationOptions,
  type CalibrationReport,
} from '../../../../data/index.js';
import {
  buildUsCalibrationTargets,
  type ExtraColumns,
  type TargetDefinition,
} from './us-targets.js';

/**
 * Calibrates a US dataset's household weights to the US targets for its year
 * ({@link buildUsCalibrationTargets}) and sets every person's weight to their household's.
 * Model-measured targets (SNAP, SSI) are used only when `extraColumns` is given.
 */
export function calibrateUsDataset(
  dataset: Dataset,
  options: {
    extraColumns?: ExtraColumns;
    definitions?: readonly TargetDefinition[];
    solver?: CalibrationOptions;
    name?: string;
  } = {},
): { dataset: Dataset; report: CalibrationReport } {
  const { targets, skipped } = buildUsCalibrationTargets(dataset, options);
  const household = datasetTable(dataset, 'household');
  const initial = getColumn(household, 'household_weight').values as Float64Array;
  const result = calibrateWeights(initial, targets, options.solver);
  const person = datasetTable(dataset, 'person');
  const index = new IdIndex(getColumn(household, 'household_id').values, 'household');
  const personHousehold = getColumn(person, 'household_id').values;
  const personWeight = new Float64Array(person.rowCount);
  for (let i = 0; i < person.rowCount; i++)
    personWeight[i] = result.weights[index.rowOf(personHousehold[i]!)]!;
  const tables: Record<string, Frame> = {
    ...dataset.tables,
    household: withColumn(household, floatColumn('household_weight', result.weights)),
    person: withColumn(person, floatColumn('person_weight', personWeight)),
  };
  return {
    dataset: createDataset({
      country: dataset.country,
      name: options.name ?? dataset.name,
      year: dataset.year,
      tables,
    }),
    report: {
      rows: result.rows,
      skipped,
      iterations: result.iterations,
      converged: result.converged,
      ratioRange: result.ratioRange,
    },
  };
}

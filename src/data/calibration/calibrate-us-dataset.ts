import { createDataset, datasetTable, IdIndex, type Dataset } from '../dataset.js';
import { floatColumn, getColumn, withColumn, type Frame } from '../frame.js';
import {
  calibrateWeights,
  type CalibrationOptions,
  type CalibrationRow,
} from './calibrate-weights.js';
import {
  buildUsCalibrationTargets,
  type ExtraColumns,
  type SkippedTarget,
  type TargetDefinition,
} from './us-targets.js';

/** What a calibration did: each target before and after, the targets left out, and solver facts. */
export interface CalibrationReport {
  readonly rows: readonly CalibrationRow[];
  readonly skipped: readonly SkippedTarget[];
  readonly iterations: number;
  readonly converged: boolean;
  readonly ratioRange: readonly [number, number];
}

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
    dataset: createDataset({ name: options.name ?? dataset.name, year: dataset.year, tables }),
    report: {
      rows: result.rows,
      skipped,
      iterations: result.iterations,
      converged: result.converged,
      ratioRange: result.ratioRange,
    },
  };
}

function compact(x: number): string {
  const a = Math.abs(x);
  if (a >= 1e9) return `${(x / 1e9).toFixed(1)}bn`;
  if (a >= 1e6) return `${(x / 1e6).toFixed(2)}m`;
  if (a >= 1e3) return `${(x / 1e3).toFixed(1)}k`;
  return x.toFixed(0);
}

/** The report as a plain-text table: target, source year, target value, initial, achieved, error. */
export function formatCalibrationReport(report: CalibrationReport): string {
  const lines = [
    `${'target'.padEnd(34)} ${'year'.padStart(4)} ${'target'.padStart(10)} ${'initial'.padStart(10)} ${'achieved'.padStart(10)} ${'error'.padStart(8)}`,
  ];
  for (const r of report.rows) {
    lines.push(
      `${r.name.padEnd(34)} ${String(r.year).padStart(4)} ${compact(r.target).padStart(10)} ${compact(r.initial).padStart(10)} ${compact(r.achieved).padStart(10)} ${`${(100 * r.relativeError).toFixed(2)}%`.padStart(8)}`,
    );
  }
  for (const s of report.skipped)
    lines.push(
      `${s.name.padEnd(34)} ${String(s.year).padStart(4)} ${compact(s.value).padStart(10)} ${s.reason}`,
    );
  lines.push(
    `${report.converged ? 'converged' : 'NOT converged'} after ${report.iterations} iterations; weight ratios ${report.ratioRange[0].toFixed(3)}–${report.ratioRange[1].toFixed(3)}`,
  );
  return lines.join('\n');
}

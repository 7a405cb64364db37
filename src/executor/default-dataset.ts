/**
 * The default US dataset: the seeded synthetic population calibrated to published totals and to
 * the US model's own SNAP, SSI and EITC (data's `createUsModelColumns` hook, measured by a
 * baseline run of the population being calibrated). Every builder of the default dataset — the
 * report runtime, the cache, `fiscus data build` — goes through here, so they build the same data.
 */
import { buildUsDataset, createUsModelColumns, type Dataset } from '../data/index.js';
import { yearPeriod, type TaxSystem } from '../engine/index.js';
import { simulationFromDataset } from './dataset-population.js';

/**
 * Version of the default US dataset's make-up (generator and calibration). Bump it when either
 * changes how the data come out; the model's rules hash is part of the dataset's identity too.
 */
export const US_DATA_VERSION = 'us-synthetic/2';

/** Options of {@link buildDefaultUsDataset}. */
export interface DefaultUsDatasetOptions {
  readonly year: number;
  readonly households: number;
  readonly seed: number;
}

/** Builds the default US dataset for a year with the given model's program outputs as targets. */
export function buildDefaultUsDataset(
  options: DefaultUsDatasetOptions,
  system: TaxSystem,
): ReturnType<typeof buildUsDataset> {
  const simulate = (dataset: Dataset) => {
    const { simulation } = simulationFromDataset(system, dataset, dataset.year);
    const period = yearPeriod(dataset.year);
    return (variable: string) => simulation.calculate(variable, period);
  };
  return buildUsDataset({ ...options, extraColumns: createUsModelColumns(simulate) });
}

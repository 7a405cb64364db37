/**
 * The default US dataset: the seeded synthetic population calibrated to published totals and to
 * the US model's own SNAP, SSI and EITC (data's `createUsModelColumns` hook, measured by a
 * baseline run of the population being calibrated). Every builder of the default dataset — the
 * report runtime, the cache, `fiscus data build` — goes through here, so they build the same data.
 */
import type { DatasetIdentity } from '../../cache/index.js';
import { canonicalSha256 } from '../../contract/index.js';
import { readdirSync, statSync } from 'node:fs';
import {
  BASE_YEAR,
  buildUsDataset,
  loadPolicyEngineHdf5,
  loadTabularDataset,
  createUsModelColumns,
  DEFAULT_HOUSEHOLDS,
  REGION_GROUPS_DIGEST,
  US_DATASET_YEARS,
  US_STATES,
  usTargetsDigest,
  US_UPRATING_DIGEST,
} from './data/index.js';
import { FRAME_ENCODING_VERSION, type Dataset } from '../../data/index.js';
import { yearPeriod, type TaxSystem } from '../../engine/index.js';
import { simulationFromDataset } from '../../executor/index.js';
import type { CountryDataset, DatasetMakeup } from '../country-pack.js';

/**
 * Version of the default US dataset's make-up (generator and calibration). Bump it when either
 * changes how the data come out; the model's rules hash is part of the dataset's identity too.
 */
export const US_DATA_VERSION = 'us-synthetic/2';

/** Builds the default US dataset for a year with the given model's program outputs as targets. */
export function buildDefaultUsDataset(
  options: DatasetMakeup & { readonly year: number },
  system: TaxSystem,
): ReturnType<typeof buildUsDataset> {
  const simulate = (dataset: Dataset) => {
    const { simulation } = simulationFromDataset(system, dataset, dataset.year);
    const period = yearPeriod(dataset.year);
    return (variable: string) => simulation.calculate(variable, period);
  };
  return buildUsDataset({ ...options, extraColumns: createUsModelColumns(simulate) });
}

/**
 * The identity of the synthetic default US dataset: the source digest covers the data it is made
 * from (calibration targets, uprating indices, the state table), its seed and size, and the rules
 * of the model whose program totals it is calibrated to; the build fingerprint covers how it is
 * built (base year, frame encoding, region-group table).
 */
export function usDatasetIdentity(makeup: DatasetMakeup, modelRulesHash: string): DatasetIdentity {
  return {
    name: 'default',
    dataVersion: US_DATA_VERSION,
    sourceDigest: canonicalSha256({
      targets: usTargetsDigest(),
      uprating: US_UPRATING_DIGEST,
      states: canonicalSha256(US_STATES),
      households: makeup.households,
      seed: makeup.seed,
      model: modelRulesHash,
    }),
    buildFingerprint: canonicalSha256({
      builder: 'buildDefaultUsDataset',
      baseYear: BASE_YEAR,
      frameEncoding: FRAME_ENCODING_VERSION,
      regionGroups: REGION_GROUPS_DIGEST,
    }),
  };
}

/**
 * Reads a US dataset from a file: `.h5`/`.hdf5` through the PolicyEngine HDF5 loader, a directory
 * of per-entity `.parquet` (or else `.csv`) files through the tabular loader.
 */
export async function readUsDatasetFile(path: string, year: number): Promise<Dataset> {
  if (statSync(path).isDirectory()) {
    const parquet = readdirSync(path).some((f) => f.endsWith('.parquet'));
    return loadTabularDataset(path, { year, format: parquet ? 'parquet' : 'csv' });
  }
  return loadPolicyEngineHdf5(path, { year });
}

/** The US pack's default dataset. */
export const US_DATASET: CountryDataset = {
  name: 'default',
  dataVersion: US_DATA_VERSION,
  defaults: { households: DEFAULT_HOUSEHOLDS, seed: 1 },
  years: US_DATASET_YEARS,
  build: buildDefaultUsDataset,
  identity: usDatasetIdentity,
  readFile: readUsDatasetFile,
};

import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDefaultDataset,
  createCountryCacheRuntime,
  createCountryDatasetSource,
  loadCountries,
  type CountryPack,
} from '../../src/countries/index.js';
import { CalibrationNotConvergedError, type CalibrationReport } from '../../src/data/index.js';
import { loadModelBundleModule } from '../../src/eval/index.js';
import { createToyDataset, toyPack } from './toy/toy-pack.js';

// A calibration that stopped after 1,000 iterations with one target 12.5% off.
const stopped: CalibrationReport = {
  rows: [
    {
      name: 'households',
      source: 'toy',
      year: 2026,
      target: 80,
      initial: 100,
      achieved: 90,
      relativeError: 0.125,
    },
  ],
  skipped: [],
  iterations: 1_000,
  converged: false,
  ratioRange: [0.5, 2],
};
const settled: CalibrationReport = { ...stopped, converged: true, iterations: 12 };

/** The toy pack whose dataset's calibrations report `reports`. */
function toyWith(reports: readonly CalibrationReport[]): CountryPack {
  return {
    ...toyPack,
    dataset: {
      ...toyPack.dataset,
      build: ({ households, seed, year }) => ({
        dataset: createToyDataset(households, seed, year),
        reports,
      }),
    },
  };
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-unconverged-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a default dataset whose calibration did not converge', () => {
  it('is a typed error naming the dataset and the calibration, never weights where the solver stopped', async () => {
    const { system } = await toyPack.loadModel();
    const makeup = { households: 40, seed: 3, year: 2026 };
    const attempt = () => buildDefaultDataset(toyWith([settled, stopped]), makeup, system);
    expect(attempt).toThrow(CalibrationNotConvergedError);
    expect(attempt).toThrow(
      /the Toy.* dataset for 2026 \(40 households, seed 3\) was not built: calibration 2 of 2 did not converge in 1000 iterations \(worst target error 12\.5%\)/,
    );
    expect(() => buildDefaultDataset(toyWith([settled]), makeup, system)).not.toThrow();
  });

  it('fails a report worker’s dataset load with calibration_not_converged and saves nothing', async () => {
    const countries = await loadCountries({ toy: toyWith([stopped]) });
    const datasetDirectory = join(root, 'datasets');
    const source = createCountryDatasetSource(countries, {
      storeRoot: join(root, 'store'),
      datasetDirectory,
      households: 40,
    });
    const request = { country: 'toy', name: 'default', year: 2026 };
    await expect(source.load(request)).rejects.toMatchObject({ code: 'calibration_not_converged' });
    // Asked again, it fails again (a failed build is not kept).
    await expect(source.load(request)).rejects.toMatchObject({ code: 'calibration_not_converged' });
    expect(existsSync(datasetDirectory) ? await readdir(datasetDirectory) : []).toEqual([]);
  });

  it('is refused by the baseline cache’s dataset build', async () => {
    const countries = await loadCountries({ toy: toyWith([stopped]) });
    const runtime = createCountryCacheRuntime(countries, {
      country: 'toy',
      storeRoot: join(root, 'cache'),
      households: 40,
    });
    expect(() => runtime.dataset.build(2026)).toThrow(CalibrationNotConvergedError);
  });

  it('is refused by the LLM benchmark’s scenario source', async () => {
    const bundle = await loadModelBundleModule();
    await expect(
      bundle.createDefaultScenarioSource(
        { country: 'toy', households: 40, seed: 3, year: 2026 },
        { toy: toyWith([stopped]) },
      ),
    ).rejects.toMatchObject({ code: 'calibration_not_converged' });
  });
});

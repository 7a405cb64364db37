/**
 * Data benchmark: generation, calibration, save and load times of the synthetic US dataset at
 * 6×10^4 and 10^6 households, with peak resident memory; and, for sizes up to 2×10^5, the default
 * build `buildUsDataset({ year: 2025, extraColumns })` (generate, uprate, run the US model for the
 * SNAP, SSI and EITC targets, calibrate). Targets: the default dataset generated and calibrated in
 * under 30 s, loaded in under 200 ms. Run: `npx tsx bench/data/run.ts [sizes…]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataset, saveDataset, type Dataset } from '../../src/data/index.js';
import {
  buildUsDataset,
  calibrateUsDataset,
  createUsModelColumns,
  generateUsPopulation,
} from '../../src/countries/us/data/index.js';
import { yearPeriod } from '../../src/engine/index.js';
import { simulationFromDataset } from '../../src/executor/index.js';
import { loadUsModel } from '../../src/models/us/index.js';

/** Largest size the model-calibrated default build is timed at (the model run grows with it). */
const MODEL_BUILD_MAX = 200_000;
const { system } = loadUsModel();
let modelSeconds = 0;
const simulate = (dataset: Dataset) => {
  const { simulation } = simulationFromDataset(system, dataset, dataset.year);
  const period = yearPeriod(dataset.year);
  return (variable: string): ArrayLike<number> => {
    const start = performance.now();
    const values = simulation.calculate(variable, period) as ArrayLike<number>;
    modelSeconds += (performance.now() - start) / 1000;
    return values;
  };
};

let peak = 0;
const sample = (): void => {
  peak = Math.max(peak, process.memoryUsage().rss);
};

async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  sample();
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  sample();
  return [value, ms];
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const rows: string[][] = [];
for (const households of sizes.length > 0 ? sizes : [60_000, 1_000_000]) {
  peak = 0;
  const dir = await mkdtemp(join(tmpdir(), 'fiscus-bench-data-'));
  try {
    const [base, generate] = await timed(() => generateUsPopulation({ households }));
    const [calibrated, calibrate] = await timed(() => calibrateUsDataset(base));
    const [, save] = await timed(() => saveDataset(calibrated.dataset, dir));
    await loadDataset(dir); // warm the codec once
    const loads: number[] = [];
    for (let i = 0; i < 7; i++) loads.push((await timed(() => loadDataset(dir)))[1]);
    loads.sort((a, b) => a - b);
    let model = '—';
    if (households <= MODEL_BUILD_MAX) {
      modelSeconds = 0;
      const [, build] = await timed(() =>
        buildUsDataset({ year: 2025, households, extraColumns: createUsModelColumns(simulate) }),
      );
      model = `${(build / 1000).toFixed(2)} (model ${modelSeconds.toFixed(2)})`;
    }
    const people = calibrated.dataset.tables.person?.rowCount ?? 0;
    rows.push([
      households.toLocaleString('en-US'),
      people.toLocaleString('en-US'),
      (generate / 1000).toFixed(2),
      `${(calibrate / 1000).toFixed(2)} (${calibrated.report.iterations} it)`,
      ((generate + calibrate) / 1000).toFixed(2),
      model,
      (save / 1000).toFixed(2),
      `${loads[0]!.toFixed(0)} / ${loads[3]!.toFixed(0)}`,
      (peak / 2 ** 20).toFixed(0),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const header = [
  'households',
  'people',
  'generate s',
  'calibrate s',
  'gen+cal s',
  'default build 2025 s',
  'save s',
  'load ms (min / median of 7)',
  'peak RSS MiB',
];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: readonly string[]) =>
  cells.map((cell, c) => cell.padStart(widths[c]!)).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  'gen+cal: 2024 population calibrated to published totals only. default build: 2025, uprated and calibrated to published totals and to the model SNAP, SSI and EITC (model = time in the US model run).',
);
console.log('targets: default (60,000 households) generated + calibrated < 30 s; loaded < 200 ms');
console.log(
  `machine: ${(await import('node:os')).cpus().length} cores, 1-minute load average ${loadavg()[0]!.toFixed(1)} at the end (other processes inflate every figure)`,
);

/**
 * Household benchmark of the US model: model load time (import + system build), peak memory, the
 * warm median time to compute one household situation, and the time per household of a batch of
 * 300, each also as raw passes of the machine (bench/machine.ts). Targets: one household with
 * every output ≤ 50 µs, ≤ 5 µs per household in the batch.
 * Run: `npx tsx bench/household/run.ts [--record]` (`--record` appends to bench/results.md).
 */
import { performance } from 'node:perf_hooks';
import { asRawPasses, rawPassMs } from '../machine.js';
import { recordResult } from '../results.js';
import { ALL_OUTPUTS, TAX_OUTPUTS } from '../us-outputs.js';

/** A two-earner family with two children, savings and child care: it touches most programs. */
const situation = {
  people: {
    adult1: {
      age: { 2025: 38 },
      employment_income: { 2025: 52_000 },
      taxable_interest_income: { 2025: 300 },
      qualified_dividend_income: { 2025: 1_200 },
    },
    adult2: {
      age: { 2025: 36 },
      employment_income: { 2025: 18_000 },
      self_employment_income: { 2025: 9_000 },
    },
    child1: { age: { 2025: 4 } },
    child2: { age: { 2025: 9 } },
  },
  tax_units: { tax_unit: { members: ['adult1', 'adult2', 'child1', 'child2'] } },
  spm_units: {
    spm_unit: {
      members: ['adult1', 'adult2', 'child1', 'child2'],
      childcare_expenses: { 2025: 6_000 },
    },
  },
  households: {
    household: { members: ['adult1', 'adult2', 'child1', 'child2'], state_code: { 2025: 'TX' } },
  },
};

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const engine = await import('../../src/engine/index.js');
const { createUsSystem } = await import('../../src/models/us/index.js');
const t1 = performance.now();
const system = createUsSystem();
const t2 = performance.now();

function once(outputs: readonly string[]): void {
  const { simulation } = engine.simulateSituations(system, [situation]);
  for (const id of outputs) simulation.calculate(id, '2025');
}

/** Warm median and p90 in microseconds of computing the outputs for one household. */
function measure(outputs: readonly string[], n: number): { median: number; p90: number } {
  for (let i = 0; i < Math.min(500, n); i += 1) once(outputs);
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const s = performance.now();
    once(outputs);
    samples.push((performance.now() - s) * 1000);
    if (i % 200 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(n / 2)]!, p90: samples[Math.floor(n * 0.9)]! };
}

let peak = process.memoryUsage().rss;
// The first call also builds the parameter tree for 2025 (memoised per instant), so time it apart.
const t3 = performance.now();
once(TAX_OUTPUTS);
const first = performance.now() - t3;
const tax = measure(TAX_OUTPUTS, 3_000);
const all = measure(
  ALL_OUTPUTS.filter((id) => system.variables.has(id)),
  300,
);

/** The situation with its earnings and state varied by index (a batch of distinct households). */
const varied = (k: number) => ({
  ...situation,
  people: {
    ...situation.people,
    adult1: { ...situation.people.adult1, employment_income: { 2025: 1_000 * (k % 90) } },
  },
  households: {
    household: {
      ...situation.households.household,
      state_code: { 2025: ['TX', 'CA', 'NY', 'FL', 'PA'][k % 5]! },
    },
  },
});
const batch = Array.from({ length: 300 }, (_, k) => varied(k));
const allOutputs = ALL_OUTPUTS.filter((id) => system.variables.has(id));
function batchOnce(): void {
  const { simulation } = engine.simulateSituations(system, batch);
  for (const id of allOutputs) simulation.calculate(id, '2025');
}
for (let i = 0; i < 3; i += 1) batchOnce();
const batchSamples: number[] = [];
for (let i = 0; i < 15; i += 1) {
  const s = performance.now();
  batchOnce();
  batchSamples.push((performance.now() - s) * 1000);
}
batchSamples.sort((a, b) => a - b);
const batchPerHousehold = batchSamples[7]! / batch.length;
peak = Math.max(peak, process.memoryUsage().rss);
const pass = rawPassMs();

console.log(`variables: ${system.variables.size}`);
console.log(
  `model load: ${(t2 - t0).toFixed(1)} ms (import ${(t1 - t0).toFixed(1)} ms, build system ${(t2 - t1).toFixed(1)} ms)`,
);
console.log(`first household (cold parameters): ${first.toFixed(2)} ms`);
console.log(
  `one household, warm, federal tax outputs (${TAX_OUTPUTS.join(', ')}): median ${tax.median.toFixed(0)} µs, p90 ${tax.p90.toFixed(0)} µs`,
);
console.log(
  `one household, warm, with household_net_income (all benefits): median ${all.median.toFixed(0)} µs, p90 ${all.p90.toFixed(0)} µs`,
);
console.log(
  `batch of 300 households, all outputs: median ${batchPerHousehold.toFixed(1)} µs per household`,
);
console.log(asRawPasses('  one household, all outputs', all.median / 1000, pass));
console.log(asRawPasses('  batch of 300, per household', batchPerHousehold / 1000, pass));
console.log(
  `memory: rss ${(rssBefore / 2 ** 20).toFixed(0)} MB before load, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
);
recordResult('household', {
  'one household tax outputs (median µs)': tax.median.toFixed(0),
  'one household all outputs (median µs)': all.median.toFixed(0),
  'batch 300 (µs/household)': batchPerHousehold.toFixed(1),
  'raw pass (ms)': pass.toFixed(3),
  'one household all outputs (raw passes)': (all.median / 1000 / pass).toFixed(2),
});

// Production load: the model bundled once by esbuild (what a deployed worker loads), measured in a
// fresh process so no module is already in memory. The figures above include tsx transpiling
// every TypeScript file on import.
{
  const { build } = await import('esbuild');
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { execFileSync } = await import('node:child_process');
  const dir = mkdtempSync(join(process.cwd(), '.bench-bundle-'));
  try {
    await build({
      entryPoints: ['src/models/us/index.ts'],
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      outfile: join(dir, 'us.mjs'),
      logLevel: 'silent',
    });
    writeFileSync(
      join(dir, 'load.mjs'),
      `const t0 = performance.now(); const m = await import('./us.mjs'); const t1 = performance.now(); m.createUsSystem(); const t2 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, buildMs: t2 - t1, rssMb: process.memoryUsage().rss / 2 ** 20 }));`,
    );
    const runs = [0, 1, 2].map(
      () =>
        JSON.parse(
          execFileSync(process.execPath, [join(dir, 'load.mjs')], { encoding: 'utf8' }),
        ) as { importMs: number; buildMs: number; rssMb: number },
    );
    runs.sort((a, b) => a.importMs + a.buildMs - (b.importMs + b.buildMs));
    const best = runs[1]!;
    console.log(
      `model load from an esbuild bundle (median of 3 fresh processes): ${(best.importMs + best.buildMs).toFixed(1)} ms (import ${best.importMs.toFixed(1)} ms, build ${best.buildMs.toFixed(1)} ms), rss ${best.rssMb.toFixed(0)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

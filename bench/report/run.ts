/**
 * Benchmark: one national US report (baseline current law vs the example CTC reform), fresh —
 * a new artifact store, no baseline cache — on local worker threads, 20 segments per simulation.
 * Prints wall time, CPU time, peak memory and segment-call timings. The dataset is built once and
 * saved under <home>/datasets (default .fiscus; its build time is printed apart: it is not part of a report).
 *
 *   npx tsx bench/report/run.ts                    # default dataset (60,000 households)
 *   npx tsx bench/report/run.ts --households 1000000
 *   npx tsx bench/report/run.ts --unsegmented --threads 2
 *
 * Targets (2 cores, issue 17): ≤ 1.0 s wall fresh for the default dataset; ≤ 15 s and ≤ 8 GB at
 * 10^6 households. Also printed as raw passes of the machine (bench/machine.ts); `--record`
 * appends the figures to bench/results.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalDispatcher } from '../../src/dispatch/index.js';
import {
  COUNTRY_PACKS,
  COUNTRY_TASKS_MODULE,
  createCountryRuntime,
  loadCountries,
} from '../../src/countries/index.js';
import {
  coordinateReport,
  createSimulationLauncher,
  type SegmentProgress,
} from '../../src/executor/index.js';
import { asRawPasses, rawPassMs } from '../machine.js';
import { recordResult } from '../results.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  logSink,
} from '../../src/telemetry/index.js';

const { values } = parseArgs({
  options: {
    households: { type: 'string', default: '60000' },
    threads: { type: 'string', default: String(availableParallelism()) },
    unsegmented: { type: 'boolean', default: false },
    year: { type: 'string', default: '2026' },
    home: { type: 'string', default: '.fiscus' },
    record: { type: 'boolean', default: false },
    reports: { type: 'string', default: '1' },
  },
});
const households = Number(values.households);
const year = Number(values.year);
const storeRoot = await mkdtemp(join(tmpdir(), 'fiscus-bench-report-'));
const config = { storeRoot, datasetDirectory: resolve(values.home, 'datasets'), households };
const countries = await loadCountries({ us: COUNTRY_PACKS.us });
const runtime = createCountryRuntime(countries, config);

let t = performance.now();
await runtime.datasets.ensure({ country: 'us', name: 'default', year });
console.log(
  `dataset ready (built or loaded) in ${((performance.now() - t) / 1000).toFixed(2)} s: ${households.toLocaleString('en-US')} households`,
);

const dispatcher = createLocalDispatcher({
  tasksModule: COUNTRY_TASKS_MODULE,
  threads: Number(values.threads),
});
// Start the threads (tsx and the tasks module load once per thread) so the report measures the
// report. Each thread still loads the model, the dataset and its parameter trees at its first call,
// inside the first report: `--reports N` shows what later reports cost.
t = performance.now();
await Promise.all(
  Array.from({ length: Number(values.threads) }, async () => {
    const call = await dispatcher.spawn('warm-up-not-a-task', {});
    await call.result().catch(() => undefined);
  }),
);
console.log(`worker threads started in ${((performance.now() - t) / 1000).toFixed(2)} s`);

const logger = createLogger({ level: 'warn', destination: process.stderr });
const sink = logSink(logger);
const started = new Map<string, number>();
const segmentMs: number[] = [];
const onProgress = (event: SegmentProgress): void => {
  const key = `${event.role}/${event.segmentIndex}`;
  if (event.state === 'pending') started.set(key, performance.now());
  if (event.state === 'succeeded')
    segmentMs.push(performance.now() - (started.get(key) ?? performance.now()));
};
const launcher = createSimulationLauncher({
  dispatcher,
  config,
  runtime,
  intervalsMs: [5, 10, 20, 50],
  onProgress,
});

/** One fresh report (its own report id: nothing is taken from an earlier one) and what it cost. */
async function runReport(index: number) {
  segmentMs.length = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const outcome = await coordinateReport(
    {
      country: 'us',
      year,
      region: 'us',
      dataset: 'default',
      reformPolicy: COUNTRY_PACKS.us.exampleReform.policy,
      delivery: { mode: 'return' },
      options: { segmented: !values.unsegmented },
      reportId: `bench-report-${index}`,
      correlationId: `bench-report-${index}`,
    },
    {
      store: runtime.store,
      launcher,
      countries,
      logger,
      tracer: createTracer({ sink }),
      failures: createFailureReporter({ logger, sink }),
      waitWindowMs: 3_600_000,
      observeIntervalsMs: [5, 10, 20, 50],
    },
  );
  const wallMs = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  if (outcome.kind !== 'completed') throw new Error(`unexpected ${outcome.kind}`);
  return { wallMs, cpu, outcome, segments: [...segmentMs] };
}

// The first report pays each thread's cold start (model, dataset, parameter trees, JIT); later
// ones, with their own report ids and no baseline cache, are fresh reports on a warm pool.
const reportCount = Math.max(1, Number(values.reports));
const later: number[] = [];
const { wallMs, cpu, outcome, segments } = await runReport(0);
for (let index = 1; index < reportCount; index += 1) {
  const again = await runReport(index);
  later.push(again.wallMs);
  if (again.outcome.result.reportAggregateSha256 !== outcome.result.reportAggregateSha256)
    throw new Error('a later report gave another digest');
}
const sorted = [...segments].sort((a, b) => a - b);
const quantile = (q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(
  `report: ${values.unsegmented ? 'unsegmented (2 calls)' : `${segments.length} segment calls`} on ${values.threads} threads`,
);
console.log(`  wall       ${(wallMs / 1000).toFixed(2)} s`);
if (later.length > 0)
  console.log(
    `  warm pool  ${later.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (later fresh reports, same threads)`,
  );
console.log(
  `  cpu        ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (user ${(cpu.user / 1e6).toFixed(2)}, system ${(cpu.system / 1e6).toFixed(2)}; all threads)`,
);
console.log(`  peak rss   ${(process.resourceUsage().maxRSS / 1024 / 1024).toFixed(2)} GB`);
if (sorted.length > 0)
  console.log(
    `  segments   min ${quantile(0).toFixed(0)} ms, median ${quantile(0.5).toFixed(0)} ms, p90 ${quantile(0.9).toFixed(0)} ms, max ${quantile(1).toFixed(0)} ms (spawn → observed done)`,
  );
console.log(
  `  budgetary impact ${(outcome.result.macroOutput.budget?.budgetary_impact ?? 0).toExponential(3)}; digest ${outcome.result.reportAggregateSha256}`,
);
const pass = rawPassMs();
console.log(asRawPasses('  wall', wallMs, pass));
recordResult(
  `report ${households} households, ${values.threads} threads${values.unsegmented ? ', unsegmented' : ''}`,
  {
    'wall (s)': (wallMs / 1000).toFixed(2),
    'cpu (s)': ((cpu.user + cpu.system) / 1e6).toFixed(2),
    'peak rss (GB)': (process.resourceUsage().maxRSS / 1024 / 1024).toFixed(2),
    'raw pass (ms)': pass.toFixed(3),
    'wall (raw passes)': (wallMs / pass).toFixed(0),
    digest: outcome.result.reportAggregateSha256.slice(0, 12),
  },
);
await dispatcher.close();
await rm(storeRoot, { recursive: true, force: true });

/**
 * Benchmark: the report's aggregation alone — the MacroOutput of a national US report (default
 * dataset, 60,000 households; current law against the example CTC reform) from frames already
 * computed, as the coordinator's main thread runs it after the last segment. Both simulations run
 * once, in process (untimed); then `aggregateReport` runs `--runs` times and each run's time is
 * printed with the digest. Runs the compiled code (`npm run build` first), so `--against DIR`
 * runs another checkout's `dist/` in alternation with this one, on the same machine load.
 *
 *   npx tsx bench/report/aggregate.ts [--runs 10] [--rounds 2] [--against ../other-checkout] [--record]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type * as Countries from '../../src/countries/index.js';
import type * as Executor from '../../src/executor/index.js';
import type * as Report from '../../src/report/index.js';
import { alternateCheckouts, HERE } from '../alternate.js';
import { recordResult } from '../results.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    against: { type: 'string' },
    home: { type: 'string', default: '.fiscus' },
    record: { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});

const YEAR = 2026;

interface ChildLine {
  readonly runs: number[];
  readonly digest: string;
}

/** One process: loads the checkout's compiled code, aggregates `runs` times, prints one JSON line. */
async function child(root: string): Promise<void> {
  const load = (module: string): Promise<unknown> =>
    import(resolve(root, 'dist', module, 'index.js'));
  const countriesModule = (await load('countries')) as typeof Countries;
  const executor = (await load('executor')) as typeof Executor;
  const report = (await load('report')) as typeof Report;
  const pack = countriesModule.COUNTRY_PACKS.us;
  const countries = await countriesModule.loadCountries({ us: pack });
  const runtime = countriesModule.createCountryRuntime(countries, {
    storeRoot: resolve(values.home!, 'bench-aggregate-store'),
    datasetDirectory: resolve(values.home!, 'datasets'),
    households: 60_000,
  });
  const request = { country: 'us', name: 'default', year: YEAR };
  await runtime.datasets.ensure(request);
  const dataset = await runtime.datasets.load(request);
  const model = runtime.models.load('us');
  const plan = report.planOutputs(pack.macroProfile, undefined, { includeRace: true });
  const framesOf = (system: typeof model.system) =>
    executor.computeOutputFrames(
      executor.simulationFromDataset(system, dataset, YEAR),
      dataset,
      plan,
      YEAR,
    );
  const baseline = framesOf(model.system);
  const reform = framesOf(executor.applyPolicy(model.system, pack.exampleReform.policy));
  // Stand-ins for the artifacts' digests (no artifact is written): any 64 hex characters.
  const NO_DIGEST = '0'.repeat(64);
  const input = {
    profile: pack.macroProfile,
    baseline,
    reform,
    modelVersion: model.version,
    dataVersion: `default@${YEAR}`,
    provenance: {
      country: 'us',
      year: YEAR,
      region: 'us',
      dataset: 'default',
      datasetDigest: dataset.digest,
      modelVersion: model.version,
      baselineSystemHash: NO_DIGEST,
      reformSystemHash: NO_DIGEST,
      outputPlanSha256: plan.sha256,
      baselineArtifactSha256: NO_DIGEST,
      reformArtifactSha256: NO_DIGEST,
    },
  };
  const runs: number[] = [];
  let digest = '';
  for (let r = 0; r < Number(values.runs); r++) {
    const t0 = performance.now();
    digest = report.aggregateReport(input).reportAggregateSha256;
    runs.push(performance.now() - t0);
  }
  console.log(JSON.stringify({ runs, digest } satisfies ChildLine));
}

if (values.child !== undefined) {
  await child(values.child);
} else {
  const lines = alternateCheckouts<ChildLine>({
    script: import.meta.url,
    against: values.against,
    rounds: Number(values.rounds),
    childArgs: ['--runs', values.runs!, '--home', values.home!],
    report: (label, line) => {
      const sorted = [...line.runs].sort((a, b) => a - b);
      console.log(
        `${label}: first ${line.runs[0]!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, best ${sorted[0]!.toFixed(0)} ms over ${line.runs.length} runs; digest ${line.digest.slice(0, 12)}`,
      );
    },
  });
  const mine = lines.get(HERE)!;
  const all = mine.flatMap((l) => l.runs).sort((a, b) => a - b);
  recordResult('report aggregation 60000 households, in process', {
    'first (ms)': Math.min(...mine.map((l) => l.runs[0]!)).toFixed(0),
    'median (ms)': all[Math.floor(all.length / 2)]!.toFixed(0),
    digest: mine[0]!.digest.slice(0, 12),
  });
}

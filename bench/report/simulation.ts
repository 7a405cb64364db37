/**
 * Benchmark: one national US simulation in this process, no worker threads — the default
 * dataset (60,000 households), the report's output plan, the whole population in household
 * chunks as a segment call computes it. Prints the first (cold: the JIT has not seen the
 * formulas) and the later (warm) runs, and the process's CPU time. Runs the compiled code
 * (`npm run build` first), so `--against DIR` can run another checkout's `dist/` in alternation
 * with this one, in one run, on the same machine load.
 *
 *   npx tsx bench/report/simulation.ts [--runs 3] [--rounds 2] [--against ../other-checkout] [--record]
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
    runs: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '1' },
    against: { type: 'string' },
    home: { type: 'string', default: '.fiscus' },
    record: { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});

/** One process: loads the checkout's compiled code, runs the simulation `runs` times, prints one JSON line. */
async function child(root: string): Promise<void> {
  // The checkout's compiled modules, typed as this tree's sources (the same entrances).
  const load = (module: string): Promise<unknown> =>
    import(resolve(root, 'dist', module, 'index.js'));
  const countriesModule = (await load('countries')) as typeof Countries;
  const executor = (await load('executor')) as typeof Executor;
  const report = (await load('report')) as typeof Report;
  const countries = await countriesModule.loadCountries({ us: countriesModule.COUNTRY_PACKS.us });
  const runtime = countriesModule.createCountryRuntime(countries, {
    storeRoot: resolve(values.home!, 'bench-simulation-store'),
    datasetDirectory: resolve(values.home!, 'datasets'),
    households: 60_000,
  });
  await runtime.datasets.ensure({ country: 'us', name: 'default', year: 2026 });
  const dataset = await runtime.datasets.load({ country: 'us', name: 'default', year: 2026 });
  const model = runtime.models.load('us');
  const plan = report.planOutputs(countriesModule.COUNTRY_PACKS.us.macroProfile, undefined, {
    includeRace: true,
  });
  const runs: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < Number(values.runs); r++) {
    const t0 = performance.now();
    const built = executor.simulationFromDataset(model.system, dataset, 2026);
    executor.computeOutputFrames(built, dataset, plan, 2026);
    runs.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify({ runs, cpuMs: (cpu.user + cpu.system) / 1000 }));
}

if (values.child !== undefined) {
  await child(values.child);
} else {
  const results = alternateCheckouts<{ runs: number[]; cpuMs: number }>({
    script: import.meta.url,
    against: values.against,
    rounds: Number(values.rounds),
    childArgs: ['--runs', values.runs!, '--home', values.home!],
    report: (label, line) =>
      console.log(
        `${label}: runs ${line.runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; process cpu ${(line.cpuMs / 1000).toFixed(1)} s`,
      ),
  });
  const mine = results.get(HERE)!;
  const best = (key: 'first' | 'warm'): number =>
    Math.min(
      ...mine.map((l) =>
        key === 'first' || l.runs.length < 2 ? l.runs[0]! : Math.min(...l.runs.slice(1)),
      ),
    );
  recordResult('simulation 60000 households, one thread, in process', {
    'first run (s)': (best('first') / 1000).toFixed(2),
    'warm run (s)': (best('warm') / 1000).toFixed(2),
  });
}

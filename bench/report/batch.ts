/**
 * Benchmark of the analyst's report batches (issue 18), through the compiled `fiscus` command (run
 * `npm run build` first), every run a whole process in one fresh home:
 *
 * - setup, untimed: `fiscus cache precompute` builds the datasets of 2026–2035 and their
 *   current-law baselines (the baseline cache);
 * - one single-year report, fresh: `report --year 2026 --no-cache` (baseline and reform computed);
 * - the budget window with cached baselines: `report --years 2026-2035` (ten reform simulations,
 *   each baseline read from the cache). Target: ≤ 5× the single-year report;
 * - N reforms against one baseline, fresh: `report --reform a --reform b --reform c --no-cache`.
 *   Target: about N reform simulations plus one baseline, never N baselines: the wall time is
 *   compared with (N + 1) / 2 single-year reports (a single-year report being two simulations),
 *   and the reports' baseline artifacts must be one and the same.
 *
 *   npx tsx bench/report/batch.ts [--households 20000] [--threads 2] [--record]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { recordResult } from '../results.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    households: { type: 'string', default: '20000' },
    threads: { type: 'string', default: '2' },
    record: { type: 'boolean', default: false },
  },
});
if (!existsSync(join(ROOT, 'dist', 'cli', 'main.js'))) {
  process.stderr.write('dist/ is missing: run `npm run build` first\n');
  process.exit(1);
}
const FIRST = 2026;
const LAST = 2035;
const REFORMS = [
  'examples/ctc-3600.json',
  'examples/eitc-expansion.json',
  'examples/flat-tax-20.json',
];
const home = mkdtempSync(join(tmpdir(), 'fiscus-bench-batch-'));
const common = ['--home', home, '--households', values.households, '--threads', values.threads];

/** One `fiscus` process: its wall time in seconds and its standard output. */
function fiscus(args: readonly string[]): { seconds: number; stdout: string } {
  const began = performance.now();
  const run = spawnSync(process.execPath, ['bin/fiscus.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seconds = (performance.now() - began) / 1000;
  if (run.status !== 0) throw new Error(`fiscus ${args.join(' ')} failed:\n${run.stderr}`);
  return { seconds, stdout: run.stdout };
}

interface BatchDocument {
  readonly reports: readonly {
    readonly artifacts: { readonly baseline: { readonly sha256: string } };
  }[];
}

try {
  const years = Array.from({ length: LAST - FIRST + 1 }, (_, i) => FIRST + i);
  process.stderr.write(`setup: datasets and baselines of ${FIRST}–${LAST} (untimed)…\n`);
  const setup = fiscus([
    'cache',
    'precompute',
    '--years',
    years.join(','),
    '--store',
    join(home, 'store'),
    '--households',
    values.households,
    '--threads',
    values.threads,
  ]);
  const quiet = ['--no-progress', '--delivery', 'return'];
  const single = fiscus(['report', '--year', String(FIRST), '--no-cache', ...quiet, ...common]);
  const window = fiscus(['report', '--years', `${FIRST}-${LAST}`, ...quiet, ...common]);
  const batch = fiscus([
    'report',
    ...REFORMS.flatMap((r) => ['--reform', r]),
    '--year',
    String(FIRST),
    '--no-cache',
    '--json',
    ...quiet,
    ...common,
  ]);
  const baselines = new Set(
    (JSON.parse(batch.stdout) as BatchDocument).reports.map((r) => r.artifacts.baseline.sha256),
  );
  const n = REFORMS.length;
  const rows: [string, string][] = [
    ['setup: precompute 10 years (s)', setup.seconds.toFixed(1)],
    [`single-year report ${FIRST}, fresh (s)`, single.seconds.toFixed(1)],
    [`budget window ${FIRST}-${LAST}, cached baselines (s)`, window.seconds.toFixed(1)],
    ['  window / single-year (target ≤ 5)', (window.seconds / single.seconds).toFixed(2)],
    [`${n} reforms against one baseline, fresh (s)`, batch.seconds.toFixed(1)],
    [
      `  ${n} reforms / single-year (${(n + 1) / 2} = N+1 simulations; ${n} = N baselines)`,
      (batch.seconds / single.seconds).toFixed(2),
    ],
    [`  distinct baseline artifacts among the ${n} reports (target 1)`, String(baselines.size)],
  ];
  console.log(`report batches, ${values.households} households, ${values.threads} threads`);
  for (const [label, figure] of rows) console.log(`${label.padEnd(72)} ${figure}`);
  recordResult(`report batches ${values.households} households, ${values.threads} threads`, {
    'single (s)': single.seconds.toFixed(1),
    'window 10 years (s)': window.seconds.toFixed(1),
    'window/single': (window.seconds / single.seconds).toFixed(2),
    [`${n} reforms (s)`]: batch.seconds.toFixed(1),
    [`${n} reforms/single`]: (batch.seconds / single.seconds).toFixed(2),
    'baselines computed': String(baselines.size),
  });
} finally {
  rmSync(home, { recursive: true, force: true });
}

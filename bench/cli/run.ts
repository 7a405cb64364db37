/**
 * Start-up benchmark of the compiled `fiscus` command (run `npm run build` first): CPU time
 * (user + system), wall time and peak memory of whole processes — `fiscus --version`, `--help`,
 * `fiscus variables`, `fiscus calc` for one US household
 * (examples/households/family-with-children.json) and one UK household under a reform
 * (examples/households/uk-working-parent.json with examples/uk/personal-allowance-15000.json),
 * and `fiscus cache precompute` with nothing missing. Each is run RUNS times; the medians and the
 * best wall time are printed, beside a bare `node -e 0` measured in the same run (the floor any
 * Node command pays).
 *
 * `--against DIR` also runs every case in another checkout (built, e.g. an exported copy of an
 * earlier commit), alternating the two run by run so that both see the same load on a shared
 * machine; its rows are marked `before`. `--record` appends the figures to bench/results.md.
 *
 * Run: `npx tsx bench/cli/run.ts [runs] [--against DIR] [--record]`. Targets (issue 17):
 * --version ≤ 150 ms and ≤ 80 MB, calc of one household ≤ 200 ms, `fiscus cache precompute`
 * with nothing missing ≤ 1 s (each checkout's `.fiscus/`; its first, unmeasured run builds it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordResult } from '../results.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = join(ROOT, 'bench', 'cli', 'rss-probe.mjs');
/** Stands for the measured checkout's bin/fiscus.js in a case's arguments. */
const BIN = '<bin>';
const flag = process.argv.indexOf('--against');
const AGAINST = flag === -1 ? undefined : resolve(process.argv[flag + 1] ?? '');
const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 7);

for (const root of [ROOT, ...(AGAINST === undefined ? [] : [AGAINST])])
  if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
    process.stderr.write(`${root}: dist/ is missing: run \`npm run build\` there first\n`);
    process.exit(1);
  }

interface Figures {
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly bestWallMs: number;
  readonly peakRssMb: number;
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One process: its wall time; the probe appends its peak RSS and CPU times to `usageFile`. */
function runOnce(root: string, args: readonly string[], usageFile: string): number {
  const began = performance.now();
  const run = spawnSync(process.execPath, ['--import', PROBE, ...args], {
    cwd: root,
    env: { ...process.env, FISCUS_BENCH_RSS_FILE: usageFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = performance.now() - began;
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${String(run.stderr)}`);
  return wall;
}

function figuresOf(walls: readonly number[], usageFile: string): Figures {
  const usage = readFileSync(usageFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  return {
    cpuMs: median(usage.map(([, user = 0, system = 0]) => (user + system) / 1000)),
    wallMs: median(walls),
    bestWallMs: Math.min(...walls),
    peakRssMb: Math.max(...usage.map(([rss = 0]) => rss)) / 1024,
  };
}

/**
 * Runs one case RUNS times in each checkout, alternating them; after one unmeasured run in each
 * when `warmUp` (a command whose first run builds what later runs find: the datasets).
 */
function measure(args: readonly string[], warmUp = false): { after: Figures; before?: Figures } {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-bench-cli-'));
  const roots = [ROOT, ...(AGAINST === undefined ? [] : [AGAINST])];
  const walls = roots.map(() => [] as number[]);
  const files = roots.map((_, i) => join(dir, `usage-${i}`));
  try {
    // The arguments with the bin script of the checkout being measured.
    const own = (root: string): string[] =>
      args.map((a) => (a === BIN ? join(root, 'bin', 'fiscus.js') : a));
    if (warmUp) roots.forEach((root, i) => runOnce(root, own(root), `${files[i]!}-warm`));
    for (let run = 0; run < RUNS; run++)
      roots.forEach((root, i) => walls[i]!.push(runOnce(root, own(root), files[i]!)));
    const [after, before] = roots.map((_, i) => figuresOf(walls[i]!, files[i]!));
    return before === undefined ? { after: after! } : { after: after!, before };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cases: readonly (readonly [string, readonly string[], boolean?])[] = [
  ['node -e 0 (floor)', ['-e', '0']],
  ['fiscus --version', [BIN, '--version']],
  ['fiscus --help', [BIN, '--help']],
  ['fiscus variables', [BIN, 'variables']],
  ['fiscus calc (US household)', [BIN, 'calc', 'examples/households/family-with-children.json']],
  [
    'fiscus calc (UK, reform)',
    [
      BIN,
      'calc',
      'examples/households/uk-working-parent.json',
      '--reform',
      'examples/uk/personal-allowance-15000.json',
    ],
  ],
  // Issue 17's target: 1 s. The warm-up run builds the checkout's datasets and baselines.
  ['fiscus cache precompute (nothing missing)', [BIN, 'cache', 'precompute'], true],
];

const row = (name: string, f: Figures): string =>
  `${name.padEnd(36)} ${f.cpuMs.toFixed(0).padStart(6)} ${f.wallMs.toFixed(0).padStart(6)} ${f.bestWallMs.toFixed(0).padStart(6)} ${f.peakRssMb.toFixed(0).padStart(6)}\n`;
process.stdout.write(
  `fiscus start-up, ${RUNS} runs each${AGAINST === undefined ? '' : `, alternating with ${AGAINST} (before)`}\n` +
    `${'case'.padEnd(36)} ${'cpu ms'.padStart(6)} ${'wall'.padStart(6)} ${'best'.padStart(6)} ${'RSS MB'.padStart(6)}\n`,
);
const recorded: Record<string, string> = {};
const brief = (f: Figures): string =>
  `cpu ${f.cpuMs.toFixed(0)} ms, wall ${f.wallMs.toFixed(0)} ms, ${f.peakRssMb.toFixed(0)} MB`;
for (const [name, args, warmUp] of cases) {
  const { after, before } = measure(args, warmUp);
  if (before !== undefined) process.stdout.write(row(`${name} (before)`, before));
  process.stdout.write(row(name, after));
  recorded[name] = before === undefined ? brief(after) : `${brief(before)} → ${brief(after)}`;
}
recordResult(
  `cli start-up, ${RUNS} runs (median)${AGAINST === undefined ? '' : ', before → after'}`,
  recorded,
);

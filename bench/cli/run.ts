/**
 * Start-up benchmark of the compiled `fiscus` command (run `npm run build` first): wall time and
 * peak memory of whole processes — `fiscus --version`, `fiscus --help`, and `fiscus calc` for one
 * household (examples/households/family-with-children.json). Each is run RUNS times; the median
 * and the best are printed, beside a bare `node -e 0` measured in the same run (the floor any Node
 * command pays). Run: `npx tsx bench/cli/run.ts [runs]`. Targets (issue 17): --version ≤ 150 ms
 * and ≤ 80 MB, calc of one household ≤ 200 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin', 'fiscus.js');
const PROBE = join(ROOT, 'bench', 'cli', 'rss-probe.mjs');
const RUNS = Number(process.argv[2] ?? 7);

if (!existsSync(join(ROOT, 'dist', 'cli', 'main.js'))) {
  process.stderr.write('dist/ is missing: run `npm run build` first\n');
  process.exit(1);
}

interface Figures {
  readonly medianMs: number;
  readonly bestMs: number;
  readonly peakRssMb: number;
}

function measure(args: readonly string[]): Figures {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-bench-cli-'));
  const rssFile = join(dir, 'rss');
  const walls: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const began = performance.now();
      const run = spawnSync(process.execPath, ['--import', PROBE, ...args], {
        cwd: ROOT,
        env: { ...process.env, FISCUS_BENCH_RSS_FILE: rssFile },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      walls.push(performance.now() - began);
      if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${String(run.stderr)}`);
    }
    const rss = readFileSync(rssFile, 'utf8').trim().split('\n').map(Number);
    walls.sort((a, b) => a - b);
    return {
      medianMs: walls[Math.floor(walls.length / 2)]!,
      bestMs: walls[0]!,
      peakRssMb: Math.max(...rss) / 1024,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cases: readonly (readonly [string, readonly string[]])[] = [
  ['node -e 0 (floor)', ['-e', '0']],
  ['fiscus --version', [BIN, '--version']],
  ['fiscus --help', [BIN, '--help']],
  ['fiscus calc (1 household)', [BIN, 'calc', 'examples/households/family-with-children.json']],
];
process.stdout.write(`fiscus start-up, ${RUNS} runs each (wall ms median / best, peak RSS MB)\n`);
for (const [name, args] of cases) {
  const f = measure(args);
  process.stdout.write(
    `${name.padEnd(28)} ${f.medianMs.toFixed(0).padStart(5)} ms / ${f.bestMs.toFixed(0).padStart(5)} ms  ${f.peakRssMb.toFixed(0).padStart(4)} MB\n`,
  );
}

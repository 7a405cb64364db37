/**
 * The benchmarks' history: `--record` on a benchmark appends one line to bench/results.md with
 * the date, the commit (and whether the tree had changes) and its figures, so a regression shows
 * against earlier runs of the same benchmark.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('./results.md', import.meta.url));

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty === '' ? sha : `${sha}+changes`;
  } catch {
    return 'unknown';
  }
}

/** Appends a benchmark's figures to bench/results.md when the process was given `--record`. */
export function recordResult(benchmark: string, figures: Readonly<Record<string, string>>): void {
  if (!process.argv.includes('--record')) return;
  if (!existsSync(RESULTS))
    writeFileSync(
      RESULTS,
      '# Benchmark results\n\n| date (UTC) | commit | benchmark | figures |\n| --- | --- | --- | --- |\n',
    );
  const text = Object.entries(figures)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
  appendFileSync(
    RESULTS,
    `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${commit()} | ${benchmark} | ${text} |\n`,
  );
  console.log(`recorded in bench/results.md`);
}

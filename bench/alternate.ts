/**
 * Before/after in one sitting: a benchmark script runs itself as a child process per checkout
 * (`--child <root>`), alternating this checkout with another (`--against DIR`) for `rounds`
 * rounds, so both see the same machine load. Each child loads that checkout's compiled code and
 * prints one JSON line last; the lines come back by checkout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout's root. */
export const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface AlternateOptions<L> {
  /** The benchmark script's `import.meta.url`: what each child runs. */
  readonly script: string;
  /** The other checkout, if any. */
  readonly against: string | undefined;
  readonly rounds: number;
  /** Arguments every child gets after `--child <root>`. */
  readonly childArgs: readonly string[];
  /** Prints one child's line as it arrives. */
  readonly report: (label: string, line: L) => void;
}

/** Runs the children (checking first that each checkout is built) and returns their lines by checkout root. */
export function alternateCheckouts<L>(options: AlternateOptions<L>): Map<string, L[]> {
  const roots = options.against === undefined ? [HERE] : [resolve(options.against), HERE];
  for (const root of roots)
    if (!existsSync(resolve(root, 'dist', 'index.js'))) {
      process.stderr.write(`${root}/dist/ is missing: run \`npm run build\` there first\n`);
      process.exit(1);
    }
  const lines = new Map<string, L[]>(roots.map((root) => [root, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const root of roots) {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(options.script), '--child', root, ...options.childArgs],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
      );
      const line = JSON.parse(out.trim().split('\n').pop()!) as L;
      lines.get(root)!.push(line);
      options.report(root === HERE ? 'this tree' : root, line);
    }
  }
  return lines;
}

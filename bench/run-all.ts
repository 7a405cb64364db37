/**
 * `npm run bench [-- NAME…] [--list]`: runs the benchmarks under bench/ one after another (all of
 * them, or the named ones: a folder such as `household`, or `folder/file` such as
 * `report/batch`), each in its own process so that one's warm state never helps the next, and
 * prints each one's figures as it goes. `--list` prints them with their first line of doc.
 * Benchmarks that drive the compiled command need `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = fileURLToPath(new URL('.', import.meta.url));

/** Every benchmark script: `<folder>/run.ts` first, then the folder's other `.ts` scripts. */
function benchmarks(): string[] {
  const found: string[] = [];
  for (const folder of readdirSync(BENCH).sort()) {
    if (!statSync(join(BENCH, folder)).isDirectory()) continue;
    const scripts = readdirSync(join(BENCH, folder))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .sort((a, b) => (a === 'run.ts' ? -1 : b === 'run.ts' ? 1 : a.localeCompare(b)));
    for (const s of scripts) found.push(`${folder}/${s.slice(0, -3)}`);
  }
  return found;
}

function summary(name: string): string {
  // The file's opening comment: a /** block or // lines.
  const text = readFileSync(join(BENCH, `${name}.ts`), 'utf8').trimStart();
  const doc = (/^\/\*\*\s*\n?\s*\*?\s*(.+)/.exec(text) ?? /^\/\/\s*(.+)/.exec(text))?.[1] ?? '';
  return doc.length > 100 ? `${doc.slice(0, 99)}…` : doc;
}

const all = benchmarks();
const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const name of all) console.log(`${name.padEnd(20)} ${summary(name)}`);
  process.exit(0);
}
const names = args.filter((a) => !a.startsWith('--'));
const passOn = args.filter((a) => a.startsWith('--'));
const unknown = names.filter((n) => !all.some((b) => b === n || b.startsWith(`${n}/`)));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; the benchmarks are: ${all.join(', ')} (npm run bench -- --list)`,
  );
  process.exit(2);
}
const chosen =
  names.length === 0 ? all : all.filter((b) => names.some((n) => b === n || b.startsWith(`${n}/`)));
let failed = 0;
for (const name of chosen) {
  console.log(`\n## ${name}`);
  const run = spawnSync('npx', ['tsx', join(BENCH, `${name}.ts`), ...passOn], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.log(`${name} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failed > 0 ? 1 : 0);

// What the scripts/gen-*.ts generators share: walking a source tree, and writing a generated file
// or (with `--check`) failing when the file on disk is not what the generator renders now.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every TypeScript source file under `dir`, sorted by path: tests (`*.test.ts`), generated files
 * (`*.generated.ts`) and `testing/` folders excluded.
 */
export function sourceFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'testing') out.push(...sourceFilesUnder(path));
    } else if (
      name.endsWith('.ts') &&
      !name.endsWith('.test.ts') &&
      !name.endsWith('.generated.ts')
    )
      out.push(path);
  }
  return out;
}

/**
 * Writes `text` to `target`; in check mode instead exits 1 when the file differs, naming the npm
 * script that regenerates it and what makes it stale.
 */
export function writeOrCheck(
  target: string,
  text: string,
  check: boolean,
  regenerate: { readonly script: string; readonly staleWhen: string },
): void {
  if (!check) {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
    return;
  }
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    console.error(`${target} is stale (${regenerate.staleWhen}): run npm run ${regenerate.script}`);
    process.exit(1);
  }
  console.log(`${target} is current`);
}

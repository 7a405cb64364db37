#!/usr/bin/env node
// Builds the compiled package into dist/ (or the directory given with --out-dir): removes what an
// earlier build left, compiles src/ with tsconfig.build.json (JavaScript and type declarations;
// imported JSON data comes along), and copies the plain JavaScript modules of src/ (*.mjs, e.g.
// the worker threads' bootstrap). Run by `npm run build` and, on install, by `prepare`.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--out-dir');
const outDir = at === -1 ? join(root, 'dist') : resolve(process.argv[at + 1]);

rmSync(outDir, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(
  process.execPath,
  [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', outDir],
  { stdio: 'inherit', cwd: root },
);
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const copyPlainModules = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) copyPlainModules(path);
    else if (name.endsWith('.mjs')) cpSync(path, join(outDir, relative(join(root, 'src'), path)));
  }
};
copyPlainModules(join(root, 'src'));

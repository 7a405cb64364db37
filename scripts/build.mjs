#!/usr/bin/env node
// Builds the compiled package into dist/ (or the directory given with --out-dir): removes what an
// earlier build left, compiles src/ with tsconfig.build.json (JavaScript and type declarations;
// imported JSON data comes along), copies the plain JavaScript modules of src/ (*.mjs, e.g. the
// worker threads' bootstrap), and bundles each country model into one module (see bundleModels).
// Then it bundles the command-line program (bundleCli). Run by `npm run build` and, on install, by
// `prepare`.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

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

/**
 * A model's generated parameter data (parameters.generated.js: one object literal, 1.6 MB of the
 * US model's JSON) written as `JSON.parse` of a string: V8 reads a string and parses JSON several
 * times faster than it parses and runs an object literal of that size, which every process that
 * loads the model paid (https://v8.dev/blog/cost-of-javascript-2019#json). The values are the
 * module's own, exported under the same names.
 */
const parametersAsJson = {
  name: 'parameters-as-json',
  setup(esbuild) {
    esbuild.onLoad({ filter: /parameters\.generated\.js$/ }, async (args) => {
      const data = await import(pathToFileURL(args.path).href);
      const lines = Object.entries(data).map(([name, value]) => {
        const json = JSON.stringify(value);
        // JSON cannot hold everything a literal can (Infinity, -0, undefined): refuse, never change a value.
        if (!isDeepStrictEqual(JSON.parse(json), value))
          throw new Error(`${args.path}: ${name} does not survive JSON; keep it a literal`);
        return `export const ${name} = JSON.parse(${JSON.stringify(json)});`;
      });
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

/**
 * Each country model (dist/models/<country>/) becomes one module: its index.js bundled with every
 * file of the folder (about 950 for the US), its imports of other folders (the engine) left as
 * they are. Loading one module instead of hundreds is most of what `fiscus calc` spends starting
 * (DESIGN.md's rule that a model is entered only through its index.ts and imports only the engine
 * makes this safe); the folder's other compiled modules are removed, their declarations kept.
 */
const bundleModels = async () => {
  const models = join(outDir, 'models');
  for (const country of readdirSync(models)) {
    const folder = join(models, country);
    const entry = join(folder, 'index.js');
    const outside = {
      name: 'outside-the-model',
      setup(esbuild) {
        esbuild.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          if (!args.path.startsWith('.')) return { path: args.path, external: true };
          const target = resolve(args.resolveDir, args.path);
          if (target.startsWith(`${folder}/`)) return undefined;
          return { path: relative(folder, target), external: true };
        });
      },
    };
    const bundled = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      keepNames: true,
      write: false,
      outfile: entry,
      logLevel: 'warning',
      plugins: [outside, parametersAsJson],
    });
    const removeCompiled = (dir) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) removeCompiled(path);
        else if (name.endsWith('.js')) rmSync(path);
      }
    };
    removeCompiled(folder);
    for (const file of bundled.outputFiles) writeFileSync(file.path, file.contents);
  }
};
await bundleModels();

/**
 * The command-line program (dist/cli/main.js and everything of ours it imports) becomes a few
 * modules in dist/cli/bundle/: main.js, and one chunk per command and per part commands share,
 * so a command still loads only what it uses. Node resolves, reads and links each module file
 * apart, and `fiscus calc` imported some 300 of them; the bundle is about 30. Packages stay
 * outside (imported from node_modules as before), and so does everything that runs elsewhere:
 * worker threads and child processes start from the compiled files beside it, named by URL.
 * Each file's `import.meta.url` is written as the URL of that file, so paths relative to a module
 * (the worker bootstrap, the tasks modules, package.json, the web page) are found as before.
 * The compiled files stay: the library (dist/index.js), the threads and the tests use them.
 */
const bundleCli = async () => {
  const outdir = join(outDir, 'cli', 'bundle');
  const ownUrl = {
    name: 'own-import-meta-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.js$/ }, async (args) => {
        let text = await readFile(args.path, 'utf8');
        if (text.includes('import.meta.url')) {
          const at = JSON.stringify(relative(outdir, args.path));
          text = text.replaceAll('import.meta.url', `new URL(${at}, import.meta.url).href`);
        }
        return { contents: text, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
  await build({
    entryPoints: [join(outDir, 'cli', 'main.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    keepNames: true,
    packages: 'external',
    outdir,
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
    plugins: [ownUrl],
  });
};
await bundleCli();

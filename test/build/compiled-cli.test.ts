/**
 * The compiled package: `scripts/build.mjs` compiles src/ to JavaScript, and the result runs
 * without any TypeScript loader — in the main thread, in worker threads and in child processes.
 * The build goes to a directory outside the project whose node_modules has every dependency but
 * tsx, so any run-time use of tsx (or of a `.ts` module) fails the test.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_PACKS } from '../../src/countries/index.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const home = mkdtempSync(join(tmpdir(), 'fiscus-build-'));
const fiscus = (args: readonly string[]) =>
  run(process.execPath, [join(home, 'bin', 'fiscus.js'), ...args], {
    cwd: home,
    maxBuffer: 16 << 20,
  });

beforeAll(async () => {
  await run(process.execPath, [
    join(ROOT, 'scripts', 'build.mjs'),
    '--out-dir',
    join(home, 'dist'),
  ]);
  cpSync(join(ROOT, 'package.json'), join(home, 'package.json'));
  cpSync(join(ROOT, 'bin'), join(home, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'examples'), join(home, 'examples'), { recursive: true });
  mkdirSync(join(home, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules')))
    if (name !== 'tsx' && name !== '.bin')
      symlinkSync(join(ROOT, 'node_modules', name), join(home, 'node_modules', name));
}, 240_000);
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('the compiled fiscus', () => {
  it('holds JavaScript, type declarations and the data read at run time, and no TypeScript', () => {
    expect(existsSync(join(home, 'dist', 'cli', 'main.js'))).toBe(true);
    expect(existsSync(join(home, 'dist', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(home, 'dist', 'dispatch', 'local', 'worker-bootstrap.mjs'))).toBe(true);
    expect(
      existsSync(
        join(home, 'dist', 'countries', 'us', 'data', 'uprating', 'us-uprating-indices.json'),
      ),
    ).toBe(true);
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /(?<!\.d)\.ts$/.test(entry.name)
            ? [entry.name]
            : [],
      );
    expect(sources(join(home, 'dist'))).toEqual([]);
  });

  it('holds each country model as one module, its declarations beside it', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const models = join(home, 'dist', 'models');
    for (const country of readdirSync(models)) {
      const all = files(join(models, country));
      expect(all.filter((file) => file.endsWith('.js'))).toEqual([
        join(models, country, 'index.js'),
      ]);
      expect(all.filter((file) => file.endsWith('.d.ts')).length).toBeGreaterThan(10);
      // The bundle imports the engine (one copy per process), never a file of its own folder.
      const imports = [
        ...readFileSync(join(models, country, 'index.js'), 'utf8').matchAll(/from "([^"]+)"/g),
      ].map((m) => m[1]);
      expect(new Set(imports)).toEqual(new Set(['../../engine/index.js']));
    }
  });

  it('runs the command line from its bundle, which imports nothing of ours but its own chunks', () => {
    expect(readFileSync(join(home, 'bin', 'fiscus.js'), 'utf8')).toContain(
      "'../dist/cli/bundle/main.js'",
    );
    const bundle = join(home, 'dist', 'cli', 'bundle');
    const specifiers = readdirSync(bundle).flatMap((file) => [
      ...readFileSync(join(bundle, file), 'utf8').matchAll(
        /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s*)"([^"]+)"/gm,
      ),
    ]);
    const relative = specifiers.map((m) => m[1]!).filter((s) => s.startsWith('.'));
    // One copy of each of our modules in the main thread: a compiled file imported beside the
    // bundle would be a second one (another FailureError class, another engine).
    expect(relative.filter((s) => !/^\.\/chunk-[A-Z0-9]+\.js$/.test(s))).toEqual([]);
    expect(relative.length).toBeGreaterThan(10);
    // Paths relative to a module are those of the compiled file it came from: every
    // import.meta.url is written as `new URL("<that file>", import.meta.url).href`.
    for (const file of readdirSync(bundle)) {
      const text = readFileSync(join(bundle, file), 'utf8');
      const all = text.split('import.meta.url').length - 1;
      const own = [...text.matchAll(/new URL\("[^"]+\.js", import\.meta\.url\)\.href/g)].length;
      expect(own, file).toBe(all);
    }
  });

  it('has bundled models with the rules of the sources: the same rules hash, parameter data read as JSON', async () => {
    const script = [
      "const { COUNTRY_PACKS } = await import('./dist/countries/index.js');",
      'const hashes = {};',
      'for (const pack of Object.values(COUNTRY_PACKS)) hashes[pack.id] = (await pack.loadModel()).system.hash;',
      'console.log(JSON.stringify(hashes));',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: home,
    });
    const expected: Record<string, string> = {};
    for (const pack of Object.values(COUNTRY_PACKS))
      expected[pack.id] = (await pack.loadModel()).system.hash;
    expect(JSON.parse(stdout)).toEqual(expected);
    for (const country of Object.keys(expected))
      expect(readFileSync(join(home, 'dist', 'models', country, 'index.js'), 'utf8')).toMatch(
        /ParameterData = JSON\.parse\([`'"]\{/,
      );
  });

  it('prints its version and help without tsx', async () => {
    const { stdout } = await fiscus(['--version']);
    expect(stdout.trim()).toBe('0.1.0');
    const help = await fiscus(['--help']);
    for (const command of ['report', 'reports', 'calc', 'data', 'cache', 'eval', 'worker'])
      expect(help.stdout).toContain(command);
  });

  it('computes a household without tsx', async () => {
    const { stdout } = await fiscus([
      'calc',
      join(ROOT, 'examples', 'households', 'family-with-children.json'),
      '--json',
      '--vars',
      'ctc',
    ]);
    expect(JSON.parse(stdout).tax_units.tax_unit.ctc).toEqual({ 2026: 4_400 });
  });

  it('runs a report on worker threads started from the compiled code, without tsx', async () => {
    const { stdout } = await fiscus([
      'report',
      '--reform',
      join(ROOT, 'examples', 'ctc-3600.json'),
      '--households',
      '300',
      '--threads',
      '1',
      '--home',
      join(home, '.fiscus'),
      '--delivery',
      'return',
      '--no-cache',
      '--no-progress',
      '--json',
    ]);
    const result = JSON.parse(stdout) as Record<string, unknown>;
    expect(JSON.stringify(result)).toContain('budget');
  });

  it('loads BullMQ, parquet-wasm and apache-arrow only when used, not with the folders that hold them', async () => {
    // Every command that runs a local pool imports dispatch/ and data/; both packages are
    // CommonJS, so a loaded copy shows in the require cache.
    const script = [
      "import { createRequire } from 'node:module';",
      'const cache = createRequire(import.meta.url).cache;',
      'const has = (name) => Object.keys(cache).some((file) => file.includes(`/node_modules/${name}/`));',
      "const loaded = () => ({ bullmq: has('bullmq'), parquet: has('parquet-wasm'), arrow: has('apache-arrow') });",
      "const dispatch = await import('./dist/dispatch/index.js');",
      "const data = await import('./dist/data/index.js');",
      "const pool = dispatch.createLocalDispatcher({ tasksModule: new URL('./dist/executor/index.js', import.meta.url).href, threads: 1 });",
      "dispatch.parseQueueUrl('redis://127.0.0.1:6379');",
      'const before = loaded();',
      'await pool.close();',
      "const bytes = data.encodeFrameParquet({ entity: 'household', rowCount: 0, columns: [] });",
      'const roundTrip = data.decodeFrameParquet(bytes).entity;',
      'const after = loaded();',
      // The compiled lazy loader finds BullMQ from dist/ (the queue tests run the sources).
      "const { bullmq } = await import('./dist/dispatch/bullmq/bullmq-module.js');",
      'const queueClass = typeof bullmq().Queue;',
      'console.log(JSON.stringify({ before, after, roundTrip, queueClass, loaded: loaded() }));',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: home,
    });
    expect(JSON.parse(stdout)).toEqual({
      before: { bullmq: false, parquet: false, arrow: false },
      after: { bullmq: false, parquet: true, arrow: true },
      roundTrip: 'household',
      queueClass: 'function',
      loaded: { bullmq: true, parquet: true, arrow: true },
    });
  });

  it('is importable as the package `fiscus`, with types: the library example runs', async () => {
    expect(readFileSync(join(home, 'dist', 'index.d.ts'), 'utf8')).toMatch(
      /calculateSituations[\s\S]*runReport|runReport[\s\S]*calculateSituations/,
    );
    const { stdout } = await run(process.execPath, [join(home, 'examples', 'library.mjs'), '300'], {
      cwd: home,
    });
    expect(stdout).toContain('ctc: 4400 -> 7200');
    expect(stdout).toMatch(/digest [0-9a-f]{64}/);
  });
});

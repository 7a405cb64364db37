/**
 * Benchmark: a chunk child's start-up time and peak memory, with the handed-over provenance file
 * and without it (the child then loads the US model to compute its own). Start-up is the time
 * from spawn to the child's first request at a fake provider on loopback; peak memory is the
 * child's maximum RSS. Run: `npx tsx bench/eval/run.ts [--runs 5]`. Targets with the handoff:
 * under 200 ms and 100 MB.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chunkChildArgs } from '../../src/eval/chunk-launcher.js';
import { computeModelBundles } from '../../src/eval/model-bundle.js';
import { createProvenanceFile, writeProvenanceFile } from '../../src/eval/provenance-file.js';
import { computeFingerprint } from '../../src/eval/provenance-fingerprint.js';
import { childEnvironment } from '../../src/eval/provenance-handoff.js';
import { ModelConfigSchema } from '../../src/eval/providers/provider.js';
import { startFakeProvider, wellFormedAnswer } from '../../test/eval/fake-provider-server.js';
import { writeFixtureSet } from '../../test/eval/fixture-set.js';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const dir = mkdtempSync(join(tmpdir(), 'fiscus-bench-eval-'));
const cleanups: string[] = [dir];
// Leave nothing behind, also when a run fails.
process.on('exit', () => {
  for (const path of cleanups) rmSync(path, { recursive: true, force: true });
});
const scenariosDir = join(dir, 'scenarios');
writeFixtureSet(scenariosDir, 1);

let firstRequestAt: number | undefined;
const server = await startFakeProvider((request) => {
  firstRequestAt ??= performance.now();
  return { text: wellFormedAnswer(request.prompt, () => 0) };
});
const model = ModelConfigSchema.parse({
  id: 'bench',
  kind: 'openai',
  baseUrl: server.baseUrl,
  model: 'bench',
});

const provenancePath = join(dir, 'provenance.json');
const roots = { projectRoot };
const bundles = await computeModelBundles(['us'], roots);
// Rewritten before each handed run with a fresh fingerprint, so that edits to the sources while
// the bench runs do not turn a handed run into a computing one.
const refreshProvenance = () =>
  writeProvenanceFile(
    provenancePath,
    createProvenanceFile(['us'], computeFingerprint(['us'], roots), bundles),
  );
const emptyEntry = join(dir, 'empty.ts');
writeFileSync(emptyEntry, 'export {};\n');
const emptyModule = join(dir, 'empty.mjs');
writeFileSync(emptyModule, 'export {};\n');

interface Sample {
  readonly startupMs: number;
  readonly wallMs: number;
  readonly maxRssMb: number;
}

type Mode = 'handed' | 'computed' | 'tsx-floor' | 'bundled-handed' | 'node-floor';

// The chunk child bundled once by esbuild (how a deployed runner would ship it; esbuild comes with
// tsx), to separate the child's own cost from tsx transpiling TypeScript at every start.
const bundleDir = mkdtempSync(join(projectRoot, '.bench-bundle-eval-'));
cleanups.push(bundleDir);
const bundledChild = join(bundleDir, 'chunk-child.mjs');
const { build } = await import('esbuild');
await build({
  entryPoints: [join(projectRoot, 'src/eval/chunk-child.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  outfile: bundledChild,
  logLevel: 'silent',
});

async function runOnce(mode: Mode, index: number): Promise<Sample> {
  const rssFile = join(dir, `rss-${mode}-${index}.jsonl`);
  const outputPath = join(dir, `out-${mode}-${index}.csv`);
  const handed = mode === 'handed' || mode === 'bundled-handed';
  if (handed) refreshProvenance();
  const env = {
    ...childEnvironment(process.env, handed ? provenancePath : undefined),
    FISCUS_BENCH_RSS_FILE: rssFile,
  };
  const childArgs = chunkChildArgs({
    model,
    scenariosDir,
    selection: { start: 0, end: 1 },
    outputPath,
  });
  const entry =
    mode === 'tsx-floor'
      ? ['--import', 'tsx', emptyEntry]
      : mode === 'node-floor'
        ? [emptyModule]
        : mode === 'bundled-handed'
          ? [bundledChild, ...childArgs, '--project-root', projectRoot]
          : ['--import', 'tsx', join(projectRoot, 'src/eval/chunk-child.ts'), ...childArgs];
  firstRequestAt = undefined;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', join(projectRoot, 'bench/eval/rss-probe.mjs'), ...entry],
    {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ended = performance.now();
  if (code !== 0) throw new Error(`chunk child exited with ${code}: ${stderr}`);
  if (handed && stderr.includes('not reused')) {
    // the sources changed between the refresh and the child (someone is editing): measure again
    return runOnce(mode, index);
  }
  const { maxRssBytes } = JSON.parse(readFileSync(rssFile, 'utf8').trim()) as {
    maxRssBytes: number;
  };
  return {
    startupMs: (firstRequestAt ?? ended) - started,
    wallMs: ended - started,
    maxRssMb: maxRssBytes / 1e6,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1
    ? s[(s.length - 1) / 2]!
    : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

const results: Record<Mode, Sample[]> = {
  handed: [],
  computed: [],
  'tsx-floor': [],
  'bundled-handed': [],
  'node-floor': [],
};
const modes: Mode[] = ['handed', 'computed', 'tsx-floor', 'bundled-handed', 'node-floor'];
for (const mode of modes) await runOnce(mode, -1); // warm tsx's transform cache
for (let i = 0; i < runs; i += 1)
  for (const mode of modes) results[mode].push(await runOnce(mode, i));
await server.close();

const labels: Record<Mode, string> = {
  handed: 'with handed provenance   ',
  computed: 'computing its own (model)',
  'tsx-floor': 'node --import tsx, empty ',
  'bundled-handed': 'bundled (esbuild), handed',
  'node-floor': 'node, empty module       ',
};
console.log(
  `chunk child, ${runs} runs each (median; min–max); machine load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`,
);
for (const mode of modes) {
  const samples = results[mode];
  const f = (pick: (s: Sample) => number, unit: string) =>
    `${median(samples.map(pick)).toFixed(0)} ${unit} (${Math.min(...samples.map(pick)).toFixed(0)}–${Math.max(...samples.map(pick)).toFixed(0)})`;
  console.log(
    `${labels[mode]}  start-up to first request ${f((s) => s.startupMs, 'ms')}  whole chunk ${f((s) => s.wallMs, 'ms')}  peak RSS ${f((s) => s.maxRssMb, 'MB')}`,
  );
}

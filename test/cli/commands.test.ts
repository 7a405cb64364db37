/**
 * The `fiscus` commands as a user runs them (the TypeScript sources, through tsx): every example
 * file through every command that takes it, report results as one JSON document (also for a
 * repeated request), datasets a report built found by `data inspect`, a state report with the
 * defaults, standard input, closed pipes, and error messages that name the cause once.
 */
import { execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const MAIN = join(ROOT, 'src/cli/main.ts');
// The commands run in a scratch directory: tsx is named by its file, not resolved from there.
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const EXAMPLES = join(ROOT, 'examples');
const REFORMS = readdirSync(EXAMPLES).filter((name) => name.endsWith('.json'));
const HOUSEHOLDS = readdirSync(join(EXAMPLES, 'households')).filter((n) => n.endsWith('.json'));
const FAMILY = join(EXAMPLES, 'households', 'family-with-children.json');
const tmp = mkdtempSync(join(tmpdir(), 'fiscus-cli-'));
chmodSync(tmp, 0o755);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `fiscus ARGS` and resolves with how it ended (never rejects on a failing status). */
async function fiscus(
  args: readonly string[],
  options: { input?: string; uid?: number } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, MAIN, ...args], {
      cwd: tmp,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

// Reports build a dataset and start worker threads: slow on a loaded machine.
const REPORT_TIMEOUT_MS = 400_000;

const reportArgs = (home: string, extra: readonly string[]): string[] => [
  'report',
  '--households',
  '300',
  '--threads',
  '1',
  '--home',
  home,
  '--no-progress',
  ...extra,
];

describe('every example through every command that takes it', () => {
  it.each(HOUSEHOLDS)('calc computes households/%s, as text and as JSON', async (name) => {
    const path = join(EXAMPLES, 'households', name);
    const text = await fiscus(['calc', path]);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('household_net_income');
    const json = await fiscus(['calc', path, '--json', '--vars', 'household_net_income']);
    expect(json.code).toBe(0);
    const filled = JSON.parse(json.stdout) as {
      households: Record<string, Record<string, unknown>>;
    };
    expect(Object.values(filled.households)[0]!.household_net_income).toBeDefined();
  });

  it.each(REFORMS)('calc --reform %s', async (name) => {
    const run = await fiscus(['calc', FAMILY, '--reform', join(EXAMPLES, name), '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  const home = join(tmp, 'return-home');
  it.each(REFORMS)(
    'report --reform %s (one JSON document)',
    async (name) => {
      const run = await fiscus(
        reportArgs(home, [
          '--reform',
          join(EXAMPLES, name),
          '--delivery',
          'return',
          '--no-cache',
          '--json',
        ]),
      );
      expect(run.stderr).not.toMatch(/error|\{"level"/i);
      expect(run.code).toBe(0);
      const result = JSON.parse(run.stdout) as Record<string, unknown>;
      expect(result).toMatchObject({ status: 'succeeded' });
      expect(result.reportAggregateSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(result)).toEqual(
        expect.arrayContaining(['reportId', 'macroOutput', 'provenance', 'artifacts']),
      );
    },
    REPORT_TIMEOUT_MS,
  );

  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const readmeCalcs = [...readme.matchAll(/^npx fiscus (calc .*)$/gm)].map((m) => m[1]!);
  it('the README shows calc on the household examples', () => {
    expect(readmeCalcs.length).toBeGreaterThanOrEqual(HOUSEHOLDS.length);
    for (const name of HOUSEHOLDS) expect(readme).toContain(`examples/households/${name}`);
  });
  it.each(readmeCalcs)('the README command `fiscus %s` runs', async (command) => {
    const args = command
      .split(/\s+/)
      .map((arg) => (arg.startsWith('examples/') ? join(ROOT, arg) : arg));
    const run = await fiscus(args);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('the library example is an example file too (run by test/build)', () => {
    expect(readdirSync(EXAMPLES)).toContain('library.mjs');
  });
});

describe('fiscus report', () => {
  const home = join(tmp, 'db-home');
  it(
    'prints the recorded result for a repeated request, and data inspect finds its dataset',
    async () => {
      const first = await fiscus(reportArgs(home, ['--json']));
      expect(first.code).toBe(0);
      const again = await fiscus(reportArgs(home, ['--json']));
      expect(again.code).toBe(0);
      const a = JSON.parse(first.stdout) as Record<string, unknown>;
      const b = JSON.parse(again.stdout) as Record<string, unknown>;
      expect(b.repeated).toBe('same_request');
      expect(b.reportId).toBe(a.reportId);
      expect(b.reportAggregateSha256).toBe(a.reportAggregateSha256);
      expect(b.macroOutput).toEqual(a.macroOutput);
      expect(b.provenance).toEqual(a.provenance);
      expect((b.artifacts as Record<string, unknown>).baseline).toEqual(
        (a.artifacts as Record<string, unknown>).baseline,
      );

      const inspect = await fiscus(['data', 'inspect', '--home', home]);
      expect(inspect.code).toBe(0);
      expect(inspect.stdout).toContain(join(home, 'store', 'datasets', 'us'));
      expect(inspect.stdout).toMatch(/household\s+300/);

      const list = await fiscus(['reports', 'list', '--home', home]);
      expect(list.stdout).toContain(
        `${String(a.reportId)}  succeeded us us 2026  gov.irs.credits.ctc`,
      );
      // `reports show --json` is the same document as `report --json`, with the records beside it.
      const shown = await fiscus(['reports', 'show', String(a.reportId), '--home', home, '--json']);
      expect(shown.code).toBe(0);
      const c = JSON.parse(shown.stdout) as Record<string, unknown>;
      expect(c).toMatchObject({
        reportId: a.reportId,
        status: 'succeeded',
        reportAggregateSha256: a.reportAggregateSha256,
      });
      expect(c.macroOutput).toEqual(a.macroOutput);
      expect(c.provenance).toEqual(a.provenance);
      expect((c.record as { id: string }).id).toBe(a.reportId);
      expect((c.simulations as unknown[]).length).toBeGreaterThan(0);
    },
    REPORT_TIMEOUT_MS,
  );

  it(
    'runs a state report with the default settings',
    async () => {
      const run = await fiscus(
        reportArgs(join(tmp, 'state-home'), ['--region', 'ca', '--delivery', 'return', '--json']),
      );
      expect(run.stderr).not.toMatch(/error|\{"level"/i);
      expect(run.code).toBe(0);
      expect((JSON.parse(run.stdout) as { provenance: { region: string } }).provenance.region).toBe(
        'ca',
      );
    },
    REPORT_TIMEOUT_MS,
  );
});

describe('input and output', () => {
  it('calc - reads the situation from standard input', async () => {
    const run = await fiscus(['calc', '-', '--json', '--vars', 'ctc'], {
      input: readFileSync(FAMILY, 'utf8'),
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).tax_units.tax_unit.ctc).toBeDefined();
  });

  it('ends quietly when the reader of its output goes away (| head)', async () => {
    const { stderr, code } = await execFileAsync(
      '/bin/sh',
      [
        '-c',
        `"${process.execPath}" --import "${TSX}" "${MAIN}" calc "${FAMILY}" --explain household_net_income --depth 100 | head -1; exit 0`,
      ],
      { cwd: tmp },
    ).then((r) => ({ ...r, code: 0 }));
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('errors name the cause, once', () => {
  it('a malformed reform file is named, for report as for calc', async () => {
    const broken = join(tmp, 'broken.json');
    writeFileSync(broken, '{ "reform": ');
    for (const args of [
      ['calc', FAMILY, '--reform', broken],
      reportArgs(join(tmp, 'broken-home'), ['--reform', broken, '--delivery', 'return']),
    ]) {
      const run = await fiscus(args);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`reform file ${broken} is not valid JSON`);
      expect(run.stderr).not.toContain('{"level"');
    }
  });

  it('a report request that cannot run is refused before the dataset is built', async () => {
    const home = join(tmp, 'refused-home');
    const run = await fiscus(reportArgs(home, ['--region', 'zz', '--delivery', 'return']));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/region: region "zz" is not a region of \w+; use .*group-01/);
    expect(run.stderr).toContain('(invalid_region)');
    expect(run.stderr).not.toContain('Loading the dataset');
  });

  it('shows every problem of a reform file, each once', async () => {
    const bad = join(tmp, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ reform: { 'gov.x': { '2027-4-6': 1 }, 'not a path': { '2026-01-01': 1 } } }),
    );
    const run = await fiscus(reportArgs(join(tmp, 'bad-home'), ['--reform', bad]));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('2027-4-6');
    expect(run.stderr).toContain('not a path');
    const lines = run.stderr.trim().split('\n');
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('a missing situation file is said once, in words', async () => {
    const run = await fiscus(['calc', join(tmp, 'nowhere.json')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`no such file or directory: ${join(tmp, 'nowhere.json')}`);
    expect(run.stderr).not.toMatch(/ENOENT: ENOENT/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a refused --queue names the connection and its URL', async () => {
    const run = await fiscus(
      reportArgs(join(tmp, 'queue-home'), ['--queue', 'redis://127.0.0.1:1']),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('queue_unreachable');
    expect(run.stderr).toContain('Redis queue of --queue redis://127.0.0.1:1');
    expect(run.stderr).toContain('connection refused');
  });

  it.runIf(process.getuid?.() === 0)(
    'a read-only home says read-only, and which path',
    async () => {
      const home = join(tmp, 'readonly-home');
      mkdirSync(home, { mode: 0o755 });
      const run = await fiscus(reportArgs(home, []), { uid: 65534 });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`--home ${home} is read-only`);
    },
  );
});

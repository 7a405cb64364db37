/**
 * `fiscus report` with several reforms: a sweep and repeated `--reform` files are reports against
 * the one baseline (the same baseline artifact), and each report of the batch has the digest the
 * same reform has alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRunner } from './cli-runner.js';

const { tmp, fiscus } = cliRunner('fiscus-batch-');

const PATH = 'gov.irs.credits.ctc.amount.base[0].amount';
const home = join(tmp, 'home');
const args = (extra: readonly string[]): string[] => [
  'report',
  '--households',
  '300',
  '--threads',
  '1',
  '--home',
  home,
  '--delivery',
  'return',
  '--no-segmented',
  '--no-progress',
  ...extra,
];

interface BatchJson {
  reports: {
    label: string;
    year: number;
    reportAggregateSha256: string;
    artifacts: { baseline: { key: string }; reform: { key: string } };
  }[];
}

describe('fiscus report with several reforms', () => {
  it('runs a sweep against one baseline, each digest equal to the reform alone', async () => {
    const sweep = await fiscus(args(['--sweep', `${PATH}=2500:3500:500`, '--json']));
    expect(sweep.stderr).not.toMatch(/error/i);
    expect(sweep.code).toBe(0);
    const batch = JSON.parse(sweep.stdout) as BatchJson;
    expect(batch.reports.map((r) => r.label)).toEqual([
      `${PATH}=2500`,
      `${PATH}=3000`,
      `${PATH}=3500`,
    ]);
    expect(new Set(batch.reports.map((r) => r.artifacts.baseline.key)).size).toBe(1);
    expect(new Set(batch.reports.map((r) => r.reportAggregateSha256)).size).toBe(3);
    const file = join(tmp, 'ctc-3000.json');
    writeFileSync(file, JSON.stringify({ reform: { [PATH]: { '2026-01-01.2100-12-31': 3000 } } }));
    const alone = await fiscus(args(['--reform', file, '--json']));
    expect(alone.code).toBe(0);
    expect(
      (JSON.parse(alone.stdout) as { reportAggregateSha256: string }).reportAggregateSha256,
    ).toBe(batch.reports[1]!.reportAggregateSha256);
    const table = await fiscus(args(['--reform', file, '--sweep', `${PATH}=4000:4000:1`]));
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('2 reforms against one baseline (us, 2026)');
    expect(table.stdout).toMatch(/^ctc-3000\.json\s+-?\d/m);
    expect(table.stdout).toContain(batch.reports[1]!.reportAggregateSha256.slice(0, 12));
  }, 600_000);

  it('runs a budget window, each year with the digest of --year Y alone, past the data years refused', async () => {
    // 2028 is past the published data: its dataset is uprated by CBO and Trustees projections.
    const window = await fiscus(args(['--years', '2027-2028', '--json']));
    expect(window.code).toBe(0);
    const batch = JSON.parse(window.stdout) as BatchJson;
    expect(batch.reports.map((r) => r.year)).toEqual([2027, 2028]);
    const alone = await fiscus(args(['--year', '2028', '--json']));
    expect(
      (JSON.parse(alone.stdout) as { reportAggregateSha256: string }).reportAggregateSha256,
    ).toBe(batch.reports[1]!.reportAggregateSha256);
    const past = await fiscus(args(['--years', '2034-2036']));
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('year_out_of_range');
    expect(past.stderr).toContain('at most 2035');
    const bad = await fiscus(args(['--years', '2027-2026']));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error [invalid_years] --years');
  }, 600_000);

  it('names a bad sweep and the fix', async () => {
    const bad = await fiscus(args(['--sweep', `${PATH}=4000:2000:500`]));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error [invalid_sweep] --sweep: --sweep is path=lo:hi:step');
  }, 120_000);
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPolicyFile } from './input-files.js';

const dir = mkdtempSync(join(tmpdir(), 'fiscus-input-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe('readPolicyFile', () => {
  it('says when two periods of one parameter overlap, naming the file and the parameter', async () => {
    const path = file('overlap.json', {
      'gov.irs.credits.ctc.amount.base[0].amount': {
        '2026-01-01.2100-12-31': 3_000,
        '2026-06-01.2027-12-31': 3_600,
      },
    });
    const warnings: string[] = [];
    const policy = await readPolicyFile(path, 'reform file', (line) => warnings.push(line));
    expect(policy).not.toBe('current-law');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^warning \[overlapping_reform_periods\] .*overlap\.json: gov\.irs\.credits\.ctc\.amount\.base\[0\]\.amount/,
    );
  });

  it('says nothing for ranges that do not overlap or a schedule of instants', async () => {
    const warnings: string[] = [];
    await readPolicyFile(
      file('schedule.json', {
        reform: {
          'gov.irs.credits.ctc.amount.base[0].amount': { '2026': 3_000, '2028': 3_600 },
          'gov.irs.deductions.standard.amount.SINGLE': {
            '2026-01-01.2026-12-31': 16_000,
            '2027-01-01.2027-12-31': 17_000,
          },
        },
      }),
      'reform file',
      (line) => warnings.push(line),
    );
    expect(warnings).toEqual([]);
  });
});

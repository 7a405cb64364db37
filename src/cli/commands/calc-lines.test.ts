import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRY_PACKS } from '../../countries/index.js';
import { runCalc, MAX_CALC_JSON_BYTES } from './calc.js';
import { runCalcLines } from './calc-lines.js';

const system = (await COUNTRY_PACKS.us.loadModel()).system;
const dir = mkdtempSync(join(tmpdir(), 'fiscus-calc-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const household = (income: number) => ({
  people: { you: { age: { 2024: 40 }, employment_income: { 2024: income } } },
  tax_units: { tu: { members: ['you'] } },
  households: { home: { members: ['you'], state_code: { 2024: 'NH' } } },
});

describe('fiscus calc --jsonl', () => {
  it('computes in chunks exactly what one whole batch computes, in input order', async () => {
    const situations = [10_000, 50_000, 0, 120_000, 75_500].map(household);
    const lines = join(dir, 'batch.jsonl');
    writeFileSync(lines, `${situations.map((s) => JSON.stringify(s)).join('\n')}\n\n`);
    const whole = join(dir, 'batch.json');
    writeFileSync(whole, JSON.stringify(situations));
    const out: string[] = [];
    const progress: number[] = [];
    const count = await runCalcLines(lines, system, {
      vars: ['income_tax', 'eitc'],
      chunkSize: 2,
      write: (line) => void out.push(line),
      onProgress: (done) => progress.push(done),
    });
    expect(count).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    const expected = JSON.parse(
      await runCalc(whole, { json: true, vars: 'income_tax,eitc' }, system),
    ) as unknown[];
    expect(out.map((l) => JSON.parse(l) as unknown)).toEqual(expected);
  });

  it('names the line that is not a situation', async () => {
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, `${JSON.stringify(household(1))}\n[1, 2]\n`);
    await expect(runCalcLines(bad, system, { write: () => undefined })).rejects.toMatchObject({
      code: 'invalid_calc_input',
      line: 2,
    });
  });

  it('refuses a whole-JSON file above the stated size, pointing to --jsonl', async () => {
    const big = join(dir, 'big.json');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, MAX_CALC_JSON_BYTES + 1);
    closeSync(fd);
    await expect(runCalc(big, {}, system)).rejects.toThrow(/limited to 64 MiB.*--jsonl/);
  });
});

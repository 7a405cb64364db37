import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SituationError } from '../../engine/index.js';
import { createUsSystem } from '../../models/us/index.js';
import { EngineError } from '../../engine/index.js';
import { calcErrorLines, CalcInputError, formatValue, runCalc } from './calc.js';

const system = createUsSystem();
const dir = mkdtempSync(join(tmpdir(), 'fiscus-calc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const single = {
  people: { you: { age: { 2024: 40 }, employment_income: { 2024: 50_000 } } },
  tax_units: { tu: { members: ['you'] } },
  households: { home: { members: ['you'], state_code: { 2024: 'NH' } } },
};

describe('fiscus calc', () => {
  it('prints readable values', async () => {
    const out = await runCalc(file('single.json', single), {}, system);
    expect(out).toContain('taxable_income');
    expect(out).toMatch(/income_tax\s+4,016/); // 10% x 11,600 + 12% x 23,800
  });

  it('fills the situation in PolicyEngine household-API shape', async () => {
    const out = JSON.parse(
      await runCalc(
        file('single2.json', single),
        { json: true, vars: 'income_tax,filing_status' },
        system,
      ),
    );
    expect(out.tax_units.tu.income_tax).toEqual({ 2024: 4016 });
    expect(out.tax_units.tu.filing_status).toEqual({ 2024: 'SINGLE' });
  });

  it('computes an array of situations as one batch, in order', async () => {
    const richer = {
      ...single,
      people: { you: { age: { 2024: 40 }, employment_income: { 2024: 60_000 } } },
    };
    const out = JSON.parse(
      await runCalc(
        file('batch.json', [single, richer]),
        { json: true, vars: 'taxable_income' },
        system,
      ),
    );
    expect(
      out.map(
        (s: { tax_units: { tu: { taxable_income: Record<string, number> } } }) =>
          s.tax_units.tu.taxable_income['2024'],
      ),
    ).toEqual([35_400, 45_400]);
  });

  it('applies a reform file', async () => {
    const reform = file('reform.json', {
      'gov.irs.deductions.standard.amount.SINGLE': { '2024-01-01.2024-12-31': 20_000 },
    });
    const out = JSON.parse(
      await runCalc(
        file('single3.json', single),
        { json: true, vars: 'taxable_income', reform },
        system,
      ),
    );
    expect(out.tax_units.tu.taxable_income).toEqual({ 2024: 30_000 });
  });

  it('explains a value with its parameters and references', async () => {
    const out = await runCalc(
      file('single4.json', single),
      { explain: 'standard_deduction' },
      system,
    );
    expect(out).toContain('standard_deduction (2024) = 14,600');
    expect(out).toContain('gov.irs.deductions.standard.amount.SINGLE @ 2024-01-01 = 14600');
    expect(out).toContain('filing_status (2024) = SINGLE');
  });

  it('names the field of bad input', async () => {
    const bad = {
      people: { a: { age: { 2024: 30 }, salary: { 2024: 1 } } },
      tax_units: { t1: { members: ['a'] }, t2: { members: ['a'] } },
    };
    try {
      await runCalc(file('bad.json', bad), {}, system);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SituationError);
      const paths = (error as SituationError).issues.map((i) => i.path);
      expect(paths).toContain('people.a.salary');
      expect(paths).toContain('tax_units.t2.members');
    }
    await expect(
      runCalc(file('vars.json', single), { vars: 'no_such_variable' }, system),
    ).rejects.toThrow(CalcInputError);
    await expect(runCalc(file('broken.json', '{ not json'), {}, system)).rejects.toThrow(
      /not valid JSON/,
    );
  });

  it('takes the reform files fiscus report takes: wrapped in "reform", or bare', async () => {
    const wrapped = file('wrapped.json', {
      reform: { 'gov.irs.deductions.standard.amount.SINGLE': { '2024-01-01.2024-12-31': 20_000 } },
    });
    const out = JSON.parse(
      await runCalc(
        file('single5.json', single),
        { json: true, vars: 'taxable_income', reform: wrapped },
        system,
      ),
    );
    expect(out.tax_units.tu.taxable_income).toEqual({ 2024: 30_000 });
  });

  it('names the reform file and shows every problem of it', async () => {
    const bad = file('bad-reform.json', {
      reform: {
        'gov.irs.deductions.standard.amount.SINGLE': { '2024-13-01': 1 },
        'not a path': { '2024-01-01.2024-12-31': 1 },
      },
    });
    const error = await runCalc(file('single6.json', single), { reform: bad }, system).catch(
      (e: unknown) => e,
    );
    const lines = calcErrorLines(error)!;
    expect(lines[0]).toContain(bad);
    expect(lines.join('\n')).toContain('2024-13-01');
    expect(lines.join('\n')).toContain('not a path');
    const broken = file('broken-reform.json', '{ "reform": ');
    await expect(runCalc(file('single7.json', single), { reform: broken }, system)).rejects.toThrow(
      new RegExp(`reform file ${broken} is not valid JSON`),
    );
  });

  it('limits --explain to --depth levels and hides zeros and defaults on request', async () => {
    const deep = await runCalc(file('single8.json', single), { explain: 'income_tax' }, system);
    const shallow = await runCalc(
      file('single9.json', single),
      { explain: 'income_tax', depth: 1 },
      system,
    );
    const indent = (text: string) =>
      Math.max(...text.split('\n').map((l) => /^ */.exec(l)![0].length));
    expect(indent(shallow)).toBeLessThanOrEqual(4);
    expect(shallow).toContain('raise --depth to see them');
    expect(shallow.split('\n').length).toBeLessThan(deep.split('\n').length);
    const hidden = await runCalc(
      file('single10.json', single),
      { explain: 'income_tax', depth: 1, hideZeros: true },
      system,
    );
    expect(hidden).toMatch(/zero or default inputs? hidden/);
    const values = (text: string) => text.split('\n').filter((line) => / = /.test(line));
    expect(values(hidden).length).toBeLessThan(values(shallow).length);
    for (const line of values(hidden).slice(1)) expect(line).not.toMatch(/\) = 0 /);
  });

  it('prints each error line once', () => {
    const issue = { code: 'unknown_person', path: 'tax_units.t.members', message: 'no person x' };
    const error = new EngineError('unknown_person', 'no person x', [issue, issue]);
    expect(calcErrorLines(error)).toEqual([
      'error [unknown_person] tax_units.t.members: no person x',
    ]);
  });

  it('formats numbers as en-US with at most two decimals', () => {
    for (const value of [
      0,
      1,
      -1,
      999,
      1_000,
      1_234_567.891,
      -1_234.5,
      0.005,
      12_010.12,
      0.1 + 0.2,
    ])
      expect(formatValue(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 2 }));
  });

  it('keeps four decimals of a rate (unit /1), two of anything else', () => {
    expect(formatValue(0.032, '/1')).toBe('0.032');
    expect(formatValue(0.0303, '/1')).toBe('0.0303');
    expect(formatValue(0.032, 'currency-USD')).toBe('0.03');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SituationError } from '../../engine/index.js';
import { createUsSystem } from '../../models/us/index.js';
import { CalcInputError, runCalc } from './calc.js';

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
  it('prints readable values', () => {
    const out = runCalc(file('single.json', single), {}, system);
    expect(out).toContain('taxable_income');
    expect(out).toMatch(/income_tax\s+4,016/); // 10% x 11,600 + 12% x 23,800
  });

  it('fills the situation in PolicyEngine household-API shape', () => {
    const out = JSON.parse(
      runCalc(
        file('single2.json', single),
        { json: true, vars: 'income_tax,filing_status' },
        system,
      ),
    );
    expect(out.tax_units.tu.income_tax).toEqual({ 2024: 4016 });
    expect(out.tax_units.tu.filing_status).toEqual({ 2024: 'SINGLE' });
  });

  it('computes an array of situations as one batch, in order', () => {
    const richer = {
      ...single,
      people: { you: { age: { 2024: 40 }, employment_income: { 2024: 60_000 } } },
    };
    const out = JSON.parse(
      runCalc(file('batch.json', [single, richer]), { json: true, vars: 'taxable_income' }, system),
    );
    expect(
      out.map(
        (s: { tax_units: { tu: { taxable_income: Record<string, number> } } }) =>
          s.tax_units.tu.taxable_income['2024'],
      ),
    ).toEqual([35_400, 45_400]);
  });

  it('applies a reform file', () => {
    const reform = file('reform.json', {
      'gov.irs.deductions.standard.amount.SINGLE': { '2024-01-01.2024-12-31': 20_000 },
    });
    const out = JSON.parse(
      runCalc(file('single3.json', single), { json: true, vars: 'taxable_income', reform }, system),
    );
    expect(out.tax_units.tu.taxable_income).toEqual({ 2024: 30_000 });
  });

  it('explains a value with its parameters and references', () => {
    const out = runCalc(file('single4.json', single), { explain: 'standard_deduction' }, system);
    expect(out).toContain('standard_deduction (2024) = 14,600');
    expect(out).toContain('gov.irs.deductions.standard.amount.SINGLE @ 2024-01-01 = 14600');
    expect(out).toContain('filing_status (2024) = SINGLE');
  });

  it('names the field of bad input', () => {
    const bad = {
      people: { a: { age: { 2024: 30 }, salary: { 2024: 1 } } },
      tax_units: { t1: { members: ['a'] }, t2: { members: ['a'] } },
    };
    try {
      runCalc(file('bad.json', bad), {}, system);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SituationError);
      const paths = (error as SituationError).issues.map((i) => i.path);
      expect(paths).toContain('people.a.salary');
      expect(paths).toContain('tax_units.t2.members');
    }
    expect(() => runCalc(file('vars.json', single), { vars: 'no_such_variable' }, system)).toThrow(
      CalcInputError,
    );
    expect(() => runCalc(file('broken.json', '{ not json'), {}, system)).toThrow(/not valid JSON/);
  });
});

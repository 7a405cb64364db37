import { describe, expect, it } from 'vitest';
import { createToySystem } from './testing/toy-model.js';
import { evaluateArithmetic, runYamlCase, type YamlCase } from './yaml-case.js';

const system = createToySystem();
const ok = (c: YamlCase) => runYamlCase(system, c).map((check) => check.ok);
const single = { wages: 30_000, age: 40 };

describe("PolicyEngine's YAML case format", () => {
  it('takes yearly inputs without a period in a month-period case', () => {
    expect(
      ok({
        period: '2021-01',
        input: { ...single, monthly_rent: 100 },
        output: { monthly_rent: 100, is_adult: true },
      }),
    ).toEqual([true, true]);
  });

  it('applies parameter paths given under input as a reform', () => {
    expect(
      ok({ period: 2021, input: { ...single, 'tax.credit': 1_000 }, output: { net_tax: 4_725 } }),
    ).toEqual([true]);
    expect(
      ok({
        period: 2021,
        input: {
          'tax.credit': 1_000,
          people: { a: single },
          tax_units: { t: { members: ['a'] } },
          households: { h: { members: ['a'] } },
        },
        output: { net_tax: 4_725 },
      }),
    ).toEqual([true]);
  });

  it('evaluates arithmetic strings in inputs and outputs', () => {
    expect(
      ok({
        period: 2021,
        input: { wages: '2_500 * 12', age: 40 },
        output: { net_tax: '5000 + 225' },
      }),
    ).toEqual([true]);
    expect(evaluateArithmetic('-(1 + 2) * 3 / 2')).toBe(-4.5);
    expect(evaluateArithmetic('1e3 - 0.5')).toBe(999.5);
    for (const bad of ['1 +', 'process.exit()', '2 ** 3', '(1', '1 / 0', ''])
      expect(evaluateArithmetic(bad), bad).toBeUndefined();
  });

  it("uses PolicyEngine's default margin (absolute 0.001) and requires every margin given", () => {
    expect(ok({ period: 2021, input: single, output: { net_tax: 5_225.0009 } })).toEqual([true]);
    expect(ok({ period: 2021, input: single, output: { net_tax: 5_225.002 } })).toEqual([false]);
    expect(
      ok({ period: 2021, input: single, relative_error_margin: 0.001, output: { net_tax: 5_230 } }),
    ).toEqual([true]);
    expect(
      ok({
        period: 2021,
        input: single,
        absolute_error_margin: 0.01,
        relative_error_margin: 0.5,
        output: { net_tax: 5_230 },
      }),
    ).toEqual([false]);
  });

  it('reads outputs by entity instance and by period', () => {
    expect(
      ok({
        period: 2021,
        input: {
          people: { a: single, b: { wages: 0, age: 5 } },
          tax_units: { t: { members: ['a', 'b'] } },
          households: { h: { members: ['a', 'b'] } },
        },
        output: {
          people: { a: { is_adult: true }, b: { is_adult: false } },
          net_tax: { 2021: 5_225 },
        },
      }),
    ).toEqual([true, true, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { ReformValidationError } from '../errors.js';
import { createToySystem } from '../testing/toy-model.js';

const system = createToySystem();
type Toy = { tax: { credit: number; allowance: { SINGLE: number; JOINT: number } } };
const at = (s: typeof system, instant: string): Toy => s.parametersAt(instant) as Toy;

describe('reform periods (PolicyEngine meaning)', () => {
  it('a bare instant applies from then on and replaces later values and uprating', () => {
    for (const period of ['2021', '2021-01', '2021-01-01']) {
      const reformed = system.withReform({ 'tax.allowance.SINGLE': { [period]: 5_000 } });
      expect(at(reformed, '2020-12-31').tax.allowance.SINGLE, period).toBe(1_000);
      expect(at(reformed, '2021-06-01').tax.allowance.SINGLE, period).toBe(5_000);
      // Baseline is uprated (1,000 × 121/100 = 1,210); the reform's value is not.
      expect(at(system, '2022-06-01').tax.allowance.SINGLE).toBe(1_210);
      expect(at(reformed, '2022-06-01').tax.allowance.SINGLE, period).toBe(5_000);
    }
  });

  it('a range applies over its span and the prior value (uprated) returns after it', () => {
    for (const period of [
      '2021-01-01.2021-12-31',
      'year:2021:1',
      'year:2021',
      'month:2021-01:12',
    ]) {
      const reformed = system.withReform({ 'tax.allowance.SINGLE': { [period]: 5_000 } });
      expect(at(reformed, '2021-12-31').tax.allowance.SINGLE, period).toBe(5_000);
      expect(at(reformed, '2022-01-01').tax.allowance.SINGLE, period).toBe(1_210);
    }
  });

  it('a range to 2100 is not uprated inside it', () => {
    const reformed = system.withReform({
      'tax.allowance.SINGLE': { '2021-01-01.2100-12-31': 5_000 },
    });
    expect(at(reformed, '2022-06-01').tax.allowance.SINGLE).toBe(5_000);
  });

  it('accepts ETERNITY and the `path: scalar` shorthand (the value, always)', () => {
    for (const reform of [{ 'tax.credit': 700 }, { 'tax.credit': { ETERNITY: 700 } }]) {
      const reformed = system.withReform(reform);
      expect(at(reformed, '2020-01-01').tax.credit).toBe(700);
      expect(at(reformed, '2022-01-01').tax.credit).toBe(700);
    }
    expect(() => system.withReform({ 'tax.credit': 'x' } as never)).toThrow(ReformValidationError);
  });

  it('applies overlapping ranges in order of their start, and warns of them', () => {
    const reformed = system.withReform({
      'tax.credit': { '2021-06-01.2021-12-31': 900, '2020-01-01.2100-12-31': 600 },
    });
    expect(at(reformed, '2021-01-01').tax.credit).toBe(600);
    expect(at(reformed, '2021-07-01').tax.credit).toBe(900);
    expect(at(reformed, '2022-01-01').tax.credit).toBe(600);
    expect(reformed.reformWarnings).toEqual([
      expect.objectContaining({
        code: 'overlapping_reform_periods',
        path: 'tax.credit',
        message: expect.stringContaining('2021-06-01.2021-12-31'),
      }),
    ]);
    expect(system.withReform({ 'tax.credit': { 2021: 1, 2022: 2 } }).reformWarnings).toEqual([]);
  });

  it('keeps 2027-4-6 an invalid_policy_period', () => {
    expect(() => system.withReform({ 'tax.credit': { '2027-4-6': 1 } })).toThrow(
      expect.objectContaining({ code: 'invalid_policy_period' }),
    );
  });
});

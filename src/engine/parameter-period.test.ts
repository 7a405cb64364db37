import { describe, expect, it } from 'vitest';
import { simulateSituations } from './situation.js';
import { createToySystem } from './testing/toy-model.js';

const system = createToySystem();
const single = (year: string) => ({
  people: { a: { wages: { [year]: 30_000 }, age: { [year]: 40 } } },
  tax_units: { tu: { members: ['a'] } },
  households: { hh: { members: ['a'] } },
});

describe('years outside a parameter history', () => {
  it('a year before the first value fails naming the parameter and its first date', () => {
    const { simulation } = simulateSituations(system, [single('2019')]);
    expect(() => simulation.calculate('taxable', '2019')).toThrow(
      expect.objectContaining({
        code: 'parameter_period_out_of_range',
        parameter: 'tax.allowance.SINGLE',
        message: expect.stringContaining('no value before 2020-01-01'),
      }),
    );
    // A scale none of whose brackets is in force yet is out of range too.
    expect(() => simulation.calculate('tax', '2019')).toThrow(
      expect.objectContaining({ code: 'parameter_period_out_of_range' }),
    );
  });

  it('a year past the last value of an uprating index fails naming the index and its last year', () => {
    const { simulation } = simulateSituations(system, [single('2023')]);
    expect(() => simulation.calculate('taxable', '2023')).toThrow(
      expect.objectContaining({
        code: 'parameter_period_out_of_range',
        parameter: 'index',
        message: expect.stringContaining('projections end in 2022'),
      }),
    );
  });

  it('reads a breakdown only for the entries its rows use', () => {
    const { simulation } = simulateSituations(system, [single('2021')]);
    expect(simulation.calculate('taxable', '2021')[0]).toBe(28_900);
  });
});

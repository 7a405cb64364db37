import { describe, expect, it } from 'vitest';
import { simulateSituations } from './situation.js';
import { createToySystem } from './testing/toy-model.js';
import { createTaxSystem } from './tax-system.js';
import { defineVariable } from './variable.js';

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
        message: expect.stringMatching(/no value before 2020-01-01.*covers years 2020–2022/),
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

describe('non-finite values', () => {
  it('an overflow to Infinity or NaN is an error naming a variable, never an output', () => {
    const doc = {
      people: { a: { wages: { 2021: 1e308 } }, b: { wages: { 2021: 1e308 } } },
      tax_units: { tu: { members: ['a', 'b'] } },
      households: { hh: { members: ['a', 'b'] } },
    };
    const { simulation } = simulateSituations(system, [doc]);
    // Infinity leaves no calculate(); NaN is stopped at the variable that made it.
    expect(() => simulation.calculate('unit_wages', '2021')).toThrow(
      expect.objectContaining({ code: 'non_finite_value', variable: 'unit_wages' }),
    );
    expect(() => simulation.calculate('household_tax', '2021')).toThrow(
      expect.objectContaining({ code: 'non_finite_value' }),
    );
    const nan = createTaxSystem({
      ...system.spec,
      variables: [
        ...system.spec.variables,
        defineVariable({
          id: 'ratio',
          entity: 'person',
          valueType: 'float',
          period: 'year',
          label: 'Ratio',
          formula: (f) => f.get('wages').map((w) => w / w),
        }),
        defineVariable({
          id: 'uses_ratio',
          entity: 'person',
          valueType: 'float',
          period: 'year',
          label: 'Uses the ratio',
          formula: (f) => f.get('ratio').map(() => 1),
        }),
      ],
    });
    const zero = simulateSituations(nan, [single('2021')]).simulation;
    zero.setInput('wages', '2021', new Float64Array([0]));
    expect(() => zero.calculate('uses_ratio', '2021')).toThrow(
      expect.objectContaining({ code: 'non_finite_value', variable: 'ratio' }),
    );
  });
});

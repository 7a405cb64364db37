import { describe, expect, it } from 'vitest';
import { datasetTable, getColumn, IdIndex } from '../../data/index.js';
import { yearPeriod } from '../../engine/index.js';
import { simulationFromDataset } from '../../executor/index.js';
import { loadUsModel, STATE_INCOME_TAXES } from '../../models/us/index.js';
import {
  CENSUS_STATE_INCOME_TAX,
  compareStateIncomeTax,
  formatStateIncomeTaxTable,
  generateUsPopulation,
  totalsByState,
} from './data/index.js';

describe('the US model and the Census state income tax collections', () => {
  const modelled: ReadonlySet<string> = new Set(STATE_INCOME_TAXES.map((t) => t.state));

  it('have a Census figure for every state whose income tax the model registers', () => {
    expect(modelled.size).toBeGreaterThan(0);
    expect([...modelled].filter((s) => CENSUS_STATE_INCOME_TAX.values[s] === undefined)).toEqual(
      [],
    );
  });

  it('give a table from a generated population: tax only in registered states, each marked', () => {
    const dataset = generateUsPopulation({ households: 1500, seed: 3, year: 2024 });
    const { simulation } = simulationFromDataset(loadUsModel().system, dataset, 2024);
    const tax = Float64Array.from(
      simulation.calculate('state_income_tax', yearPeriod(2024)) as ArrayLike<number>,
    );
    const household = datasetTable(dataset, 'household');
    const person = datasetTable(dataset, 'person');
    const taxUnits = new IdIndex(
      getColumn(datasetTable(dataset, 'tax_unit'), 'tax_unit_id').values,
      'tax_unit',
    );
    const households = new IdIndex(getColumn(household, 'household_id').values, 'household');
    const unitHousehold = new Int32Array(tax.length);
    const personUnit = getColumn(person, 'tax_unit_id').values;
    const personHousehold = getColumn(person, 'household_id').values;
    for (let p = 0; p < person.rowCount; p++)
      unitHousehold[taxUnits.rowOf(personUnit[p]!)] = households.rowOf(personHousehold[p]!);
    const weight = getColumn(household, 'household_weight').values;
    const fiscus = totalsByState({
      values: tax,
      household: unitHousehold,
      weight: Float64Array.from(unitHousehold, (h) => weight[h]!),
      stateCode: getColumn(household, 'state_code'),
    });
    // No state income tax where the model registers none.
    for (const [state, total] of Object.entries(fiscus))
      if (!modelled.has(state)) expect({ state, total }).toEqual({ state, total: 0 });
    const comparison = compareStateIncomeTax({
      year: 2024,
      factor: 1,
      fiscus,
      modelledStates: modelled,
    });
    expect(comparison.national.fiscus).toBeGreaterThan(0);
    const table = formatStateIncomeTaxTable(comparison);
    const notModelled = table.split('\n').filter((l) => / not modelled \|$/.test(l)).length;
    expect(notModelled).toBe(42 - modelled.size);
    expect(table).toContain(`${modelled.size} of 42 states modelled`);
  }, 120_000);
});

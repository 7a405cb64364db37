import { describe, expect, it } from 'vitest';
import { createDatasetScenarioSource } from './dataset-source.js';
import type { DatasetLike } from './dataset-source.js';

const dataset: DatasetLike = {
  country: 'us',
  name: 'tiny',
  year: 2025,
  digest: 'x',
  tables: {
    person: {
      rowCount: 3,
      columns: [
        { name: 'person_id', kind: 'int', values: Int32Array.from([1, 2, 3]) },
        { name: 'household_id', kind: 'int', values: Int32Array.from([10, 10, 20]) },
        { name: 'tax_unit_id', kind: 'int', values: Int32Array.from([100, 100, 200]) },
        { name: 'person_weight', kind: 'float', values: Float64Array.from([5, 5, 7]) },
        { name: 'age', kind: 'float', values: Float64Array.from([40, 8, 70]) },
        { name: 'employment_income', kind: 'float', values: Float64Array.from([50_000, 0, 0]) },
        { name: 'is_disabled', kind: 'bool', values: Uint8Array.from([0, 0, 1]) },
        { name: 'race', kind: 'int', values: Int32Array.from([1, 1, 2]) },
      ],
    },
    tax_unit: {
      rowCount: 2,
      columns: [{ name: 'tax_unit_id', kind: 'int', values: Int32Array.from([100, 200]) }],
    },
    household: {
      rowCount: 2,
      columns: [
        { name: 'household_id', kind: 'int', values: Int32Array.from([10, 20]) },
        { name: 'household_weight', kind: 'float', values: Float64Array.from([5, 7]) },
        {
          name: 'state_code',
          kind: 'enum',
          values: Int32Array.from([1, 0]),
          categories: ['AK', 'TX'],
        },
      ],
    },
  },
};

describe('createDatasetScenarioSource', () => {
  it('builds a situation per household with its members and known inputs only', () => {
    const source = createDatasetScenarioSource(
      dataset,
      {
        tax_unit: 'tax_units',
        spm_unit: 'spm_units',
        family: 'families',
        marital_unit: 'marital_units',
        household: 'households',
      },
      (id) => id !== 'race',
    );
    expect([...source.householdIds()].sort()).toEqual(['10', '20']);
    const household = source.household('10');
    expect(household.state).toBe('TX');
    expect(household.situation).toEqual({
      people: {
        person_1: {
          age: { 2025: 40 },
          employment_income: { 2025: 50_000 },
          is_disabled: { 2025: false },
        },
        person_2: {
          age: { 2025: 8 },
          employment_income: { 2025: 0 },
          is_disabled: { 2025: false },
        },
      },
      tax_units: { tax_unit_100: { members: ['person_1', 'person_2'] } },
      households: {
        household_10: { members: ['person_1', 'person_2'], state_code: { 2025: 'TX' } },
      },
    });
    expect(() => source.household('99')).toThrow(/no household 99/);
  });
});

import { defineUsVariable } from '../../us-variable.js';

/** Housing costs of the SPM unit: rent and real estate taxes of its members (mortgage payments are not an input). */
export const housing_cost = defineUsVariable({
  id: 'housing_cost',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'Housing cost',
  unit: 'currency-USD',
  formula: (f) => {
    const rent = f.sum('rent');
    const tax = f.sum('real_estate_taxes');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = rent[i]! + tax[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../benefit-vectors.js';

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
    return mapFloat(rent, (r, i) => r + tax[i]!);
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona non-refundable credits as applied: the dependent tax credit and the family income tax credit. */
export const az_non_refundable_credits = defineUsVariable({
  id: 'az_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference:
    'https://azdor.gov/forms/individual/form-140-arizona-resident-personal-income-tax-booklet',
  formula: (f) => {
    const dependent = f.get('az_dependent_tax_credit');
    const family = f.get('az_family_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = dependent[i]! + family[i]!;
    return out;
  },
});

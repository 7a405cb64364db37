import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona income tax after non-refundable credits. */
export const az_income_tax_before_refundable_credits = defineUsVariable({
  id: 'az_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference:
    'https://azdor.gov/forms/individual/form-140-arizona-resident-personal-income-tax-booklet',
  formula: (f) => {
    const tax = f.get('az_income_tax_before_non_refundable_credits');
    const credits = f.get('az_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona income tax (negative where refundable credits exceed the tax). */
export const az_income_tax = defineUsVariable({
  id: 'az_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference:
    'https://azdor.gov/forms/individual/form-140-arizona-resident-personal-income-tax-booklet',
  formula: (f) => {
    const tax = f.get('az_income_tax_before_refundable_credits');
    const credits = f.get('az_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});

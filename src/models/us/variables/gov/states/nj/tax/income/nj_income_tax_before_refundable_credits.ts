import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey income tax after non-refundable credits. */
export const nj_income_tax_before_refundable_credits = defineUsVariable({
  id: 'nj_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  formula: (f) => {
    const tax = f.get('nj_income_tax_before_credits');
    const credits = f.get('nj_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});

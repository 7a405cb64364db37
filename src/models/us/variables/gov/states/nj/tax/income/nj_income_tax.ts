import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey income tax (negative where refundable credits exceed the tax). */
export const nj_income_tax = defineUsVariable({
  id: 'nj_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  formula: (f) => {
    const tax = f.get('nj_income_tax_before_refundable_credits');
    const credits = f.get('nj_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma tax before refundable credits: the tax less the non-refundable credits; at least 0. */
export const ok_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ok_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const tax = f.get('ok_income_tax_before_credits');
    const credits = f.get('ok_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});

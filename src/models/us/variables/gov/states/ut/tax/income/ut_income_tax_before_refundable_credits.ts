import { defineUsVariable } from '../../../../../us-variable.js';

/** Utah tax after the taxpayer credit and the non-refundable credits (TC-40 line 27), at least 0. */
export const ut_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ut_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  formula: (f) => {
    const tax = f.get('ut_income_tax_before_credits');
    const taxpayer = f.get('ut_taxpayer_credit');
    const credits = f.get('ut_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - taxpayer[i]! - credits[i]!);
    return out;
  },
});

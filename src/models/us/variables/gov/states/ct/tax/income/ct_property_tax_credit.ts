import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut property tax credit allowed (CT-1040 line 9; CGS 12-704c(a)): the credit up to the tax after the personal tax credit (it is not refundable). */
export const ct_property_tax_credit = defineUsVariable({
  id: 'ct_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-704c',
  formula: (f) => {
    const potential = f.get('ct_property_tax_credit_potential');
    const tax = f.get('ct_income_tax_after_personal_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(potential[i]!, Math.max(0, tax[i]!));
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut taxable income (Tax Calculation Schedule line 3): Connecticut AGI less the personal exemption; at least 0. */
export const ct_taxable_income = defineUsVariable({
  id: 'ct_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-701',
  formula: (f) => {
    const agi = f.get('ct_agi');
    const exemption = f.get('ct_personal_exemption');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]! - exemption[i]!);
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut income tax (Tax Calculation Schedule line 10; CT-1040 line 6): the initial tax with the add-back and the recapture, less the personal tax credit share of it. */
export const ct_income_tax_after_personal_credits = defineUsVariable({
  id: 'ct_income_tax_after_personal_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut income tax after the personal tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-703',
  formula: (f) => {
    const main = f.get('ct_income_tax_main_rates');
    const addBack = f.get('ct_income_tax_phase_out_add_back');
    const recapture = f.get('ct_income_tax_recapture');
    const rate = f.get('ct_personal_credit_rate');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = (main[i]! + addBack[i]! + recapture[i]!) * (1 - rate[i]!);
    return out;
  },
});

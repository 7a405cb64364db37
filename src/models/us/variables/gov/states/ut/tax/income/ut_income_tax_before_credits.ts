import { defineUsVariable } from '../../../../../us-variable.js';

/** Utah tax (TC-40 line 10; Utah Code 59-10-104): the flat rate on positive state taxable income. */
export const ut_income_tax_before_credits = defineUsVariable({
  id: 'ut_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S104.html',
  formula: (f) => {
    const rate = f.p.gov.states.ut.tax.income.rate;
    const income = f.get('ut_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, income[i]!) * rate;
    return out;
  },
});

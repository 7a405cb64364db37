import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona income tax before credits (Form 140 line 46): the flat rate on taxable income (A.R.S. 43-1011). */
export const az_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'az_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01011.htm',
  formula: (f) => {
    const rate = f.p.gov.states.az.tax.income.rate;
    const income = f.get('az_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado income tax before credits: the flat rate on Colorado taxable income (C.R.S. 39-22-104(1.7)). */
export const co_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'co_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const rate = f.p.gov.states.co.tax.income.rate;
    const income = f.get('co_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});

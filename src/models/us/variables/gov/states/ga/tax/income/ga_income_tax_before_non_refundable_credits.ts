import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia income tax before credits: the flat rate on taxable income (O.C.G.A. 48-7-20). */
export const ga_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'ga_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-20/',
  formula: (f) => {
    const rate = f.p.gov.states.ga.tax.income.rate;
    const income = f.get('ga_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});

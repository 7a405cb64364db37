import { defineUsVariable } from '../../../../../us-variable.js';

/** Illinois income tax before credits (IL-1040 line 12): 4.95% of net income. */
export const il_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'il_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K201',
  formula: (f) => {
    const rate = f.p.gov.states.il.tax.income.rate;
    const income = f.get('il_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado charitable contribution subtraction for a filer who does not itemize federally: cash gifts above $500 (C.R.S. 39-22-104(4)(m)). */
export const co_charitable_contribution_subtraction = defineUsVariable({
  id: 'co_charitable_contribution_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado charitable contribution subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const floor = f.p.gov.states.co.tax.income.subtractions.charitable_floor;
    const itemizes = f.get('tax_unit_itemizes');
    const gifts = f.sum('charitable_cash_donations');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (!itemizes[i]) out[i] = Math.max(0, gifts[i]! - floor);
    return out;
  },
});

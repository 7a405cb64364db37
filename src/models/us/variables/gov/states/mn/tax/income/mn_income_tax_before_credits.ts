import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota income tax before credits (Form M1 line 12): the regular tax plus the alternative minimum tax (Minn. Stat. 290.06, 290.091; the investment income tax is not modelled). */
export const mn_income_tax_before_credits = defineUsVariable({
  id: 'mn_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.06',
  formula: (f) => {
    const regular = f.get('mn_regular_tax');
    const amt = f.get('mn_amt');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = regular[i]! + amt[i]!;
    return out;
  },
});

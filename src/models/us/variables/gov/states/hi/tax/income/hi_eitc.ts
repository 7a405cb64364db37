import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii earned income tax credit (Form N-356; HRS 235-55.75): 40% of the federal credit, refundable. */
export const hi_eitc = defineUsVariable({
  id: 'hi_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0055_0075.htm',
  formula: (f) => {
    const match = f.p.gov.states.hi.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});

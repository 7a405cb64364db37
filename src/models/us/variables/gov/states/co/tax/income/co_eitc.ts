import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado earned income tax credit, refundable: the match rate times the federal credit (C.R.S. 39-22-123.5). */
export const co_eitc = defineUsVariable({
  id: 'co_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://leg.colorado.gov/bills/hb24-1134',
  formula: (f) => {
    const match = f.p.gov.states.co.tax.income.credits.eitc.match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * match;
    return out;
  },
});

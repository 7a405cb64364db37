import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia child and dependent care credit (W. Va. Code 11-21-26, from 2024): 50% of the federal credit allowed, non-refundable. */
export const wv_cdcc = defineUsVariable({
  id: 'wv_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://www.wvlegislature.gov/Bill_Text_HTML/2024_SESSIONS/2X/bills/hb226%20enr.pdf',
  formula: (f) => {
    const match = f.p.gov.states.wv.tax.income.credits.cdcc.match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});

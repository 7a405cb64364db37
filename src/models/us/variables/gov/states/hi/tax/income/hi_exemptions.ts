import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii exemptions (N-11 line 24): $1,144 for each exemption (HRS 235-54(a)). */
export const hi_exemptions = defineUsVariable({
  id: 'hi_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0054.htm',
  formula: (f) => {
    const amount = f.p.gov.states.hi.tax.income.deductions.exemption;
    const count = f.get('hi_exemption_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = count[i]! * amount;
    return out;
  },
});

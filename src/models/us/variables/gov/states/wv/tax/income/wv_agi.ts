import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia adjusted gross income (IT-140 line 3; Schedule M): federal AGI less the Social Security subtraction and the senior citizen or disability deduction; the other modifications have no input. */
export const wv_agi = defineUsVariable({
  id: 'wv_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://code.wvlegislature.gov/11-21-12/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.sum('wv_social_security_subtraction');
    const senior = f.sum('wv_senior_citizen_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - senior[i]!;
    return out;
  },
});

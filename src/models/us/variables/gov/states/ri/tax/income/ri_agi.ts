import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Rhode Island AGI (RI-1040 line 3): federal AGI less the Social Security and retirement income
 * modifications (Schedule M). No other modification has an input.
 */
export const ri_agi = defineUsVariable({
  id: 'ri_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/title44/44-30/44-30-12.HTM',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('ri_social_security_modification');
    const retirement = f.get('ri_retirement_income_modification');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]! - retirement[i]!;
    return out;
  },
});

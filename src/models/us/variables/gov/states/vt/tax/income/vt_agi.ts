import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont adjusted gross income (IN-111 line 3 less the Schedule IN-112 and IN-153 subtractions): federal AGI less the capital gain exclusion and the Social Security exemption; no other subtraction has an input. */
export const vt_agi = defineUsVariable({
  id: 'vt_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const gains = f.get('vt_capital_gain_exclusion');
    const ss = f.get('vt_social_security_exemption');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - gains[i]! - ss[i]!;
    return out;
  },
});

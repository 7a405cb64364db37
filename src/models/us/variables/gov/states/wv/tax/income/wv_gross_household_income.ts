import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia gross household income for the homestead excess property tax credit (W. Va. Code 11-21-23(d)): federal AGI plus tax-exempt interest and the Social Security benefits federal AGI leaves out (the other additions have no input). */
export const wv_gross_household_income = defineUsVariable({
  id: 'wv_gross_household_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia gross household income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://code.wvlegislature.gov/11-21-23/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const socialSecurity = f.get('tax_unit_social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! + exempt[i]! + socialSecurity[i]! - taxable[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan total household resources (MI-1040CR lines 19–33): federal AGI with the Social
 * Security, SSI and family assistance (FIP) left out of it added back (MCL 206.508(4)).
 */
export const mi_household_resources = defineUsVariable({
  id: 'mi_household_resources',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan total household resources',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-508',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const ssi = f.sum('ssi');
    const tanf = f.get('tanf');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! + socialSecurity[i]! - taxable[i]! + ssi[i]! + tanf[i]!);
    return out;
  },
});

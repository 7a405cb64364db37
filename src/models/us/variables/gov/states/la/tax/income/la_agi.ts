import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Louisiana adjusted gross income (IT-540 lines 7-8, Schedule E): federal AGI less the taxable
 * Social Security benefits (La. R.S. 47:293(9)(a)(xi)) and the retirement income exemption. The
 * other Schedule E exemptions have no input.
 */
export const la_agi = defineUsVariable({
  id: 'la_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101565',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_taxable_social_security');
    const retirement = f.sum('la_retirement_exemption');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]! - retirement[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** New York AGI (IT-201 line 33): federal AGI less taxable Social Security (Tax Law 612(c)(3-c)) and, for each filer 59½ or older, pensions and annuities up to 20,000 dollars (612(c)(3-a)). */
export const ny_agi = defineUsVariable({
  id: 'ny_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/612',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const exclusion = f.sum('ny_pension_exclusion');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - exclusion[i]!;
    return out;
  },
});

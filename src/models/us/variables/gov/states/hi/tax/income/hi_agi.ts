import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii adjusted gross income (N-11 lines 7–20): federal AGI less the taxable Social Security
 * benefits and the taxable pensions, all treated as employer-funded and so exempt (HRS 235-7(a)(2),
 * (3)); no other adjustment has an input.
 */
export const hi_agi = defineUsVariable({
  id: 'hi_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0007.htm',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_taxable_social_security');
    const pension = f.sum('taxable_pension_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]! - pension[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine adjusted gross income (Form 1040ME line 16; 36 MRSA 5102(1-C), 5122): federal AGI less the taxable Social Security benefits and the pension income deductions; no other modification has an input. */
export const me_agi = defineUsVariable({
  id: 'me_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5122.html',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_taxable_social_security');
    const pension = f.sum('me_pension_income_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]! - pension[i]!;
    return out;
  },
});

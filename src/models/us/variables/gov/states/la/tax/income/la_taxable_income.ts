import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana taxable income (IT-540 line 9): Louisiana AGI less the standard deduction and the excess medical deduction (from 2025), at least 0. */
export const la_taxable_income = defineUsVariable({
  id: 'la_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101565',
  formula: (f) => {
    const agi = f.get('la_agi');
    const standard = f.get('la_standard_deduction');
    const itemized = f.get('la_itemized_deductions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]! - standard[i]! - itemized[i]!);
    return out;
  },
});

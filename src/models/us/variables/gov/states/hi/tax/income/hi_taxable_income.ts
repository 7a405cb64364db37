import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii taxable income (N-11 line 26): Hawaii AGI less the larger of the standard and itemized deductions, and the exemptions; at least 0. */
export const hi_taxable_income = defineUsVariable({
  id: 'hi_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: 'https://files.hawaii.gov/tax/forms/2024/n11ins.pdf',
  formula: (f) => {
    const agi = f.get('hi_agi');
    const standard = f.get('hi_standard_deduction');
    const itemized = f.get('hi_itemized_deductions');
    const exemptions = f.get('hi_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - Math.max(standard[i]!, itemized[i]!) - exemptions[i]!);
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon taxable income (OR-40 line 19): Oregon AGI less the larger of the standard and itemized deductions, not below 0. */
export const or_taxable_income = defineUsVariable({
  id: 'or_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  formula: (f) => {
    const agi = f.get('or_agi');
    const standard = f.get('or_standard_deduction');
    const itemized = f.get('or_itemized_deductions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - Math.max(standard[i]!, itemized[i]!));
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona taxable income (Form 140 line 45): Arizona AGI less the larger of the standard and itemized deductions, not below 0. */
export const az_taxable_income = defineUsVariable({
  id: 'az_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01001.htm',
  formula: (f) => {
    const agi = f.get('az_agi');
    const standard = f.get('az_standard_deduction');
    const itemized = f.get('az_itemized_deductions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - Math.max(standard[i]!, itemized[i]!));
    return out;
  },
});

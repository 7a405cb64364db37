import { defineUsVariable } from '../../../../us-variable.js';

/** Taxable income: AGI less deductions, not below zero. */
export const taxable_income = defineUsVariable({
  id: 'taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Taxable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#a',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const deductions = f.get('taxable_income_deductions');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, agi[i]! - deductions[i]!);
    return out;
  },
});

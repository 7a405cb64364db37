import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota taxable income (M1 line 9): federal AGI less subtractions, the larger of the standard and itemized deductions, and exemptions, not below 0. */
export const mn_taxable_income = defineUsVariable({
  id: 'mn_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.01',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const subtractions = f.get('mn_subtractions');
    const standard = f.get('mn_standard_deduction');
    const itemized = f.get('mn_itemized_deductions');
    const exemptions = f.get('mn_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = Math.max(standard[i]!, itemized[i]!);
      out[i] = Math.max(0, agi[i]! - subtractions[i]! - deduction - exemptions[i]!);
    }
    return out;
  },
});

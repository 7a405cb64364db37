import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas taxable income (K-40 line 7): Kansas AGI less the larger of the standard and itemized deductions, and the exemptions; at least 0. */
export const ks_taxable_income = defineUsVariable({
  id: 'ks_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const agi = f.get('ks_agi');
    const standard = f.get('ks_standard_deduction');
    const itemized = f.get('ks_itemized_deductions');
    const exemptions = f.get('ks_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - Math.max(standard[i]!, itemized[i]!) - exemptions[i]!);
    return out;
  },
});

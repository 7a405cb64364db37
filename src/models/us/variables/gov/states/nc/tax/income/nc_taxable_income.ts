import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Carolina taxable income (D-400 line 14): federal AGI less the taxable part of Social
 * Security (G.S. 105-153.5(b)(8)), the larger of the standard and itemized deductions, and the
 * child deduction. Negative when the deductions exceed income, as the form's arithmetic gives.
 */
export const nc_taxable_income = defineUsVariable({
  id: 'nc_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const standard = f.get('nc_standard_deduction');
    const itemized = f.get('nc_itemized_deductions');
    const child = f.get('nc_child_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! - socialSecurity[i]! - Math.max(standard[i]!, itemized[i]!) - child[i]!;
    return out;
  },
});

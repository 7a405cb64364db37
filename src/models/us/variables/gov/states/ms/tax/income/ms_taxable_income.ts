import { defineUsVariable } from '../../../../../us-variable.js';

/** Mississippi taxable income (Form 80-105 line 15): AGI less the larger deduction and the exemptions; negative when they exceed it. */
export const ms_taxable_income = defineUsVariable({
  id: 'ms_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-17/',
  formula: (f) => {
    const agi = f.get('ms_agi');
    const standard = f.get('ms_standard_deduction');
    const itemized = f.get('ms_itemized_deductions');
    const exemptions = f.get('ms_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! - Math.max(standard[i]!, itemized[i]!) - exemptions[i]!;
    return out;
  },
});

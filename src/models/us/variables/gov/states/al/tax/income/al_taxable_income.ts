import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama taxable income (Form 40 line 17; Code of Alabama 40-18-15, 40-18-19): Alabama AGI less
 * the larger of the standard and itemized deductions, the federal income tax deduction and the
 * exemptions; at least 0.
 */
export const al_taxable_income = defineUsVariable({
  id: 'al_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  formula: (f) => {
    const agi = f.get('al_agi');
    const standard = f.get('al_standard_deduction');
    const itemized = f.get('al_itemized_deductions');
    const federal = f.get('al_federal_income_tax_deduction');
    const exemptions = f.get('al_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deductions = Math.max(standard[i]!, itemized[i]!) + federal[i]! + exemptions[i]!;
      out[i] = Math.max(0, agi[i]! - deductions);
    }
    return out;
  },
});

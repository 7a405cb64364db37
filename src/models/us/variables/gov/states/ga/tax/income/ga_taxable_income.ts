import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Georgia taxable net income (Form 500 line 15): Georgia AGI less the deduction — itemized when the
 * federal return itemizes, the Georgia standard deduction otherwise (O.C.G.A. 48-7-27(a)(1)) —
 * and $4,000 for each dependent (48-7-26), not below 0.
 */
export const ga_taxable_income = defineUsVariable({
  id: 'ga_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
  formula: (f) => {
    const exemption = f.p.gov.states.ga.tax.income.deductions.dependent_exemption;
    const agi = f.get('ga_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('ga_itemized_deductions');
    const standard = f.get('ga_standard_deduction');
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction - dependents[i]! * exemption);
    }
    return out;
  },
});

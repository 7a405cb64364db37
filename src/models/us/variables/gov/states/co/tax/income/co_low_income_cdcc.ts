import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado low-income child care expenses credit (C.R.S. 39-22-119.5, DR 0347 Part IV): with federal
 * AGI up to $25,000 and no federal credit, 25% of the care expenses for children under 13 (at most
 * the lower earnings of the filers), up to $500 for one child or $1,000 for two or more.
 */
export const co_low_income_cdcc = defineUsVariable({
  id: 'co_low_income_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado low-income child care expenses credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-119-5/',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.credits.cdcc.low_income;
    const agi = f.get('adjusted_gross_income');
    const federal = f.get('cdcc');
    const expenses = f.get('tax_unit_childcare_expenses');
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const young = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      young[i] = dependent[i] && age[i]! < p.child_age_limit ? 1 : 0;
    const children = f.aggregate(young, 'person', 'sum');
    const allDependents = f.sum('is_tax_unit_dependent');
    const earnings = f.min('earned_income', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (agi[i]! > p.agi_limit || federal[i]! > 0 || children[i]! === 0) continue;
      const share = children[i]! / Math.max(1, allDependents[i]!);
      const capped = Math.min(Math.max(0, earnings[i]!), expenses[i]! * share);
      const cap = children[i]! >= 2 ? p.cap_two_or_more : p.cap_one_child;
      out[i] = Math.min(capped * p.rate, cap);
    }
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Kentucky standard deduction available to the return (KRS 141.081; Form 740 line 10): one for
 * each filer, as each spouse's column of a combined separate return takes its own (a joint
 * column takes one; see `ky-filing.ts`).
 */
export const ky_standard_deduction = defineUsVariable({
  id: 'ky_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=29067',
  formula: (f) => {
    const standard = f.p.gov.states.ky.tax.income.deductions.standard;
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = standard * filers[i]!;
    return out;
  },
});

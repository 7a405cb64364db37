import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin taxable income (Form 1 line 11): Wisconsin AGI less the standard deduction and exemptions, not below 0. */
export const wi_taxable_income = defineUsVariable({
  id: 'wi_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://www.revenue.wi.gov/TaxForms2024/2024-Form1-Inst.pdf',
  formula: (f) => {
    const agi = f.get('wi_agi');
    const standard = f.get('wi_standard_deduction');
    const exemptions = f.get('wi_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - standard[i]! - exemptions[i]!);
    return out;
  },
});

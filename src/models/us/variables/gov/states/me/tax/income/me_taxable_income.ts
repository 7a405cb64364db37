import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine taxable income (Form 1040ME line 19): Maine AGI less the deduction and the personal exemptions, at least 0. */
export const me_taxable_income = defineUsVariable({
  id: 'me_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5121.html',
  formula: (f) => {
    const agi = f.get('me_agi');
    const deductions = f.get('me_deductions');
    const exemptions = f.get('me_personal_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - deductions[i]! - exemptions[i]!);
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio adjusted gross income (IT 1040 line 3): federal AGI less the Schedule of Adjustments
 * deductions with inputs — taxable Social Security (R.C. 5747.01(A)(5)) and unreimbursed medical
 * care expenses. It may be negative. The business income deduction (Schedule IT BUS) is not
 * modelled (see docs/us-model.md).
 */
export const oh_agi = defineUsVariable({
  id: 'oh_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.01',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const medical = f.get('oh_medical_expense_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - medical[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Maine itemized deductions before their phase-out (36 MRSA 5125; Schedule 2): the federal
 * itemized deductions less the state and local income or sales taxes in them (their share of a
 * capped SALT deduction), the part other than medical expenses limited.
 */
export const me_itemized_deductions = defineUsVariable({
  id: 'me_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5125.html',
  formula: (f) => {
    const cap = f.p.gov.states.me.tax.income.deductions.itemized_cap;
    const federal = f.get('itemized_taxable_income_deductions');
    const medical = f.get('medical_expense_deduction');
    const salt = f.get('salt_deduction');
    const incomeTax = f.get('state_and_local_sales_or_income_tax');
    const property = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const paid = incomeTax[i]! + property[i]!;
      const incomeTaxShare = paid > 0 ? (salt[i]! * incomeTax[i]!) / paid : 0;
      const other = Math.max(0, federal[i]! - medical[i]! - incomeTaxShare);
      out[i] = Math.min(cap, other) + medical[i]!;
    }
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico addition for state and local income or sales taxes (PIT-ADJ line 3; NMSA 7-2-2): for a
 * federal itemizer, the part of the federal SALT deduction that is income or sales tax (the deduction
 * shared pro rata with the real estate taxes when capped), at most the excess of the itemized
 * deductions over the standard deduction.
 */
export const nm_salt_addback = defineUsVariable({
  id: 'nm_salt_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico state and local tax addition',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://www.tax.newmexico.gov/individuals/personal-income-tax-information-overview/',
  formula: (f) => {
    const itemizes = f.get('tax_unit_itemizes');
    const salt = f.get('salt_deduction');
    const incomeOrSales = f.get('state_and_local_sales_or_income_tax');
    const realEstate = f.sum('real_estate_taxes');
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const paid = incomeOrSales[i]! + realEstate[i]!;
      if (!itemizes[i] || paid <= 0) continue;
      const share = (salt[i]! * incomeOrSales[i]!) / paid;
      out[i] = Math.max(0, Math.min(share, itemized[i]! - standard[i]!));
    }
    return out;
  },
});

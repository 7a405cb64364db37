import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado addition for state income tax deducted federally (104 Book, additions line 2 worksheet):
 * for a federal itemizer, the state income tax in the SALT deduction (all of it, or what the SALT
 * cap leaves after property taxes), at most the excess of itemized deductions over the standard
 * deduction.
 */
export const co_state_addback = defineUsVariable({
  id: 'co_state_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado state income tax addback',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf#page=9',
  formula: (f) => {
    const itemizes = f.get('tax_unit_itemizes');
    const stateTax = f.get('state_withheld_income_tax');
    const property = f.sum('real_estate_taxes');
    const salt = f.get('salt_deduction');
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!itemizes[i]) continue;
      const tax = Math.max(0, stateTax[i]!);
      const deducted = tax + property[i]! > salt[i]! ? Math.max(0, salt[i]! - property[i]!) : tax;
      out[i] = Math.min(deducted, Math.max(0, itemized[i]! - standard[i]!));
    }
    return out;
  },
});

import { defineUsVariable } from '../../us-variable.js';

/**
 * Whether the tax unit itemizes: when its itemized deductions exceed the standard deduction
 * together with the deduction for non-itemizers' charitable gifts.
 */
export const tax_unit_itemizes = defineUsVariable({
  id: 'tax_unit_itemizes',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Itemizes deductions',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#e',
  formula: (f) => {
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const charitable = f.get('charitable_deduction_for_non_itemizers');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = itemized[i]! > standard[i]! + charitable[i]! ? 1 : 0;
    return out;
  },
});

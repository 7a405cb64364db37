import { getWhereAny } from '../../../tax-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * The itemized deductions of an itemizer; for others the standard deduction plus the
 * non-itemizers' charitable deduction.
 */
export const standard_or_itemized_deduction = defineUsVariable({
  id: 'standard_or_itemized_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Standard or itemized deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63',
  formula: (f) => {
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = getWhereAny(f, itemizes, 'itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const charitable = f.get('charitable_deduction_for_non_itemizers');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = itemizes[i] ? itemized![i]! : standard[i]! + charitable[i]!;
    return out;
  },
});

import { defineUsVariable } from '../../../../us-variable.js';

/** Itemized deductions after the overall limitation. */
export const itemized_taxable_income_deductions = defineUsVariable({
  id: 'itemized_taxable_income_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Itemized deductions',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#d',
  formula: (f) => {
    const total = f.get('total_itemized_taxable_income_deductions');
    const reduction = f.get('itemized_taxable_income_deductions_reduction');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, total[i]! - reduction[i]!);
    return out;
  },
});

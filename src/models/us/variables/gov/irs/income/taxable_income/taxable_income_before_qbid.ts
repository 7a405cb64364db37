import { defineUsVariable } from '../../../../us-variable.js';

/** Taxable income computed without the qualified business income deduction. */
export const taxable_income_before_qbid = defineUsVariable({
  id: 'taxable_income_before_qbid',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Taxable income before the QBI deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/199A#e_1',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const main = f.get('standard_or_itemized_deduction');
    const other = f.get('taxable_income_deductions_other_than_itemized');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, agi[i]! - main[i]! - other[i]!);
    return out;
  },
});

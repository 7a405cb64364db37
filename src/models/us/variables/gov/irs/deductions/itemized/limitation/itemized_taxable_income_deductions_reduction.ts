import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Overall limitation on itemized deductions (from 2026): 2/37 of the lesser of the itemized
 * deductions and the income (taxable income plus itemized deductions) above the start of the 37%
 * bracket.
 */
export const itemized_taxable_income_deductions_reduction = defineUsVariable({
  id: 'itemized_taxable_income_deductions_reduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Itemized deductions limitation',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/68',
  formula: (f) => {
    const rate = f.p.gov.irs.deductions.itemized.limitation.rate;
    const out = new Float64Array(f.size);
    if (rate === 0) return out;
    const itemized = f.get('total_itemized_taxable_income_deductions');
    const agi = f.get('adjusted_gross_income');
    const other = f.get('taxable_income_deductions_other_than_itemized');
    const topThreshold = byFilingStatus(f, f.p.gov.irs.income.bracket.thresholds['6']);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const incomeAbove = Math.max(0, agi[i]! - other[i]! - topThreshold[i]!);
      out[i] = rate * Math.min(itemized[i]!, incomeAbove);
    }
    return out;
  },
});

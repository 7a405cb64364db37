import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Deduction for cash gifts to charity by taxpayers who do not itemize (from 2026), up to the cap. */
export const charitable_deduction_for_non_itemizers = defineUsVariable({
  id: 'charitable_deduction_for_non_itemizers',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Charitable deduction for non-itemizers',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/170',
  formula: (f) => {
    const cap = byFilingStatus(f, f.p.gov.irs.deductions.itemized.charity.non_itemizers_amount);
    const cash = f.sum('charitable_cash_donations');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.min(Math.max(0, cash[i]!), cap[i]!);
    return out;
  },
});

import { defineUsVariable } from '../../../us-variable.js';

/**
 * Earned income of the head and spouse for the EITC and the refundable CTC: wages plus net
 * earnings from self-employment after the deduction for half of self-employment tax.
 */
export const filer_adjusted_earnings = defineUsVariable({
  id: 'filer_adjusted_earnings',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Filers adjusted earned income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#c_2',
  formula: (f) => {
    const earned = f.sum('filer_earned_income');
    const ald = f.get('self_employment_tax_ald');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = earned[i]! - ald[i]!;
    return out;
  },
});

import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Senior deduction (2025–2028): for each head or spouse aged 65 or older, the fixed amount
 * reduced (not below zero) by 6% of the unit's modified AGI above the threshold.
 */
export const additional_senior_deduction = defineUsVariable({
  id: 'additional_senior_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Senior deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/151',
  formula: (f) => {
    const p = f.p.gov.irs.deductions.senior_deduction;
    const seniors = f.sum('senior_filer');
    const agi = f.get('adjusted_gross_income');
    const threshold = byFilingStatus(f, p.threshold);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      if (seniors[i]! <= 0) continue;
      const each = Math.max(0, p.amount - p.phase_out_rate * Math.max(0, agi[i]! - threshold[i]!));
      out[i] = seniors[i]! * each;
    }
    return out;
  },
});

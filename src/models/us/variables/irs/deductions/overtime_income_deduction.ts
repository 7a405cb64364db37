import { byFilingStatus } from '../../tax-vectors.js';
import { defineUsVariable } from '../../us-variable.js';

/**
 * Qualified overtime deduction: qualified amounts up to the cap, reduced by $100 per $1,000 of modified AGI above
 * the phase-out start. It enters taxable income from 2025 (see taxable_income_deductions).
 */
export const overtime_income_deduction = defineUsVariable({
  id: 'overtime_income_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Qualified overtime deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/225',
  formula: (f) => {
    const p = f.p.gov.irs.deductions.overtime_income;
    const qualified = f.sum('qualified_overtime_income');
    const cap = byFilingStatus(f, p.cap);
    const start = byFilingStatus(f, p.phase_out.start);
    const agi = f.get('adjusted_gross_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const capped = Math.min(Math.max(0, qualified[i]!), cap[i]!);
      if (capped <= 0) continue;
      out[i] = Math.max(0, capped - p.phase_out.rate * Math.max(0, agi[i]! - start[i]!));
    }
    return out;
  },
});

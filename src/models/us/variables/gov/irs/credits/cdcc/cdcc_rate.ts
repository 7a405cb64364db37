import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Applicable percentage of the child and dependent care credit: the maximum less one point per
 * $2,000 (or part) of AGI above $15,000 down to the first floor; from 2026 a second phase-down
 * above $75,000 ($150,000 joint) to 20%.
 */
export const cdcc_rate = defineUsVariable({
  id: 'cdcc_rate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'CDCC rate',
  unit: '/1',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#a_2',
  formula: (f) => {
    const p = f.p.gov.irs.credits.cdcc;
    const agi = f.get('adjusted_gross_income');
    const secondStart = byFilingStatus(f, p.phase_out.second.start);
    const secondIncrement = byFilingStatus(f, p.phase_out.second.increment);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const a = agi[i]!;
      const steps = Math.ceil(Math.max(0, a - p.phase_out.start) / p.phase_out.increment);
      let rate = Math.max(p.phase_out.min, p.rate.max - p.phase_out.rate * steps);
      const secondSteps = Math.ceil(Math.max(0, a - secondStart[i]!) / secondIncrement[i]!);
      if (secondSteps > 0)
        rate = Math.max(p.phase_out.second.min, rate - p.phase_out.rate * secondSteps);
      out[i] = rate;
    }
    return out;
  },
});

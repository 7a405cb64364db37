import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/** Reduction of the child tax credit: $50 per $1,000 (or part) of modified AGI above the threshold. */
export const ctc_phase_out = defineUsVariable({
  id: 'ctc_phase_out',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Child tax credit phase-out',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24#b',
  formula: (f) => {
    const p = f.p.gov.irs.credits.ctc.phase_out;
    const threshold = byFilingStatus(f, p.threshold);
    const agi = f.get('adjusted_gross_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const excess = Math.max(0, agi[i]! - threshold[i]!);
      out[i] = Math.ceil(excess / p.increment) * p.amount;
    }
    return out;
  },
});

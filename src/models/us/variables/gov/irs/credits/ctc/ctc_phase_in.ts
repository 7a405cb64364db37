import { defineUsVariable } from '../../../../us-variable.js';

/** Earnings-based refundable amount: 15% of earned income above $2,500. */
export const ctc_phase_in = defineUsVariable({
  id: 'ctc_phase_in',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Child tax credit phase-in',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24#d_1',
  formula: (f) => {
    const p = f.p.gov.irs.credits.ctc.refundable.phase_in;
    const earned = f.get('filer_adjusted_earnings');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = p.rate * Math.max(0, earned[i]! - p.threshold);
    return out;
  },
});

import { defineUsVariable } from '../../../us-variable.js';

/**
 * Supplemental Security Income for the month (federal benefit; full take-up): the annual amount
 * spread evenly, not below zero, and not above the individual rate when deeming applies.
 */
export const ssi = defineUsVariable({
  id: 'ssi',
  entity: 'person',
  valueType: 'float',
  period: 'month',
  label: 'SSI',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1382',
  formula: (f) => {
    const individual = f.p.gov.ssa.ssi.amount.individual;
    const uncapped = f.get('uncapped_ssi');
    const deeming = f.get('is_ssi_spousal_deeming_applies');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const benefit = Math.max(uncapped[i]!, 0);
      out[i] = deeming[i] ? Math.min(benefit, individual) : benefit;
    }
    return out;
  },
});

import { FILING_STATUS } from '../../../../enums.js';
import { defineUsVariable } from '../../../../us-variable.js';

/** EITC reduction: the phase-out rate times the greater of AGI and earned income above the start. */
export const eitc_reduction = defineUsVariable({
  id: 'eitc_reduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'EITC reduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#a_2',
  formula: (f) => {
    const p = f.p.gov.irs.credits.eitc.phase_out;
    const children = f.get('eitc_child_count');
    const rate = p.rate.calc(children);
    const start = p.start.calc(children);
    const bonus = p.joint_bonus.calc(children);
    const status = f.get('filing_status');
    const agi = f.get('adjusted_gross_income');
    const earned = f.get('filer_adjusted_earnings');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const s = start[i]! + (status[i] === FILING_STATUS.codes.JOINT ? bonus[i]! : 0);
      out[i] = rate[i]! * Math.max(0, Math.max(agi[i]!, earned[i]!) - s);
    }
    return out;
  },
});

import { defineUsVariable } from '../../../us-variable.js';

/** Net income at most 100% of the poverty guideline (7 U.S.C. 2014(c)(1)). */
export const meets_snap_net_income_test = defineUsVariable({
  id: 'meets_snap_net_income_test',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Meets the SNAP net income test',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#c',
  formula: (f) => {
    const limit = f.p.gov.usda.snap.income.limit.net;
    const income = f.get('snap_net_income');
    const fpg = f.get('snap_fpg');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! <= limit * fpg[i]! ? 1 : 0;
    return out;
  },
});

import { defineUsVariable } from '../../../us-variable.js';

/** SNAP allotment of an eligible household: the maximum less the expected contribution, at least the minimum (7 U.S.C. 2017(a)). */
export const snap_normal_allotment = defineUsVariable({
  id: 'snap_normal_allotment',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP normal allotment',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2017#a',
  formula: (f) => {
    const eligible = f.get('is_snap_eligible');
    const max = f.get('snap_max_allotment');
    const contribution = f.get('snap_expected_contribution');
    const min = f.get('snap_min_allotment');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = eligible[i] ? Math.max(max[i]! - contribution[i]!, min[i]!) : 0;
    return out;
  },
});

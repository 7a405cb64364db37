import { defineUsVariable } from '../../../us-variable.js';

/**
 * Amount a SNAP household is expected to spend on food: 30% of net income (7 U.S.C. 2017(a)), with net
 * income taken in whole dollars, rounded down as PolicyEngine-US does.
 */
export const snap_expected_contribution = defineUsVariable({
  id: 'snap_expected_contribution',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP expected food contribution',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2017#a',
  formula: (f) => {
    const rate = f.p.gov.usda.snap.expected_contribution;
    const income = f.get('snap_net_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.floor(income[i]! + 1e-6) * rate;
    return out;
  },
});

import { defineUsVariable } from '../../../us-variable.js';

/**
 * Monthly shelter costs SNAP counts: rent and property taxes, less the share attributed to members
 * excluded from the SNAP household (as PolicyEngine-US prorates them: by the square of the
 * excluded share of members; 7 CFR 273.11(c)).
 */
export const snap_housing_cost = defineUsVariable({
  id: 'snap_housing_cost',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP housing cost',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.11#c',
  formula: (f) => {
    const cost = f.get('housing_cost');
    const excluded = f.get('snap_ineligible_members_fraction');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = cost[i]! * (1 - excluded[i]! * excluded[i]!);
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * New York Family Assistance shelter allowance for the month: the unit's actual shelter cost (rent
 * and real estate taxes; mortgage payments are not an input) up to the maximum for its size on the
 * New York City schedule, the default district (18 NYCRR 352.3(a)).
 */
export const ny_tanf_shelter_allowance = defineUsVariable({
  id: 'ny_tanf_shelter_allowance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New York Family Assistance shelter allowance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.law.cornell.edu/regulations/new-york/18-NYCRR-352.3',
  formula: (f) => {
    const p = f.p.gov.states.ny.otda.tanf.allowance.shelter;
    const maximum = bySize(p.maximum, f.get('spm_unit_size'));
    const cost = f.get('housing_cost');
    return maximum.map((m, i) => Math.min(Math.max(cost[i]!, 0), m));
  },
});

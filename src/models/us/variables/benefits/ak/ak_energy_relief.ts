import { STATE_CODE } from '../../enums.js';
import { defineUsVariable } from '../../us-variable.js';

/** Alaska energy relief payment, paid with the Permanent Fund Dividend to every Alaska resident. */
export const ak_energy_relief = defineUsVariable({
  id: 'ak_energy_relief',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Alaska energy relief payment',
  unit: 'currency-USD',
  reference: 'https://pfd.alaska.gov/Division-Info/Summary-of-Applications-and-Payments',
  formula: (f) => {
    const amount = f.p.gov.states.ak.energy_relief;
    const state = f.get('state_code');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = state[i] === STATE_CODE.codes.AK ? amount : 0;
    return out;
  },
});

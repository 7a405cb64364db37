import { STATE_CODE } from '../../enums.js';
import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../benefit-vectors.js';

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
    return mapFloat(f.get('state_code'), (s) => (s === STATE_CODE.codes.AK ? amount : 0));
  },
});

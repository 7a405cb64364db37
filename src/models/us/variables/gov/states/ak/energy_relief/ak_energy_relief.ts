import { defineUsVariable } from '../../../../us-variable.js';

/** Alaska energy relief payment, paid with the Permanent Fund Dividend to every Alaska resident. */
export const ak_energy_relief = defineUsVariable({
  id: 'ak_energy_relief',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Alaska energy relief payment',
  unit: 'currency-USD',
  reference: 'https://pfd.alaska.gov/Division-Info/Summary-of-Applications-and-Payments',
  definedFor: { variable: 'state_code', values: ['AK'] },
  formula: (f) => f.zeros().fill(f.p.gov.states.ak.energy_relief),
});

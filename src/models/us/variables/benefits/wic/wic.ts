import { defineUsVariable } from '../../us-variable.js';

/** WIC (not modelled yet). */
export const wic = defineUsVariable({
  id: 'wic',
  entity: 'person',
  valueType: 'float',
  period: 'month',
  label: 'WIC (not modelled yet)',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});

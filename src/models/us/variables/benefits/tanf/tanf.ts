import { defineUsVariable } from '../../us-variable.js';

/** TANF cash assistance (state programs are not modelled yet: 0). */
export const tanf = defineUsVariable({
  id: 'tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'TANF',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});

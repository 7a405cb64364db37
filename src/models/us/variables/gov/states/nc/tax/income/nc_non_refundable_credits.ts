import { defineUsVariable } from '../../../../../us-variable.js';

/** North Carolina individual credits: none of them (the remaining ones are business credits) has an input: 0. */
export const nc_non_refundable_credits = defineUsVariable({
  id: 'nc_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  formula: (f) => f.zeros(),
});

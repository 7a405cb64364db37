import { defineUsVariable } from '../../../../../us-variable.js';

/** Arkansas refundable credits: none has an input here, 0. */
export const ar_refundable_credits = defineUsVariable({
  id: 'ar_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  formula: (f) => f.zeros(),
});

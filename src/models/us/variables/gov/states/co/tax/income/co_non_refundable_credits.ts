import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado non-refundable credits: none modelled (the business and investment credits of DR 0104CR need inputs the model lacks): 0. */
export const co_non_refundable_credits = defineUsVariable({
  id: 'co_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  formula: (f) => f.zeros(),
});

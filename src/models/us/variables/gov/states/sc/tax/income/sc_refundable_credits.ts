import { defineUsVariable } from '../../../../../us-variable.js';

/** South Carolina refundable credits: none has an input here (the refundable TC credits are for business and special cases), 0. */
export const sc_refundable_credits = defineUsVariable({
  id: 'sc_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  formula: (f) => f.zeros(),
});

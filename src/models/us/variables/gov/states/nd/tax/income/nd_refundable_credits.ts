import { defineUsVariable } from '../../../../../us-variable.js';

/** North Dakota refundable credits: none has an input here, 0. */
export const nd_refundable_credits = defineUsVariable({
  id: 'nd_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  formula: (f) => f.zeros(),
});

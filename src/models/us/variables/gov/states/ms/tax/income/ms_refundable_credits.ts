import { defineUsVariable } from '../../../../../us-variable.js';

/** Mississippi refundable credits: none has an input here, 0. */
export const ms_refundable_credits = defineUsVariable({
  id: 'ms_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  formula: (f) => f.zeros(),
});

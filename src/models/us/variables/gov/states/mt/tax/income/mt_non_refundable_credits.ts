import { defineUsVariable } from '../../../../../us-variable.js';

/** Montana non-refundable credits: none has an input here, 0. */
export const mt_non_refundable_credits = defineUsVariable({
  id: 'mt_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  formula: (f) => f.zeros(),
});

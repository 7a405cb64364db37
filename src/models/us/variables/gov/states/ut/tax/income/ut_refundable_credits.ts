import { defineUsVariable } from '../../../../../us-variable.js';

/** Utah refundable credits (TC-40 Schedule TC-40A part 4): none has an input here, 0. */
export const ut_refundable_credits = defineUsVariable({
  id: 'ut_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  formula: (f) => f.zeros(),
});

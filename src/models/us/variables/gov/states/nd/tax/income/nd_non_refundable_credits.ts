import { defineUsVariable } from '../../../../../us-variable.js';

/** North Dakota non-refundable credits: the marriage penalty credit (the others have no input). */
export const nd_non_refundable_credits = defineUsVariable({
  id: 'nd_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  formula: (f) => f.get('nd_marriage_penalty_credit'),
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island non-refundable credits: the child and dependent care credit (the others have no input). */
export const ri_non_refundable_credits = defineUsVariable({
  id: 'ri_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  formula: (f) => f.get('ri_cdcc'),
});

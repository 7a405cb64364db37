import { defineUsVariable } from '../../../../../us-variable.js';

/** Mississippi non-refundable credits: the child and dependent care credit (the others have no input). */
export const ms_non_refundable_credits = defineUsVariable({
  id: 'ms_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  formula: (f) => f.get('ms_cdcc'),
});

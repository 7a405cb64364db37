import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana non-refundable credits (IT-540 line 12, Schedule G): the child care credit above $25,000 of AGI; the others have no input. */
export const la_non_refundable_credits = defineUsVariable({
  id: 'la_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  formula: (f) => f.get('la_non_refundable_cdcc'),
});

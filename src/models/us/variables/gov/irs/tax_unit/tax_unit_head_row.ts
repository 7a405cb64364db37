import { defineUsVariable } from '../../../us-variable.js';

/** Ordering key of the tax unit's head: its first adult member, or its first member. */
export const tax_unit_head_row = defineUsVariable({
  id: 'tax_unit_head_row',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Head-selection key of the head',
  formula: (f) => f.min('person_row_if_adult'),
});

import { defineUsVariable } from '../../../us-variable.js';

/** Ordering key of the tax unit's spouse: its second adult member (Infinity when none). */
export const tax_unit_spouse_row = defineUsVariable({
  id: 'tax_unit_spouse_row',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Spouse-selection key of the spouse',
  formula: (f) => f.min('spouse_row_key'),
});

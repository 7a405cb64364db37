import { defineUsVariable } from '../../../../us-variable.js';

/** Number of filers (head and spouse) in the tax unit. */
export const tax_unit_filer_count = defineUsVariable({
  id: 'tax_unit_filer_count',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Filers in the tax unit',
  formula: (f) => f.sum('is_tax_unit_head_or_spouse'),
});

import { defineUsVariable } from '../../../us-variable.js';

/** Number of dependents in the tax unit. */
export const tax_unit_count_dependents = defineUsVariable({
  id: 'tax_unit_count_dependents',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Number of dependents',
  unit: 'person',
  formula: (f) => f.sum('is_tax_unit_dependent'),
});

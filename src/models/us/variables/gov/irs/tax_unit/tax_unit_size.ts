import { defineUsVariable } from '../../../us-variable.js';

/** Number of people in the tax unit. */
export const tax_unit_size = defineUsVariable({
  id: 'tax_unit_size',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Tax unit size',
  unit: 'person',
  formula: (f) => f.count(),
});

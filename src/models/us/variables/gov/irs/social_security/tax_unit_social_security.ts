import { defineUsVariable } from '../../../us-variable.js';

/** Social Security benefits of the tax unit's members. */
export const tax_unit_social_security = defineUsVariable({
  id: 'tax_unit_social_security',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax unit Social Security benefits',
  unit: 'currency-USD',
  formula: (f) => f.sum('social_security'),
});

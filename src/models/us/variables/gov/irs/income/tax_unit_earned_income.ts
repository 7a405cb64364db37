import { defineUsVariable } from '../../../us-variable.js';

/** Earned income of the tax unit's members. */
export const tax_unit_earned_income = defineUsVariable({
  id: 'tax_unit_earned_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax unit earned income',
  unit: 'currency-USD',
  formula: (f) => f.sum('earned_income'),
});

import { defineUsVariable } from '../../../../us-variable.js';

/** Child care expenses of the tax unit: those of the SPM unit that holds its first member. */
export const tax_unit_childcare_expenses = defineUsVariable({
  id: 'tax_unit_childcare_expenses',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax unit child care expenses',
  unit: 'currency-USD',
  formula: (f) => Float64Array.from(f.get('childcare_expenses')),
});

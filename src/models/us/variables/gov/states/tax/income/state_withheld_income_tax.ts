import { defineUsVariable } from '../../../../us-variable.js';

/** The tax unit's state income tax withheld (estimate): the sum of its members' `state_person_withheld_income_tax`. */
export const state_withheld_income_tax = defineUsVariable({
  id: 'state_withheld_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State income tax withheld (estimate) of the members',
  unit: 'currency-USD',
  formula: (f) => f.sum('state_person_withheld_income_tax'),
});

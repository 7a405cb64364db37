import { defineUsVariable } from '../../us-variable.js';

/** State income tax of the household (state income taxes are not modelled yet: 0). */
export const household_state_income_tax = defineUsVariable({
  id: 'household_state_income_tax',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household state income tax',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});

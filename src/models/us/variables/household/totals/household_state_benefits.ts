import { defineUsVariable } from '../../us-variable.js';

/** State benefits of the household outside the federal programs (state SSI supplements; not modelled yet: 0). */
export const household_state_benefits = defineUsVariable({
  id: 'household_state_benefits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household state benefits',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});

import { defineUsVariable } from '../../us-variable.js';

/** Net premiums for CHIP and Marketplace coverage (health coverage is not modelled: 0). */
export const household_health_costs = defineUsVariable({
  id: 'household_health_costs',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household health costs',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});

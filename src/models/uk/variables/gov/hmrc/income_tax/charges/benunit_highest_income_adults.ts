import { defineUkVariable } from '../../../../uk-variable.js';

/** How many of the unit’s adults have its highest adjusted net income. */
export const benunit_highest_income_adults = defineUkVariable({
  id: 'benunit_highest_income_adults',
  entity: 'benunit',
  valueType: 'int',
  period: 'year',
  label: 'Adults with the highest income',
  formula: (f) => {
    return f.sum('has_highest_adjusted_net_income');
  },
});

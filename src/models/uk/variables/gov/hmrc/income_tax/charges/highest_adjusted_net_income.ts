import { defineUkVariable } from '../../../../uk-variable.js';

/** The highest adjusted net income among the unit’s adults. */
export const highest_adjusted_net_income = defineUkVariable({
  id: 'highest_adjusted_net_income',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Highest adjusted net income',
  unit: 'currency-GBP',
  formula: (f) => {
    return f.max('adjusted_net_income', { mask: 'is_adult' });
  },
});

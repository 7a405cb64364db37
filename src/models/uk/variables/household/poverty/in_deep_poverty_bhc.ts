import { belowShareOfMedian } from '../../poverty-line.js';
import { defineUkVariable } from '../../uk-variable.js';

/** Below 50% of the person-weighted median equivalised income before housing costs. */
export const in_deep_poverty_bhc = defineUkVariable({
  id: 'in_deep_poverty_bhc',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In deep relative poverty (before housing costs)',
  formula: (f) => {
    return belowShareOfMedian(f, f.get('equiv_hbai_household_net_income'), 0.5);
  },
});

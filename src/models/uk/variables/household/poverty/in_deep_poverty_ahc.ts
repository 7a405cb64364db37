import { belowShareOfMedian } from '../../poverty-line.js';
import { defineUkVariable } from '../../uk-variable.js';

/** Below 50% of the person-weighted median equivalised income after housing costs. */
export const in_deep_poverty_ahc = defineUkVariable({
  id: 'in_deep_poverty_ahc',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In deep relative poverty (after housing costs)',
  formula: (f) => {
    return belowShareOfMedian(f, f.get('equiv_hbai_household_net_income_ahc'), 0.5);
  },
});

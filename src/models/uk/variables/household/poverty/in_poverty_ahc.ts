import { belowShareOfMedian } from '../../poverty-line.js';
import { defineUkVariable } from '../../uk-variable.js';

/** In a household whose equivalised income after housing costs is below 60% of the simulated population’s person-weighted median. */
export const in_poverty_ahc = defineUkVariable({
  id: 'in_poverty_ahc',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In relative poverty (after housing costs)',
  formula: (f) => {
    return belowShareOfMedian(f, f.get('equiv_hbai_household_net_income_ahc'), 0.6);
  },
});

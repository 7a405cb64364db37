import { belowShareOfMedian } from '../../poverty-line.js';
import { defineUkVariable } from '../../uk-variable.js';

/** In a household whose equivalised income before housing costs is below 60% of the simulated population’s person-weighted median (Child Poverty Act 2010 s3(2)). */
export const in_poverty_bhc = defineUkVariable({
  id: 'in_poverty_bhc',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In relative poverty (before housing costs)',
  formula: (f) => {
    return belowShareOfMedian(f, f.get('equiv_hbai_household_net_income'), 0.6);
  },
});

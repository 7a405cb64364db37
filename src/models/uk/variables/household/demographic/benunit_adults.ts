import { defineUkVariable } from '../../uk-variable.js';

/** Number of adults. */
export const benunit_adults = defineUkVariable({
  id: 'benunit_adults',
  entity: 'benunit',
  valueType: 'int',
  period: 'year',
  label: 'Adults in the benefit unit',
  formula: (f) => {
    return f.sum('is_adult');
  },
});

import { defineUkVariable } from '../../uk-variable.js';

/** Number of people. */
export const household_count_people = defineUkVariable({
  id: 'household_count_people',
  entity: 'household',
  valueType: 'int',
  period: 'year',
  label: 'People in the household',
  formula: (f) => {
    return f.count();
  },
});

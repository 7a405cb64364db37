import { defineUkVariable } from '../../uk-variable.js';

/** The age of the household’s eldest member. */
export const household_eldest_age = defineUkVariable({
  id: 'household_eldest_age',
  entity: 'household',
  valueType: 'int',
  period: 'year',
  label: 'Eldest age in the household',
  formula: (f) => {
    return f.max('age');
  },
});

import { defineUsVariable } from '../../us-variable.js';

/** Number of people in the household. */
export const household_count_people = defineUsVariable({
  id: 'household_count_people',
  entity: 'household',
  valueType: 'int',
  period: 'year',
  label: 'People in the household',
  unit: 'person',
  formula: (f) => Int32Array.from(f.count()),
});

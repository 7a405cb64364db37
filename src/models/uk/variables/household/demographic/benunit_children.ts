import { defineUkVariable } from '../../uk-variable.js';

/** Number of children. */
export const benunit_children = defineUkVariable({
  id: 'benunit_children',
  entity: 'benunit',
  valueType: 'int',
  period: 'year',
  label: 'Children in the benefit unit',
  formula: (f) => {
    return f.sum('is_child');
  },
});

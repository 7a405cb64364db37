import { defineUsVariable } from '../../../../us-variable.js';

/** Number of child tax credit qualifying children. */
export const ctc_qualifying_children = defineUsVariable({
  id: 'ctc_qualifying_children',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Number of child tax credit qualifying children',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24',
  formula: (f) => f.sum('ctc_qualifying_child'),
});

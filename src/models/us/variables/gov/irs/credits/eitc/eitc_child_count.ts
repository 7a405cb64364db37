import { defineUsVariable } from '../../../../us-variable.js';

/** Number of EITC qualifying children. */
export const eitc_child_count = defineUsVariable({
  id: 'eitc_child_count',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'EITC qualifying children',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#c_3',
  formula: (f) => f.sum('is_eitc_qualifying_child'),
});

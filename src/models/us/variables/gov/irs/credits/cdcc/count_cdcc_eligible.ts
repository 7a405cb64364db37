import { defineUsVariable } from '../../../../us-variable.js';

/** Number of CDCC qualifying individuals. */
export const count_cdcc_eligible = defineUsVariable({
  id: 'count_cdcc_eligible',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'CDCC qualifying individuals',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#b_1',
  formula: (f) => f.sum('cdcc_qualifying_individual'),
});

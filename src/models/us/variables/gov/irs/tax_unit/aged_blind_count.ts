import { defineUsVariable } from '../../../us-variable.js';

/** Number of aged (65+) and blind conditions of the head and spouse. */
export const aged_blind_count = defineUsVariable({
  id: 'aged_blind_count',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Aged and blind conditions of the filers',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#f',
  formula: (f) => f.sum('aged_blind_filer_conditions'),
});

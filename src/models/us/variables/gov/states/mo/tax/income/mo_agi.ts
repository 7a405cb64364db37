import { defineUsVariable } from '../../../../../us-variable.js';

/** Missouri adjusted gross income of the return (MO-1040 line 6, both columns): the members' sum. */
export const mo_agi = defineUsVariable({
  id: 'mo_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.121',
  formula: (f) => f.sum('mo_adjusted_gross_income'),
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Arkansas adjusted gross income of the return (AR1000F line 24): the filers' own. */
export const ar_agi = defineUsVariable({
  id: 'ar_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  formula: (f) => f.sum('ar_agi_person'),
});

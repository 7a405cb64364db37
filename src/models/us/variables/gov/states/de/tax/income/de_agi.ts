import { defineUsVariable } from '../../../../../us-variable.js';

/** Delaware adjusted gross income of the return: the filers' own. */
export const de_agi = defineUsVariable({
  id: 'de_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  formula: (f) => f.sum('de_agi_person'),
});

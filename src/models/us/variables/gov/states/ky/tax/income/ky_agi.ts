import { defineUsVariable } from '../../../../../us-variable.js';

/** Kentucky adjusted gross income of the return (Form 740 line 9): the filers' own. */
export const ky_agi = defineUsVariable({
  id: 'ky_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=53498',
  formula: (f) => f.sum('ky_agi_person'),
});

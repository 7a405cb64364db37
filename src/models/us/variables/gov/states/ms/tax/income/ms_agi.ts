import { defineUsVariable } from '../../../../../us-variable.js';

/** Mississippi adjusted gross income of the return: the sum of the filers' columns. */
export const ms_agi = defineUsVariable({
  id: 'ms_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-15/',
  formula: (f) => f.sum('ms_agi_person'),
});

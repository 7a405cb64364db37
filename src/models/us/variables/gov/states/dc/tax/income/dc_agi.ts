import { defineUsVariable } from '../../../../../us-variable.js';

/** DC adjusted gross income of the return (D-40 line 6): the filers' DC AGI. */
export const dc_agi = defineUsVariable({
  id: 'dc_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1803.02',
  formula: (f) => {
    return f.sum('dc_agi_person');
  },
});

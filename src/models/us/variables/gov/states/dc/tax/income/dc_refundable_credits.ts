import { defineUsVariable } from '../../../../../us-variable.js';
import { sumVariables } from '../../../../../sum-variables.js';

/** DC refundable credits: the earned income tax credit, the Keep Child Care Affordable credit, the child tax credit and the property tax credit (Schedule H). */
export const dc_refundable_credits = defineUsVariable({
  id: 'dc_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.04',
  formula: (f) => {
    return sumVariables(f, ['dc_eitc', 'dc_kccatc', 'dc_ctc', 'dc_ptc']);
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** DC non-refundable credits: the child and dependent care credit (the others have no input). */
export const dc_non_refundable_credits = defineUsVariable({
  id: 'dc_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.04',
  formula: (f) => {
    return f.get('dc_cdcc');
  },
});

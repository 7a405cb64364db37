import { defineUsVariable } from '../../../../../us-variable.js';

/** Alabama non-refundable credits (Schedule OC): none has an input (credits for taxes paid to other states, the accountability act and other business credits), so 0. */
export const al_non_refundable_credits = defineUsVariable({
  id: 'al_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
  formula: (f) => f.zeros(),
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Alabama refundable credits: none has an input, so 0. */
export const al_refundable_credits = defineUsVariable({
  id: 'al_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
  formula: (f) => f.zeros(),
});

import { defineUsVariable } from '../../../../../us-variable.js';

/** Kentucky refundable credits: none has an input (the refundable business and film credits), so 0. */
export const ky_refundable_credits = defineUsVariable({
  id: 'ky_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=57934',
  formula: (f) => f.zeros(),
});

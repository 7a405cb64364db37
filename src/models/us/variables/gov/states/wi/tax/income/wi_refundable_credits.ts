import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin refundable credits modelled: the earned income credit (the homestead credit is not modelled). */
export const wi_refundable_credits = defineUsVariable({
  id: 'wi_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => Float64Array.from(f.get('wi_eitc')),
});

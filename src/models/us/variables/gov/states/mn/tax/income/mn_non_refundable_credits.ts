import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota non-refundable credits modelled: the marriage credit. */
export const mn_non_refundable_credits = defineUsVariable({
  id: 'mn_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => Float64Array.from(f.get('mn_marriage_credit')),
});

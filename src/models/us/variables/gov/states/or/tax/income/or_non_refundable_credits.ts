import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon non-refundable credits: the exemption credit (uncapped, as the framework's role is; the tax after credits is not below 0). */
export const or_non_refundable_credits = defineUsVariable({
  id: 'or_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  formula: (f) => Float64Array.from(f.get('or_exemption_credit')),
});

import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan non-refundable credits: 0 for the households modelled (the public contribution,
 * historic preservation and similar credits have no inputs).
 */
export const mi_non_refundable_credits = defineUsVariable({
  id: 'mi_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  formula: (f) => f.zeros(),
});

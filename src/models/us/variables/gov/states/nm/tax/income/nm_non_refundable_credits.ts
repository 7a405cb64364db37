import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico non-refundable credits: 0 for the households modelled (the business-related and
 * other-state credits of Schedule PIT-CR have no inputs; the modelled credits are all refundable).
 */
export const nm_non_refundable_credits = defineUsVariable({
  id: 'nm_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  formula: (f) => f.zeros(),
});

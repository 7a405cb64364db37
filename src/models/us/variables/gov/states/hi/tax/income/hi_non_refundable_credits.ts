import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii non-refundable credits: 0 for the households modelled (the credit for taxes paid to other
 * states and the business credits have no inputs; the modelled credits are all refundable).
 */
export const hi_non_refundable_credits = defineUsVariable({
  id: 'hi_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  formula: (f) => f.zeros(),
});

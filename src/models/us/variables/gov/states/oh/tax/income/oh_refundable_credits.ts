import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio refundable credits: 0 for the households modelled (Ohio's refundable credits — historic
 * building, pass-through entity and similar business credits — have no inputs).
 */
export const oh_refundable_credits = defineUsVariable({
  id: 'oh_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.98',
  formula: (f) => f.zeros(),
});

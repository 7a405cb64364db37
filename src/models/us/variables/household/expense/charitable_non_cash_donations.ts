import { defineUsVariable } from '../../us-variable.js';

/** Non-cash gifts to charity (input). */
export const charitable_non_cash_donations = defineUsVariable({
  id: 'charitable_non_cash_donations',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Non-cash gifts to charity',
  unit: 'currency-USD',
});

import { defineUsVariable } from '../../us-variable.js';

/** Cash gifts to charity (input). */
export const charitable_cash_donations = defineUsVariable({
  id: 'charitable_cash_donations',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Cash gifts to charity',
  unit: 'currency-USD',
});

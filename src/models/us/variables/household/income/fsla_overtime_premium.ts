import { defineUsVariable } from '../../us-variable.js';

/** FLSA overtime premium (a part of employment income) (input). */
export const fsla_overtime_premium = defineUsVariable({
  id: 'fsla_overtime_premium',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'FLSA overtime premium (a part of employment income)',
  unit: 'currency-USD',
});

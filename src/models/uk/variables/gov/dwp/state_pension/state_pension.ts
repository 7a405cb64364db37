import { defineUkVariable } from '../../../uk-variable.js';

/** State Pension received (input). */
export const state_pension = defineUkVariable({
  id: 'state_pension',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'State Pension',
  unit: 'currency-GBP',
});

import { defineUkVariable } from '../../uk-variable.js';

/** Capital held in savings (input). */
export const savings = defineUkVariable({
  id: 'savings',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Savings',
  unit: 'currency-GBP',
  quantity: 'stock',
});

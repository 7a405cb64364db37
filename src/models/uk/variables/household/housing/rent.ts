import { defineUkVariable } from '../../uk-variable.js';

/** Annual rent paid by the household (input). */
export const rent = defineUkVariable({
  id: 'rent',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Rent',
  unit: 'currency-GBP',
});

import { defineUkVariable } from '../../uk-variable.js';

/** Council Tax of the household (input; PolicyEngine-UK takes it from survey data). */
export const council_tax = defineUkVariable({
  id: 'council_tax',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Council Tax',
  unit: 'currency-GBP',
});

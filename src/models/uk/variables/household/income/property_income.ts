import { defineUkVariable } from '../../uk-variable.js';

/** Net property income (input). */
export const property_income = defineUkVariable({
  id: 'property_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Property income',
  unit: 'currency-GBP',
});

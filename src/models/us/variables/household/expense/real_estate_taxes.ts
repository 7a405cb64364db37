import { defineUsVariable } from '../../us-variable.js';

/** Real estate taxes paid (input). */
export const real_estate_taxes = defineUsVariable({
  id: 'real_estate_taxes',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Real estate taxes paid',
  unit: 'currency-USD',
});

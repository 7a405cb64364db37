import { defineUkVariable } from '../../uk-variable.js';

/** What the family pays a year for this child's registered childcare, beyond any funded hours (input). */
export const childcare_expenses = defineUkVariable({
  id: 'childcare_expenses',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Childcare expenses',
  unit: 'currency-GBP',
});

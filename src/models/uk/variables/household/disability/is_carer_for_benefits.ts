import { defineUkVariable } from '../../uk-variable.js';

/** Cares for a severely disabled person at least 35 hours a week (input). */
export const is_carer_for_benefits = defineUkVariable({
  id: 'is_carer_for_benefits',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Carer for benefits',
});

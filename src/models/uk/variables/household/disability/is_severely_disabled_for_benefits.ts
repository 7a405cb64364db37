import { defineUkVariable } from '../../uk-variable.js';

/** Receives a disability benefit at the highest rate (input). */
export const is_severely_disabled_for_benefits = defineUkVariable({
  id: 'is_severely_disabled_for_benefits',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Severely disabled for benefits',
});

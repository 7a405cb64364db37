import { defineUkVariable } from '../../uk-variable.js';

/** Receives a disability benefit at the standard rate (input). */
export const is_disabled_for_benefits = defineUkVariable({
  id: 'is_disabled_for_benefits',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Disabled for benefits',
});

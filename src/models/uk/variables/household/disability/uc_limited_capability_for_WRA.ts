import { defineUkVariable } from '../../uk-variable.js';

/** Assessed as having limited capability for work and work-related activity (input). */
export const uc_limited_capability_for_WRA = defineUkVariable({
  id: 'uc_limited_capability_for_WRA',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Limited capability for work-related activity',
});

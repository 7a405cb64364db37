import { defineUkVariable } from '../../uk-variable.js';

/** Weekly hours of childcare the child takes up under the working-parent entitlement, over 38 weeks a year (input; 0 when not given). */
export const extended_childcare_hours_used = defineUkVariable({
  id: 'extended_childcare_hours_used',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Working-parent childcare hours used a week',
  unit: 'hour',
});

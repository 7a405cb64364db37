import { defineUsVariable } from '../../us-variable.js';

/** Usual hours worked per week (input; 0 when not given, as in PolicyEngine). */
export const weekly_hours_worked = defineUsVariable({
  id: 'weekly_hours_worked',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Weekly hours worked',
  unit: 'hour',
  quantity: 'stock',
});

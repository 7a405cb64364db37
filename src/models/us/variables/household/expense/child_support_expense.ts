import { defineUsVariable } from '../../us-variable.js';

/** Child support paid (input). */
export const child_support_expense = defineUsVariable({
  id: 'child_support_expense',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Child support paid',
  unit: 'currency-USD',
});

import { defineUsVariable } from '../../us-variable.js';

/** Is male (input). */
export const is_male = defineUsVariable({
  id: 'is_male',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is male',
});

import { defineUkVariable } from '../../uk-variable.js';

/** Male (input). */
export const is_male = defineUkVariable({
  id: 'is_male',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is male',
});

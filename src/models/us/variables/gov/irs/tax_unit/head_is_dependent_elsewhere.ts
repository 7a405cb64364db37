import { defineUsVariable } from '../../../us-variable.js';

/** Head can be claimed as a dependent on another return (input). */
export const head_is_dependent_elsewhere = defineUsVariable({
  id: 'head_is_dependent_elsewhere',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Head can be claimed as a dependent on another return',
});

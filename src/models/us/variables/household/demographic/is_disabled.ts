import { defineUsVariable } from '../../us-variable.js';

/** Is disabled (input). */
export const is_disabled = defineUsVariable({
  id: 'is_disabled',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is disabled',
});

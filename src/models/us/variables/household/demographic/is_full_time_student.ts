import { defineUsVariable } from '../../us-variable.js';

/** Is a full-time student (input). */
export const is_full_time_student = defineUsVariable({
  id: 'is_full_time_student',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is a full-time student',
});

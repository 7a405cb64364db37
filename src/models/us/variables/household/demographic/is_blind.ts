import { defineUsVariable } from '../../us-variable.js';

/** Is blind (input). */
export const is_blind = defineUsVariable({
  id: 'is_blind',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is blind',
});

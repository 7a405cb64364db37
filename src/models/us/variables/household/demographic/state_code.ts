import { STATE_CODE } from '../../enums.js';
import { defineUsVariable } from '../../us-variable.js';

/** The household's state (input; default California). */
export const state_code = defineUsVariable({
  id: 'state_code',
  entity: 'household',
  valueType: 'enum',
  enum: STATE_CODE,
  period: 'year',
  label: 'State',
  default: 'CA',
});

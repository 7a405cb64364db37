import { defineUsVariable } from '../../us-variable.js';

/** Treasury tipped occupation code (0: none) (input). */
export const treasury_tipped_occupation_code = defineUsVariable({
  id: 'treasury_tipped_occupation_code',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'Treasury tipped occupation code (0: none)',
});

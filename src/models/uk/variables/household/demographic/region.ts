import { REGION } from '../../enums.js';
import { defineUkVariable } from '../../uk-variable.js';

/** The ITL1 region of the household (input; default London). */
export const region = defineUkVariable({
  id: 'region',
  entity: 'household',
  valueType: 'enum',
  period: 'year',
  label: 'Region',
  enum: REGION,
  default: 'LONDON',
});

import { defineEnum } from '../../../../../engine/index.js';
import { defineUsVariable } from '../../us-variable.js';

/** Race and Hispanic origin categories of the poverty breakdowns. */
export const RACE = defineEnum('race', ['WHITE', 'BLACK', 'HISPANIC', 'OTHER'] as const);

/** Race (input; default OTHER). */
export const race = defineUsVariable({
  id: 'race',
  entity: 'person',
  valueType: 'enum',
  enum: RACE,
  period: 'year',
  label: 'Race',
  default: 'OTHER',
});

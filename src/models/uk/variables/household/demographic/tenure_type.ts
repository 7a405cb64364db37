import { TENURE_TYPE } from '../../enums.js';
import { defineUkVariable } from '../../uk-variable.js';

/** How the household occupies its home (input; default owned outright). */
export const tenure_type = defineUkVariable({
  id: 'tenure_type',
  entity: 'household',
  valueType: 'enum',
  period: 'year',
  label: 'Tenure type',
  enum: TENURE_TYPE,
  default: 'OWNED_OUTRIGHT',
});

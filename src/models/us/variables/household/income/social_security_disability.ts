import { defineUsVariable } from '../../us-variable.js';

/** Social Security disability benefits (input). */
export const social_security_disability = defineUsVariable({
  id: 'social_security_disability',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Social Security disability benefits',
  unit: 'currency-USD',
});

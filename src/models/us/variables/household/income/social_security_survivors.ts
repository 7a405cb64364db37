import { defineUsVariable } from '../../us-variable.js';

/** Social Security survivors benefits (input). */
export const social_security_survivors = defineUsVariable({
  id: 'social_security_survivors',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Social Security survivors benefits',
  unit: 'currency-USD',
});

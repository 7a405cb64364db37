import { defineUsVariable } from '../../us-variable.js';

/** Social Security retirement benefits (input). */
export const social_security_retirement = defineUsVariable({
  id: 'social_security_retirement',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Social Security retirement benefits',
  unit: 'currency-USD',
});

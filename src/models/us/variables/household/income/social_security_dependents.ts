import { defineUsVariable } from '../../us-variable.js';

/** Social Security dependents benefits (input). */
export const social_security_dependents = defineUsVariable({
  id: 'social_security_dependents',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Social Security dependents benefits',
  unit: 'currency-USD',
});

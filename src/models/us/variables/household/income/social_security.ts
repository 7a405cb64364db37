import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Social Security benefits. */
export const social_security = defineUsVariable({
  id: 'social_security',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Social Security benefits',
  unit: 'currency-USD',
  formula: (f) =>
    sumVariables(f, [
      'social_security_retirement',
      'social_security_disability',
      'social_security_survivors',
      'social_security_dependents',
    ]),
});

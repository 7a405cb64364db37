import { addVariables } from '../../tax-vectors.js';
import { defineUsVariable } from '../../us-variable.js';

/** Social Security benefits. */
export const social_security = defineUsVariable({
  id: 'social_security',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Social Security benefits',
  unit: 'currency-USD',
  formula: (f) =>
    addVariables(f, [
      'social_security_retirement',
      'social_security_disability',
      'social_security_survivors',
      'social_security_dependents',
    ]),
});

import { defineUsVariable } from '../../us-variable.js';
import { mask } from '../benefit-vectors.js';

/** Disabled for USDA food programs: disabled, or receiving Social Security disability benefits (7 U.S.C. 2012(j)). */
export const is_usda_disabled = defineUsVariable({
  id: 'is_usda_disabled',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Disabled (USDA)',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2012#j',
  formula: (f) => {
    const disabled = f.get('is_disabled');
    const ssdi = f.get('social_security_disability');
    return mask(disabled, (d, i) => d !== 0 || ssdi[i]! > 0);
  },
});

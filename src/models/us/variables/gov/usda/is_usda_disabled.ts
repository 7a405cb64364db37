import { defineUsVariable } from '../../us-variable.js';

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
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = disabled[i]! !== 0 || ssdi[i]! > 0 ? 1 : 0;
    return out;
  },
});

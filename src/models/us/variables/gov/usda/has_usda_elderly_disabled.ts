import { defineUsVariable } from '../../us-variable.js';

/** The SPM unit has an elderly or disabled member (USDA definitions). */
export const has_usda_elderly_disabled = defineUsVariable({
  id: 'has_usda_elderly_disabled',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Has an elderly or disabled member (USDA)',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2012#j',
  formula: (f) => {
    const elderly = f.any('is_usda_elderly');
    const disabled = f.any('is_usda_disabled');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = elderly[i]! !== 0 || disabled[i]! !== 0 ? 1 : 0;
    return out;
  },
});

import { defineUsVariable } from '../../us-variable.js';
import { mask } from '../benefit-vectors.js';

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
    return mask(elderly, (e, i) => e !== 0 || disabled[i]! !== 0);
  },
});

import { defineUsVariable } from '../../../us-variable.js';
import { povertyGuideline } from '../../benefit-vectors.js';

/** Annual HHS poverty guideline for the SPM unit's size and state group, at the start of the year. */
export const spm_unit_fpg = defineUsVariable({
  id: 'spm_unit_fpg',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit poverty guideline',
  unit: 'currency-USD',
  quantity: 'stock',
  reference: 'https://www.law.cornell.edu/uscode/text/42/9902',
  formula: (f) => povertyGuideline(f, f.get('spm_unit_size')),
});

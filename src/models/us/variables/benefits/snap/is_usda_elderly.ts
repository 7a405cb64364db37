import { defineUsVariable } from '../../us-variable.js';
import { mask } from '../benefit-vectors.js';

/** Elderly for USDA food programs: aged 60 or more (7 U.S.C. 2012(j)). */
export const is_usda_elderly = defineUsVariable({
  id: 'is_usda_elderly',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Elderly (USDA)',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2012#j',
  formula: (f) => mask(f.get('age'), (age) => age >= 60),
});

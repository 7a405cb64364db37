import { defineUsVariable } from '../../../us-variable.js';

/** Has reached the age of Medicare entitlement (65; 42 U.S.C. 426(a)). */
export const is_medicare_age = defineUsVariable({
  id: 'is_medicare_age',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is of Medicare age',
  reference: 'https://www.law.cornell.edu/uscode/text/42/426#a',
  formula: (f) => {
    const threshold = f.p.gov.hhs.medicare.part_b.age_threshold;
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = age[i]! >= threshold ? 1 : 0;
    return out;
  },
});

import { defineUsVariable } from '../../us-variable.js';

/** Elderly for USDA food programs: aged 60 or more (7 U.S.C. 2012(j)). */
export const is_usda_elderly = defineUsVariable({
  id: 'is_usda_elderly',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Elderly (USDA)',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2012#j',
  formula: (f) => {
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = age[i]! >= 60 ? 1 : 0;
    return out;
  },
});

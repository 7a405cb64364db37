import { defineUsVariable } from '../../../us-variable.js';

/** In a K-12 school: assumed for ages 5 to 17. */
export const is_in_k12_school = defineUsVariable({
  id: 'is_in_k12_school',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In K-12 school',
  formula: (f) => {
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = age[i]! >= 5 && age[i]! <= 17 ? 1 : 0;
    return out;
  },
});

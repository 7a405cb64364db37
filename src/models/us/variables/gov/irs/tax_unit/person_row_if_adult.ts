import { defineUsVariable } from '../../../us-variable.js';

/**
 * Ordering key used to pick a tax unit's head and spouse when roles are not given: adults (18 or
 * older) in person order, then everyone else in person order.
 */
export const person_row_if_adult = defineUsVariable({
  id: 'person_row_if_adult',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Head-selection ordering key',
  formula: (f) => {
    const age = f.get('age');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = age[i]! >= 18 ? i : 1e9 + i;
    return out;
  },
});

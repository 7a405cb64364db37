import { defineUsVariable } from '../../../us-variable.js';

/** Ordering key used to pick the spouse: adults other than the head, in person order. */
export const spouse_row_key = defineUsVariable({
  id: 'spouse_row_key',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Spouse-selection ordering key',
  formula: (f) => {
    const age = f.get('age');
    const head = f.get('is_tax_unit_head');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = age[i]! >= 18 && !head[i] ? i : Infinity;
    return out;
  },
});

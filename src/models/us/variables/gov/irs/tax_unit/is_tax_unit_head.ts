import { defineUsVariable } from '../../../us-variable.js';

/** Head of the tax unit. Without an input: the first adult member (or the first member). */
export const is_tax_unit_head = defineUsVariable({
  id: 'is_tax_unit_head',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Head of tax unit',
  formula: (f) => {
    const key = f.get('person_row_if_adult');
    const head = f.get('tax_unit_head_row');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = key[i] === head[i] ? 1 : 0;
    return out;
  },
});

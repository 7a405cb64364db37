import { defineUsVariable } from '../../../us-variable.js';

/** Spouse of the tax unit's head. Without an input: the second adult member of the tax unit. */
export const is_tax_unit_spouse = defineUsVariable({
  id: 'is_tax_unit_spouse',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Spouse of tax unit head',
  formula: (f) => {
    const key = f.get('spouse_row_key');
    const spouse = f.get('tax_unit_spouse_row');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Number.isFinite(key[i]!) && key[i] === spouse[i] ? 1 : 0;
    return out;
  },
});

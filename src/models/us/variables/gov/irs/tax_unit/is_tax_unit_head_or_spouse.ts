import { defineUsVariable } from '../../../us-variable.js';

/** Head or spouse of the tax unit (a filer). */
export const is_tax_unit_head_or_spouse = defineUsVariable({
  id: 'is_tax_unit_head_or_spouse',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Head or spouse of tax unit',
  formula: (f) => {
    const head = f.get('is_tax_unit_head');
    const spouse = f.get('is_tax_unit_spouse');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = head[i] || spouse[i] ? 1 : 0;
    return out;
  },
});

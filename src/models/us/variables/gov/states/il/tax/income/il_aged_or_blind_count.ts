import { defineUsVariable } from '../../../../../us-variable.js';

/** Additional exemptions of a filer: one at 65 or more, one if blind. */
export const il_aged_or_blind_count = defineUsVariable({
  id: 'il_aged_or_blind_count',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'Illinois additional exemptions for age or blindness',
  definedFor: { variable: 'state_code', values: ['IL'] },
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const blind = f.get('is_blind');
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = (age[i]! >= 65 ? 1 : 0) + (blind[i] ? 1 : 0);
    return out;
  },
});

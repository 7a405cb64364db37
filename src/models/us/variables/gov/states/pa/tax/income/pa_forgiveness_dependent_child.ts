import { defineUsVariable } from '../../../../../us-variable.js';

/** A dependent under 19. */
export const pa_forgiveness_dependent_child = defineUsVariable({
  id: 'pa_forgiveness_dependent_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Pennsylvania Tax Forgiveness dependent child',
  definedFor: { variable: 'state_code', values: ['PA'] },
  formula: (f) => {
    const dependent = f.get('is_tax_unit_dependent');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = dependent[i] && age[i]! < 19 ? 1 : 0;
    return out;
  },
});

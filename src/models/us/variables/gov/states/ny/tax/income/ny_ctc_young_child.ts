import { defineUsVariable } from '../../../../../us-variable.js';

/** A federal child-credit qualifying child under 4 (the Empire State child credit's younger group from 2025; in 2024 any child under 17 counts, and this group is those under 4). */
export const ny_ctc_young_child = defineUsVariable({
  id: 'ny_ctc_young_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Empire State child credit child under 4',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const qualifying = f.get('is_tax_unit_dependent');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = qualifying[i] && age[i]! < 4 ? 1 : 0;
    return out;
  },
});

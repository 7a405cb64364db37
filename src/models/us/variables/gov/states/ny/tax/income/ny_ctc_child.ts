import { defineUsVariable } from '../../../../../us-variable.js';

/** A dependent aged 4 to 16 (the Empire State child credit's older group). */
export const ny_ctc_child = defineUsVariable({
  id: 'ny_ctc_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Empire State child credit child 4 to 16',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const qualifying = f.get('is_tax_unit_dependent');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = qualifying[i] && age[i]! >= 4 && age[i]! <= 16 ? 1 : 0;
    return out;
  },
});

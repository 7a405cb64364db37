import { defineUsVariable } from '../../../us-variable.js';

/** For a head or spouse, the number of additional-standard-deduction conditions met (aged 65+, blind). */
export const aged_blind_filer_conditions = defineUsVariable({
  id: 'aged_blind_filer_conditions',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'Aged or blind conditions of a filer',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#f',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const blind = f.get('is_blind');
    const out = new Int32Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      if (filer[i]) out[i] = (age[i]! >= 65 ? 1 : 0) + (blind[i] ? 1 : 0);
    return out;
  },
});

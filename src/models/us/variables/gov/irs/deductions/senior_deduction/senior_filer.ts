import { defineUsVariable } from '../../../../us-variable.js';

/** A head or spouse aged 65 or older (qualifies for the senior deduction). */
export const senior_filer = defineUsVariable({
  id: 'senior_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Filer aged 65 or older',
  reference: 'https://www.law.cornell.edu/uscode/text/26/151',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = filer[i] && age[i]! >= 65 ? 1 : 0;
    return out;
  },
});

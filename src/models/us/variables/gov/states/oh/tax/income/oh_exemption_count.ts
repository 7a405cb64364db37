import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Number of Ohio personal and dependent exemptions: the filers and dependents, none for a filer
 * another return can claim (R.C. 5747.025(B)).
 */
export const oh_exemption_count = defineUsVariable({
  id: 'oh_exemption_count',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Ohio exemptions',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
  formula: (f) => {
    const people = f.count();
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = dependent[i] ? 0 : people[i]!;
    return out;
  },
});

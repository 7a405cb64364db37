import { defineUsVariable } from '../../../../us-variable.js';

/** A dependent who is an EITC qualifying child: under 19, a full-time student under 24, or disabled. */
export const is_eitc_qualifying_child = defineUsVariable({
  id: 'is_eitc_qualifying_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'EITC qualifying child',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/32#c_3',
    'https://www.law.cornell.edu/uscode/text/26/152#c_3',
  ],
  formula: (f) => {
    const dependent = f.get('is_tax_unit_dependent');
    const age = f.get('age');
    const student = f.get('is_full_time_student');
    const disabled = f.get('is_disabled');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      out[i] =
        dependent[i] && (age[i]! < 19 || (student[i] && age[i]! < 24) || disabled[i]) ? 1 : 0;
    }
    return out;
  },
});

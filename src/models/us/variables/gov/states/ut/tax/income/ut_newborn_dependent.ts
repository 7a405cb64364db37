import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A dependent born in the year (age 0 at its end), who brings Utah's additional personal exemption
 * for the taxpayer credit (Utah Code 59-10-1018(1)(g), HB 54 of 2023); none on a return whose
 * filer can be claimed as someone else's dependent.
 */
export const ut_newborn_dependent = defineUsVariable({
  id: 'ut_newborn_dependent',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Utah additional exemption for a dependent born in the year',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/~2023/bills/static/HB0054.html',
  formula: (f) => {
    const dependent = f.get('is_tax_unit_dependent');
    const age = f.get('age');
    const filerDependent = f.get('head_is_dependent_elsewhere');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = dependent[i] && age[i] === 0 && !filerDependent[i] ? 1 : 0;
    return out;
  },
});

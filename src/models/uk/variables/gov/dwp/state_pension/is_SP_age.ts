import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** At or over state pension age. */
export const is_SP_age = defineUkVariable({
  id: 'is_SP_age',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Over state pension age',
  reference: 'https://www.legislation.gov.uk/ukpga/1995/26/schedule/4',
  formula: (f) => {
    const age = f.get('age');
    const spa = f.p.gov.dwp.state_pension.age;
    return perRow(f, (i) => (age[i]! >= spa ? 1 : 0));
  },
});

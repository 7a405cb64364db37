import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** At or over the age of the higher standard allowance. */
export const uc_is_25_or_over = defineUkVariable({
  id: 'uc_is_25_or_over',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: '25 or over for UC',
  formula: (f) => {
    const age = f.get('age');
    const limit = f.p.gov.dwp.universal_credit.standard_allowance.age_threshold;
    return perRow(f, (i) => (age[i]! >= limit ? 1 : 0));
  },
});

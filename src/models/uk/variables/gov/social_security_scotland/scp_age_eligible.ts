import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Under 16. */
export const scp_age_eligible = defineUkVariable({
  id: 'scp_age_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Under the Scottish Child Payment age limit',
  formula: (f) => {
    const age = f.get('age');
    const limit = f.p.gov.social_security_scotland.scottish_child_payment.age_limit;
    return perRow(f, (i) => (age[i]! < limit ? 1 : 0));
  },
});

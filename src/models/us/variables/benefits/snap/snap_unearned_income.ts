import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../benefit-vectors.js';

/** Monthly unearned income of the SNAP household: members' unearned income and the unit's TANF (7 CFR 273.9(b)(2)). */
export const snap_unearned_income = defineUsVariable({
  id: 'snap_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP unearned income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.9#b_2',
  formula: (f) => {
    const people = f.sum('snap_unearned_income_person');
    const tanf = f.get('tanf');
    return mapFloat(people, (v, i) => v + tanf[i]!);
  },
});

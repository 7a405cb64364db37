import { defineUsVariable } from '../../../us-variable.js';

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
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = people[i]! + tanf[i]!;
    return out;
  },
});

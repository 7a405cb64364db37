import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/** Pennsylvania TANF cash assistance, monthly: the family size allowance less countable income (55 Pa. Code 183.91, 183.94). */
export const pa_tanf = defineUsVariable({
  id: 'pa_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Pennsylvania TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/055/chapter183/s183.91.html&d=reduce',
  formula: (f) => {
    const eligible = f.get('pa_tanf_eligible');
    const allowance = f.get('pa_tanf_family_size_allowance');
    const countable = f.get('pa_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => allowance[i]! - countable[i]!);
  },
});

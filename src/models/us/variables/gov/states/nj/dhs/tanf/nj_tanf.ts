import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * New Jersey WFNJ/TANF cash benefit for the month: the maximum benefit payment level less
 * countable income (N.J.A.C. 10:90-3.1(c), 10:90-3.3, 10:90-3.8).
 */
export const nj_tanf = defineUsVariable({
  id: 'nj_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Jersey TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-10-90-3-8',
  formula: (f) => {
    const eligible = f.get('nj_tanf_eligible');
    const maximum = f.get('nj_tanf_maximum_benefit');
    const countable = f.get('nj_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => maximum[i]! - countable[i]!);
  },
});

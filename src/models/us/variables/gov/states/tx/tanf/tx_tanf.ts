import { defineUsVariable } from '../../../../us-variable.js';
import { tanfGrant } from '../../../hhs/tanf/tanf-common.js';

/** Texas TANF monthly grant: the maximum grant less countable income, for eligible units (1 TAC 372.1505). */
export const tx_tanf = defineUsVariable({
  id: 'tx_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['TX'] },
  reference: [
    'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-1505',
    'https://www.hhs.texas.gov/handbooks/texas-works-handbook/c-110-tanf',
  ],
  formula: (f) => {
    const eligible = f.get('tx_tanf_eligible');
    const standard = f.get('tx_tanf_payment_standard');
    const countable = f.get('tx_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!);
  },
});

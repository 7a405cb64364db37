import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Kansas TANF for the month: an eligible unit receives its payment standard less its countable
 * income (K.A.R. 30-4-100, 30-4-110, 30-4-111; KEESM 7211, 7411). No rounding of the benefit and
 * no minimum payment are applied: none was found in the regulations or the manual read here.
 */
export const ks_tanf = defineUsVariable({
  id: 'ks_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kansas TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: [
    'https://www.law.cornell.edu/regulations/kansas/Kan-Admin-Regs-SS-30-4-100',
    'https://www.law.cornell.edu/regulations/kansas/K-A-R-30-4-111',
  ],
  formula: (f) => {
    const eligible = f.get('ks_tanf_eligible');
    const standard = f.get('ks_tanf_payment_standard');
    const income = f.get('ks_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Iowa Family Investment Program monthly grant: for an eligible unit, the payment standard less
 * countable net income, paid when positive (Test 3, 441 IAC 41.27(1); 41.28(2)). No minimum grant
 * or rounding rule is applied.
 */
export const ia_fip = defineUsVariable({
  id: 'ia_fip',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa Family Investment Program',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: [
    'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=20',
    'https://www.legis.iowa.gov/docs/code/239B.pdf',
  ],
  formula: (f) => {
    const eligible = f.get('ia_fip_eligible');
    const standard = f.get('ia_fip_payment_standard');
    const income = f.get('ia_fip_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});

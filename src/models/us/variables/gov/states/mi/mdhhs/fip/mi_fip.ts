import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Michigan Family Independence Program grant for the month: for an eligible group, the payment
 * standard less countable income after the issuance disregard, the issuance deficit (BEM 520).
 */
export const mi_fip = defineUsVariable({
  id: 'mi_fip',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Michigan FIP',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: [
    'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/BP/Public/BEM/520.pdf',
    'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/RF/Public/RFT/210.pdf',
  ],
  formula: (f) => {
    const eligible = f.get('mi_fip_eligible');
    const standard = f.get('mi_fip_payment_standard');
    const countable = f.get('mi_fip_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!);
  },
});

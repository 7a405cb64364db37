import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Ohio Works First monthly cash payment: the payment standard less countable income for eligible
 * assistance groups; a payment below the minimum is not issued (Ohio Admin. Code 5101:1-23-40).
 */
export const oh_owf = defineUsVariable({
  id: 'oh_owf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Ohio Works First',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-administrative-code/rule-5101:1-23-40',
  formula: (f) => {
    const minimum = f.p.gov.states.oh.odjfs.owf.minimum_payment;
    const eligible = f.get('oh_owf_eligible');
    const standard = f.get('oh_owf_payment_standard');
    const countable = f.get('oh_owf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!, minimum);
  },
});

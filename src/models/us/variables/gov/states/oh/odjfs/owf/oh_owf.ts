import { defineUsVariable } from '../../../../../us-variable.js';

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
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const payment = standard[i]! - countable[i]!;
      if (eligible[i] && payment >= minimum) out[i] = payment;
    }
    return out;
  },
});

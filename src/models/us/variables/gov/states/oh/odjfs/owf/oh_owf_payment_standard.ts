import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/** Ohio Works First monthly payment standard for the assistance group's size (Ohio Admin. Code 5101:1-23-40). */
export const oh_owf_payment_standard = defineUsVariable({
  id: 'oh_owf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Ohio Works First payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: [
    'https://codes.ohio.gov/ohio-administrative-code/rule-5101:1-23-40',
    'https://emanuals.jfs.ohio.gov/CashFoodAssist/CAM/ACT/ACT-294.stm',
  ],
  formula: (f) => {
    const p = f.p.gov.states.oh.odjfs.owf;
    return bySize(p.payment_standard, f.get('spm_unit_size'), p.payment_standard_additional_person);
  },
});

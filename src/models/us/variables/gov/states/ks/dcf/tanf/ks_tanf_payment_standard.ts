import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Kansas TANF payment standard for the month: the basic allowance for the assistance plan's size
 * (with the additional-person amount beyond four) plus the shelter allowance of the unit's county
 * group (K.A.R. 30-4-100, 30-4-101; KEESM 7411, Table I). Every member of the unit is in the plan
 * and there is no county input, so the full shelter allowance of Allen County's group is used.
 * SSI recipients, who are left out of the plan, are not singled out.
 */
export const ks_tanf_payment_standard = defineUsVariable({
  id: 'ks_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kansas TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: [
    'https://www.law.cornell.edu/regulations/kansas/K-A-R-30-4-101',
    'https://content.dcf.ks.gov/EES/KEESM/Robo07-18/keesm7410.htm',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ks.dcf.tanf.payment_standard;
    const basic = bySize(p.basic, f.get('spm_unit_size'), p.additional_person);
    return basic.map((amount) => amount + p.shelter);
  },
});

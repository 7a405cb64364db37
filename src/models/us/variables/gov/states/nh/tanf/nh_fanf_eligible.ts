import { defineUsVariable } from '../../../../us-variable.js';
import { hasMinorChild } from '../../../hhs/tanf/tanf-common.js';

/**
 * New Hampshire FANF eligibility: a New Hampshire family with a minor child whose countable income
 * is at most the payment standard (RSA 167:79; FAM 603). No assets are modelled.
 */
export const nh_fanf_eligible = defineUsVariable({
  id: 'nh_fanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for New Hampshire FANF',
  definedFor: { variable: 'state_code', values: ['NH'] },
  reference: 'https://gc.nh.gov/rsa/html/xii/167/167-79.htm',
  formula: (f) => {
    const child = hasMinorChild(f, f.p.gov.states.nh.tanf.minor_child_age);
    const countable = f.get('nh_fanf_countable_income');
    const standard = f.get('nh_fanf_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = child[i] && countable[i]! <= standard[i]! ? 1 : 0;
    return out;
  },
});

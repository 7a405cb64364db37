import { defineUsVariable } from '../../../../us-variable.js';
import { tanfGrant } from '../../../hhs/tanf/tanf-common.js';

/** New Hampshire Financial Assistance to Needy Families, monthly: the payment standard less countable income (RSA 167:77-g). */
export const nh_fanf = defineUsVariable({
  id: 'nh_fanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Hampshire Financial Assistance to Needy Families',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NH'] },
  reference: 'https://gc.nh.gov/rsa/html/xii/167/167-77-g.htm',
  formula: (f) => {
    const eligible = f.get('nh_fanf_eligible');
    const standard = f.get('nh_fanf_payment_standard');
    const countable = f.get('nh_fanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!);
  },
});

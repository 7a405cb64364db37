import { defineUsVariable } from '../../../../us-variable.js';

/** New Hampshire FANF monthly payment standard: 60% of the poverty guideline for the family's size, over twelve months (RSA 167:77-g). */
export const nh_fanf_payment_standard = defineUsVariable({
  id: 'nh_fanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Hampshire FANF payment standard',
  unit: 'currency-USD',
  reference: 'https://gc.nh.gov/rsa/html/xii/167/167-77-g.htm',
  formula: (f) => {
    const rate = f.p.gov.states.nh.tanf.payment_standard_rate;
    const fpg = f.get('spm_unit_fpg');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = (fpg[i]! * rate) / 12;
    return out;
  },
});

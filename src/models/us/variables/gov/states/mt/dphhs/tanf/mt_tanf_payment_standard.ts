import { defineUsVariable } from '../../../../../us-variable.js';
import { cashStandard } from './cash-standard.js';

/**
 * Montana TANF payment standard for the month: 35% of the 2023 monthly poverty guideline for the
 * assistance unit's size, to the whole dollar ($725 for three), from which countable income is
 * subtracted to give the payment (ARM 37.78.420(1)(d); TANF 001; State Plan, D. Income
 * Standards). The assistance unit is the SPM unit; SSI recipients and other excluded members are
 * not taken out of it.
 */
export const mt_tanf_payment_standard = defineUsVariable({
  id: 'mt_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://dphhs.mt.gov/assets/hcsd/tanfmanual/TANF001.pdf',
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.420',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.mt.dphhs.tanf.standards.payment_standard_rate;
    return cashStandard(f, rate);
  },
});

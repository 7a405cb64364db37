import { defineUsVariable } from '../../../../../us-variable.js';
import { cashStandard } from './cash-standard.js';

/**
 * Montana TANF benefit standard for the month: 30% of the 2023 monthly poverty guideline for the
 * assistance unit's size, to the whole dollar; a unit whose countable income is not below it is
 * ineligible (ARM 37.78.420(1)(c) and (3); TANF 001; State Plan, D. Income Standards). For odd
 * sizes the share ends in 50 cents ($621.50 for three), rounded up here; the manual's own table
 * for those sizes was not seen.
 */
export const mt_tanf_benefit_standard = defineUsVariable({
  id: 'mt_tanf_benefit_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF benefit standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://dphhs.mt.gov/assets/hcsd/tanfmanual/TANF001.pdf',
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.420',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.mt.dphhs.tanf.standards.benefit_standard_rate;
    return cashStandard(f, rate);
  },
});

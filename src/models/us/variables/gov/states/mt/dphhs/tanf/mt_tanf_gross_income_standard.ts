import { defineUsVariable } from '../../../../../us-variable.js';
import { cashStandard } from './cash-standard.js';

/**
 * Montana TANF gross monthly income (GMI) standard for the month: 185% of the net monthly income
 * standard, itself the benefit standard (30% of the 2023 monthly poverty guideline) divided by
 * 0.785, to the whole dollar ($1,465 for three); a unit whose gross monthly income exceeds it is
 * ineligible (ARM 37.78.420(1)(a), (b) and (3); TANF 001; State Plan, D. Income Standards).
 */
export const mt_tanf_gross_income_standard = defineUsVariable({
  id: 'mt_tanf_gross_income_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF gross monthly income standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://dphhs.mt.gov/assets/hcsd/tanfmanual/TANF001.pdf',
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.420',
  ],
  formula: (f) => {
    const p = f.p.gov.states.mt.dphhs.tanf.standards;
    const factor = (p.benefit_standard_rate / p.net_income_divisor) * p.gross_income_rate;
    return cashStandard(f, factor);
  },
});

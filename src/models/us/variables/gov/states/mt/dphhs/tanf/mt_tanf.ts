import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Montana TANF cash assistance for the month: for an eligible unit, the payment standard less
 * countable income (ARM 37.78.420(1)(d); TANF 604-1). The rule sets no minimum payment and no
 * rounding of the payment. Every unit is an applicant for a full month (no proration).
 */
export const mt_tanf = defineUsVariable({
  id: 'mt_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.420',
    'https://dphhs.mt.gov/assets/hcsd/tanfmanual/TANF604-1Jan012018.pdf',
  ],
  formula: (f) => {
    const eligible = f.get('mt_tanf_eligible');
    const standard = f.get('mt_tanf_payment_standard');
    const countable = f.get('mt_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!);
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Indiana TANF monthly cash payment: the maximum benefit for the group's size less countable
 * income (a quarter of gross earnings plus unearned income), paid to an eligible group when
 * positive (IC 12-14-2-5; 470 IAC 10.3-4-4(d)). The $10 minimum of IC 12-14-2-5.1(c) is for
 * recipient families above the need standard and is not modelled; no rounding is applied.
 */
export const in_tanf = defineUsVariable({
  id: 'in_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Indiana TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: [
    'https://casetext.com/statute/indiana-code/title-12-human-services/article-14-family-assistance-services/chapter-2-temporary-assistance-for-needy-families-granting-of-assistance/section-12-14-2-5-amount-of-need-recognized-and-payment-made-maximum-amounts',
    'https://www.in.gov/fssa/dfr/files/3000.pdf#page=7',
  ],
  formula: (f) => {
    const eligible = f.get('in_tanf_eligible');
    const maximum = f.get('in_tanf_maximum_benefit');
    const countable = f.get('in_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => maximum[i]! - countable[i]!);
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Montana TANF countable monthly income: countable earned income plus unearned income counted in
 * full (ARM 37.78.103, "countable monthly income"; ARM 37.78.402, 37.78.416). Interest on
 * countable resources is excluded by ARM 37.78.416(z), but resources are not an input, so
 * interest is counted. Child support paid out (ARM 37.78.406(3)) is not an input.
 */
export const mt_tanf_countable_income = defineUsVariable({
  id: 'mt_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.402',
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.416',
  ],
  formula: (f) => {
    const earned = f.get('mt_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

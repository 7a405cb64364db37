import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Maine TANF countable income for the month: countable earned income plus unearned income counted
 * in full (10-144 C.M.R. ch. 331, ch. III(B) and IV). The $50 child support exclusion has no input
 * to apply to.
 */
export const me_tanf_countable_income = defineUsVariable({
  id: 'me_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maine TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://regulations.justia.com/states/maine/10/144/chapter-331/chapter-iii',
  formula: (f) => {
    const earned = f.get('me_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

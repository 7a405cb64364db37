import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Alabama Family Assistance countable income for the month: countable earned income plus unearned
 * income counted in full, as currently available gross income (Ala. Admin. Code 660-2-2-.30(1);
 * the FA summarized eligibility requirements list Social Security, VA benefits, child support and
 * unemployment compensation). Of the unearned sources the model knows, the shared TANF list is
 * counted.
 */
export const al_tanf_countable_income = defineUsVariable({
  id: 'al_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alabama Family Assistance countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://admincode.legislature.state.al.us/api/chapter/660-2-2',
  formula: (f) => {
    const earned = f.get('al_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

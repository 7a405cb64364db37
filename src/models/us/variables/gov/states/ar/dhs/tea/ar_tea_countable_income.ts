import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Arkansas TEA monthly countable income: gross earnings less the 20% work-related expense
 * deduction, plus unearned income (TEA Manual 2300, 2352). Every family is treated as an
 * applicant, so the recipients' further 60% work incentive deduction is not applied; TEA has no
 * dependent care deduction.
 */
export const ar_tea_countable_income = defineUsVariable({
  id: 'ar_tea_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arkansas TEA countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://regulations.justia.com/states/arkansas/agency-016/division-28/rule-016-28-22-007',
  formula: (f) => {
    const rate = f.p.gov.states.ar.dhs.tea.income.work_expense_rate;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(earned[i]!, 0) * (1 - rate) + unearned[i]!;
    }
    return out;
  },
});

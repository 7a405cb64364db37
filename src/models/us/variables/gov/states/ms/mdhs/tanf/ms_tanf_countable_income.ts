import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Mississippi TANF countable income for the month: the assistance unit's gross earnings and
 * unearned income, counted in full (Miss. Code R. tit. 18, pt. 19). The six-month and three-month
 * total earned income disregards are for recipients who take or keep a job (35 or 25 hours a week
 * at the minimum wage) and need employment and benefit history, so every unit is treated as an
 * applicant without them. No standard work expense deduction is applied: none could be read from
 * the TANF manual here.
 */
export const ms_tanf_countable_income = defineUsVariable({
  id: 'ms_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Mississippi TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: 'https://www.law.cornell.edu/regulations/mississippi/Miss-Code-tit-18-pt-19',
  formula: (f) => {
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e, 0) + Math.max(unearned[i]!, 0));
  },
});

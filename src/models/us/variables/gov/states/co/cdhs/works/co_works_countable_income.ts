import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Colorado Works countable income for the grant, for the month: the 33 percent of gross earned
 * income left after the 67 percent disregard, plus countable unearned income (9 CCR 2503-6,
 * 3.606.2.A). Colorado Works has no dependent care deduction from income.
 */
export const co_works_countable_income = defineUsVariable({
  id: 'co_works_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Colorado Works countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://www.sos.state.co.us/CCR/GenerateRulePdf.do?ruleVersionId=10321#page=53',
  formula: (f) => {
    const rate = f.p.gov.states.co.cdhs.works.income.earned_income_disregard_rate;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e, 0) * (1 - rate) + Math.max(unearned[i]!, 0));
  },
});

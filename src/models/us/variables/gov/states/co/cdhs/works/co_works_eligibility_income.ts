import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Colorado Works income at the eligibility test for the month: the unit's gross earned income less
 * the $90 applicant disregard, not below zero, plus its countable unearned income (9 CCR 2503-6,
 * 3.606.2.A.1). SSI is not counted: an SSI recipient is not a member of the assistance unit.
 */
export const co_works_eligibility_income = defineUsVariable({
  id: 'co_works_eligibility_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Colorado Works income at the need standard test',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://www.sos.state.co.us/CCR/GenerateRulePdf.do?ruleVersionId=10321#page=53',
  formula: (f) => {
    const disregard = f.p.gov.states.co.cdhs.works.income.applicant_disregard;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e - disregard, 0) + Math.max(unearned[i]!, 0));
  },
});

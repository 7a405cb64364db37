import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * District of Columbia TANF income for the initial applicant test, for the month: each employed
 * member's earnings less the $160 work-related expense, plus unearned income in full, less the
 * dependent care deduction, not below zero (D.C. Code 4-205.11(a)(1)-(3)). The two-thirds earned
 * income disregard is not applied here: it is for families already found eligible
 * (4-205.11(a)(4A)).
 */
export const dc_tanf_applicant_income = defineUsVariable({
  id: 'dc_tanf_applicant_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'District of Columbia TANF income for the applicant test',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/4-205.11',
  formula: (f) => {
    const workExpense = f.p.gov.states.dc.dhs.tanf.income.work_expense;
    // The work-related expense is per employed individual, so it is taken from each person's earnings.
    const personal = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterExpense = personal.map((e) => Math.max(Math.max(e, 0) - workExpense, 0));
    const earned = f.aggregate(afterExpense, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const care = f.get('dc_tanf_dependent_care_deduction');
    return earned.map((e, i) => Math.max(e + Math.max(unearned[i]!, 0) - care[i]!, 0));
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Georgia TANF net countable income for the month: each employed member's earnings less the $250
 * standard work deduction, then less dependent care costs, not below zero, plus unearned income
 * (TANF Policy Manual 1605 and 1615). The manual since December 2022 lists no other earned income
 * disregard (the former $30 and one-third is not applied).
 */
export const ga_tanf_countable_income = defineUsVariable({
  id: 'ga_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Georgia TANF net countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://pamms.dhs.ga.gov/dfcs/tanf/1615/',
  formula: (f) => {
    const workExpense = f.p.gov.states.ga.dfcs.tanf.income.work_expense;
    // The deduction is per employed individual, so it is taken from each person's earnings.
    const personal = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterWorkExpense = personal.map((e) => Math.max(Math.max(e, 0) - workExpense, 0));
    const earned = f.aggregate(afterWorkExpense, 'person', 'sum');
    const care = f.get('ga_tanf_dependent_care_deduction');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return unearned.map((u, i) => Math.max(earned[i]! - care[i]!, 0) + u);
  },
});

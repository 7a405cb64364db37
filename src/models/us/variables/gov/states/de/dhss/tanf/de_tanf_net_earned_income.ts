import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Delaware TANF earned income after the work and dependent care deductions, for the month: each
 * employed member's earnings less the $90 standard work deduction (not below zero), summed, less
 * the dependent care deduction, not below zero (16 Del. Admin. Code 4000-4008.1.1, Step 2). The
 * applicant net income test adds unearned income to it; the grant takes $30 + 1/3 from it.
 */
export const de_tanf_net_earned_income = defineUsVariable({
  id: 'de_tanf_net_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Delaware TANF earned income after work and dependent care deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
  formula: (f) => {
    const workExpense = f.p.gov.states.de.dhss.tanf.income.work_expense;
    const perPerson = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const net = perPerson.map((e) => Math.max(e - workExpense, 0));
    const earned = f.aggregate(net, 'person', 'sum');
    const care = f.get('de_tanf_dependent_care_deduction');
    return earned.map((e, i) => Math.max(e - care[i]!, 0));
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { perEarnerSum } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Kansas TANF earned income after the work-related expense for the month: each member's wages and
 * net self-employment income less the $90 work-related expense, never below zero, summed over the
 * unit (K.A.R. 30-4-111(b)(1); KEESM 7211(1), applied to each person with earnings). Net
 * self-employment income stands for the adjusted gross earnings of K.A.R. 30-4-111(c).
 */
export const ks_tanf_earned_income_after_work_expense = defineUsVariable({
  id: 'ks_tanf_earned_income_after_work_expense',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kansas TANF earned income after the work-related expense',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: [
    'https://www.law.cornell.edu/regulations/kansas/K-A-R-30-4-111',
    'http://content.dcf.ks.gov/EES/KEESM/Robo01-20/keesm7200.htm',
  ],
  formula: (f) => {
    const expense = f.p.gov.states.ks.dcf.tanf.income.work_expense;
    return perEarnerSum(f, (gross) => Math.max(gross - expense, 0));
  },
});

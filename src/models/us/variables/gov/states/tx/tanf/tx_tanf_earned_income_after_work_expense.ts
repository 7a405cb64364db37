import { defineUsVariable } from '../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/** Monthly earnings of the unit after each earner's $120 work expense deduction (1 TAC 372.409(a)(1)). */
export const tx_tanf_earned_income_after_work_expense = defineUsVariable({
  id: 'tx_tanf_earned_income_after_work_expense',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF earnings after the work expense deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-409',
  formula: (f) => {
    const deduction = f.p.gov.states.tx.tanf.income.work_expense_deduction;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const net = new Float64Array(earned.length);
    for (let j = 0; j < earned.length; j += 1) net[j] = Math.max(earned[j]! - deduction, 0);
    return f.aggregate(net, 'person', 'sum');
  },
});

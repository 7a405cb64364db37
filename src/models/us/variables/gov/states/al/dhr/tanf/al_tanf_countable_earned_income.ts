import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Alabama Family Assistance countable earned income for the month: the unit's gross earnings less
 * the first 30 percent of them and less the cost of child care as paid, not below zero (Ala. Admin.
 * Code 660-2-2-.30(2)(b) and (c)). The unit is taken to be an applicant whose jobs are not new
 * employment reported while on assistance, so the twelve-month disregard of all such earnings
 * (660-2-2-.30(2)(a)) is not applied. Self-employment income enters as the model's net amount: the
 * 40 percent operating expense allowance (660-2-2-.30(2)) is taken from total proceeds, which the
 * model does not have. Care of an incapacitated adult is not modelled.
 */
export const al_tanf_countable_earned_income = defineUsVariable({
  id: 'al_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alabama Family Assistance countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://admincode.legislature.state.al.us/api/chapter/660-2-2',
  formula: (f) => {
    const rate = f.p.gov.states.al.dhr.tanf.income.work_expense_rate;
    // A member's self-employment loss does not reduce another member's earnings.
    const personal = sumVariables(f, TANF_EARNED_SOURCES, 'people').map((e) => Math.max(e, 0));
    const gross = f.aggregate(personal, 'person', 'sum');
    const care = f.get('childcare_expenses');
    return gross.map((g, i) => Math.max(g * (1 - rate) - Math.max(care[i]!, 0), 0));
  },
});

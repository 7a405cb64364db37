import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Utah FEP earned income after the work expense allowance: each employed member's earnings less
 * the $100 allowance (not below zero), summed over the household unit (Utah Admin. Code
 * R986-200-239(2)(a)).
 */
export const ut_fep_earned_income_after_allowance = defineUsVariable({
  id: 'ut_fep_earned_income_after_allowance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah FEP earned income after the work expense allowance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
  formula: (f) => {
    const allowance = f.p.gov.states.ut.dws.fep.income.work_expense_allowance;
    const earnings = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const remaining = earnings.map((e) => Math.max(e - allowance, 0));
    return f.aggregate(remaining, 'person', 'sum');
  },
});

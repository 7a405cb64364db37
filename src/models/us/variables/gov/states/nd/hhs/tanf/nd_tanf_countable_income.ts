import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * North Dakota TANF countable income for the month: countable earned income plus unearned income
 * counted in full (N.D. Admin. Code 75-02-01.2-45 and -54; N.D.C.C. 50-09-29(1)(d), income counted
 * whenever actually available). The dependent care deduction (75-02-01.2-53) is an alternative to
 * reimbursement by the Child Care Assistance Program (ND TANF Manual 400-19-55-30-10); every unit
 * is taken to have its care paid by that program, so no deduction is made.
 */
export const nd_tanf_countable_income = defineUsVariable({
  id: 'nd_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Dakota TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: [
    'https://www.law.cornell.edu/regulations/north-dakota/N-D-A-C-75-02-01.2-51',
    'https://www.law.cornell.edu/regulations/north-dakota/N-D-A-C-75-02-01.2-53',
  ],
  formula: (f) => {
    const earned = f.get('nd_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

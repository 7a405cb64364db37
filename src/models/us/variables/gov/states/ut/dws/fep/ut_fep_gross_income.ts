import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Utah FEP gross countable income for the month: the household unit's earned income (wages and
 * net self-employment income) and unearned income, before any deduction (Utah Admin. Code
 * R986-200-234, R986-200-236, R986-200-239(1)). This is the amount of the gross test.
 */
export const ut_fep_gross_income = defineUsVariable({
  id: 'ut_fep_gross_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah FEP gross countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-234',
    'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
  ],
  formula: (f) => {
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e, 0) + unearned[i]!);
  },
});

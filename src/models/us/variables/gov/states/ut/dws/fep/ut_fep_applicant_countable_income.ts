import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Utah FEP net countable income of an applicant household: earned income after the $100 work
 * expense allowance, without the 50% disregard (which needs a payment in one of the four preceding
 * months), plus unearned income (Utah Admin. Code R986-200-239(2)). The dependent care deduction is
 * not modelled (its chart is set by the Department and was not readable here), nor child support
 * paid out of the household (not an input).
 */
export const ut_fep_applicant_countable_income = defineUsVariable({
  id: 'ut_fep_applicant_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah FEP applicant net countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
  formula: (f) => {
    const earned = f.get('ut_fep_earned_income_after_allowance');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + unearned[i]!);
  },
});

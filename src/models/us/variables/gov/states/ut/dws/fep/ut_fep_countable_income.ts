import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Utah FEP net countable income of a recipient household, from which the payment is figured:
 * earned income after the $100 work expense allowance, less 50% of the rest, plus unearned income
 * (Utah Admin. Code R986-200-239(2)). The 50% disregard is for an individual paid in one of the
 * four preceding months; the model has no benefit history, so it budgets the payment of a family
 * already on FEP. No dependent care or child support paid deduction (see the applicant income).
 */
export const ut_fep_countable_income = defineUsVariable({
  id: 'ut_fep_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah FEP recipient net countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
  formula: (f) => {
    const rate = f.p.gov.states.ut.dws.fep.income.earned_income_disregard_rate;
    const earned = f.get('ut_fep_earned_income_after_allowance');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e * (1 - rate) + unearned[i]!);
  },
});

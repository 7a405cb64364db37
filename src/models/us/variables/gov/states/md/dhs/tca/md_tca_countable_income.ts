import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Maryland TCA net countable income for the month: countable earned income plus unearned income
 * counted in full (COMAR 07.03.03.13).
 */
export const md_tca_countable_income = defineUsVariable({
  id: 'md_tca_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maryland TCA net countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference: 'https://dsd.maryland.gov/regulations/Pages/07.03.03.13.aspx',
  formula: (f) => {
    const earned = f.get('md_tca_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

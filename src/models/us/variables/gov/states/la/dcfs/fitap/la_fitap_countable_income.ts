import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Louisiana FITAP total countable income for the month: countable earned income plus unearned
 * income counted in full; SSI is excluded (LAC 67:III.1229(A)(20)).
 */
export const la_fitap_countable_income = defineUsVariable({
  id: 'la_fitap_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Louisiana FITAP countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://www.law.cornell.edu/regulations/louisiana/La-Admin-Code-tit-67-SS-III-1229',
  formula: (f) => {
    const earned = f.get('la_fitap_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

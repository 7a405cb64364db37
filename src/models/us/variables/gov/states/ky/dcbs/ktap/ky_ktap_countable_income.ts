import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Kentucky K-TAP countable income for the month: countable earned income plus unearned income
 * counted in full (921 KAR 2:016 Section 5). Child support, whose first $50 is excluded, is not an
 * input here.
 */
export const ky_ktap_countable_income = defineUsVariable({
  id: 'ky_ktap_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kentucky K-TAP countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
  formula: (f) => {
    const earned = f.get('ky_ktap_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

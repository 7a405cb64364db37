import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Oklahoma TANF countable income for the month: countable earned income plus unearned income
 * counted in full (OAC 340:10-3-26: all available income not disregarded by law or policy; interest
 * and dividends, retirement and unemployment benefits are income, 340:10-3-39(a) and (h)). The
 * disregards of 340:10-3-40 concern sources the model does not have.
 */
export const ok_tanf_countable_income = defineUsVariable({
  id: 'ok_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oklahoma TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'http://okrules.elaws.us/oac/340:10-3-26',
    'https://oklahoma.gov/okdhs/library/policy/current/oac-340/chapter-10/subchapter-3/parts-3/income-other-than-earned-income.html',
    'https://www.law.cornell.edu/regulations/oklahoma/OAC-340-10-3-40',
  ],
  formula: (f) => {
    const earned = f.get('ok_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

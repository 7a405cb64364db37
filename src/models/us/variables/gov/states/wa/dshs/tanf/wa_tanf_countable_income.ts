import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Washington TANF countable income for the month: countable earned income plus unearned income
 * counted in full, with no disregard (WAC 388-450-0025; the earned income deduction of WAC
 * 388-450-0170 is the only one). Child support and the other unearned sources the model lacks are
 * not counted.
 */
export const wa_tanf_countable_income = defineUsVariable({
  id: 'wa_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Washington TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WA'] },
  reference: [
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-450-0025',
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-450-0170',
  ],
  formula: (f) => {
    const earned = f.get('wa_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});

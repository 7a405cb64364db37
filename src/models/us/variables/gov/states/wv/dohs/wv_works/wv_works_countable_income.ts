import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * West Virginia WV WORKS countable income for the month (IMM 4.5.2): the assistance group's gross
 * earnings less the 40% earned income disregard, less its dependent care expenses (deducted in
 * full, with no maximum, and not below zero), plus unearned income counted in full. The disregard
 * is not time-limited, so applicants and recipients are treated alike. Redirected child support,
 * whose first $100 ($200 with two or more children) is disregarded, is not an input here.
 */
export const wv_works_countable_income = defineUsVariable({
  id: 'wv_works_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'West Virginia WV WORKS countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: [
    'https://bfa.wv.gov/media/2766/download?inline#page=586',
    'https://dhhr.wv.gov/bcf/Services/familyassistance/Pages/WV-WORKS.aspx',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.wv.dohs.wv_works.earned_income_disregard_rate;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const care = f.get('childcare_expenses');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const afterDisregard = Math.max(earned[i]!, 0) * (1 - rate);
      const countableEarned = Math.max(afterDisregard - Math.max(care[i]!, 0), 0);
      out[i] = countableEarned + Math.max(unearned[i]!, 0);
    }
    return out;
  },
});

import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * New Jersey WFNJ/TANF countable income for the month once eligible: gross earnings less the
 * continuing 50% disregard, plus unearned income (N.J.A.C. 10:90-3.8(b)). The first month's 100%
 * and the 75% months need months of employment, which the model does not have.
 */
export const nj_tanf_countable_income = defineUsVariable({
  id: 'nj_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Jersey TANF countable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-10-90-3-8',
  formula: (f) => {
    const rate = f.p.gov.states.nj.dhs.tanf.income.earned_income_disregard;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e, 0) * (1 - rate) + unearned[i]!);
  },
});

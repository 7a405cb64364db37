import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Wyoming POWER countable income for the month: the unit's gross earnings less the earned income
 * disregard ($600, or $1,200 for a married couple; W.S. 42-2-103(a)(iv)), plus unearned income
 * (DFS Policy Manual section 1101).
 */
export const wy_power_countable_income = defineUsVariable({
  id: 'wy_power_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Wyoming POWER countable income',
  unit: 'currency-USD',
  reference: 'https://wyoleg.gov/statutes/compress/title42.pdf',
  formula: (f) => {
    const p = f.p.gov.states.wy.dfs.power.income.earned_income_disregard;
    const earned = f.aggregate(sumVariables(f, TANF_EARNED_SOURCES, 'people'), 'person', 'sum');
    const couple = f.sum('is_tax_unit_head_or_spouse');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => {
      const disregard = couple[i]! > 1 ? p.married_couple : p.individual;
      return Math.max(e - disregard, 0) + unearned[i]!;
    });
  },
});

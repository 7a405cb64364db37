import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * South Dakota TANF countable income for the month: each earner's gross earnings less $90 and then
 * less 20 percent of the rest (ARSD 67:10:03:05), plus unearned income (ARSD 67:10:03:04).
 */
export const sd_tanf_countable_income = defineUsVariable({
  id: 'sd_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Dakota TANF countable income',
  unit: 'currency-USD',
  reference: [
    'https://sdlegislature.gov/Rules/Administrative/67:10:03:05',
    'https://sdlegislature.gov/Rules/Administrative/67:10:03:04',
  ],
  formula: (f) => {
    const p = f.p.gov.states.sd.dss.tanf.income.earned_income_deduction;
    const net = sumVariables(f, TANF_EARNED_SOURCES, 'people').map(
      (e) => Math.max(e - p.flat, 0) * (1 - p.rate),
    );
    const earned = f.aggregate(net, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + unearned[i]!);
  },
});

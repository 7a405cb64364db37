import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Pennsylvania TANF monthly countable income for the grant: each employed person's earnings less
 * the 50% earned income disregard and the work expense deduction (not below 0), plus unearned
 * income (55 Pa. Code 183.94). The dependent care deduction is not modelled.
 */
export const pa_tanf_countable_income = defineUsVariable({
  id: 'pa_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Pennsylvania TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/055/chapter183/s183.94.html&d=reduce',
  formula: (f) => {
    const p = f.p.gov.states.pa.dhs.tanf.income;
    const perPerson = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const counted = new Float64Array(perPerson.length);
    for (let j = 0; j < perPerson.length; j += 1)
      counted[j] = Math.max(perPerson[j]! * (1 - p.disregard_rate) - p.work_expense_deduction, 0);
    const earned = f.aggregate(counted, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = earned[i]! + unearned[i]!;
    return out;
  },
});

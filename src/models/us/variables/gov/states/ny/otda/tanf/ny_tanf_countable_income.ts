import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * New York Family Assistance countable income for the month: each employed member's earnings less
 * the earned income disregard percentage and then the $150 work expense disregard (not below 0),
 * plus unearned income (18 NYCRR 352.19(a), 352.20(c); 22-ADM-11). The dependent care disregard is
 * not modelled.
 */
export const ny_tanf_countable_income = defineUsVariable({
  id: 'ny_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New York Family Assistance countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: [
    'https://www.law.cornell.edu/regulations/new-york/18-NYCRR-352.20',
    'https://www.law.cornell.edu/regulations/new-york/18-NYCRR-352.19',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ny.otda.tanf.income;
    const perPerson = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const counted = new Float64Array(perPerson.length);
    for (let j = 0; j < perPerson.length; j += 1)
      counted[j] = Math.max(
        perPerson[j]! * (1 - p.earned_income_disregard_rate) - p.work_expense_disregard,
        0,
      );
    const earned = f.aggregate(counted, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + unearned[i]!);
  },
});

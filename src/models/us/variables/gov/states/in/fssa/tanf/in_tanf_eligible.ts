import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize, povertyGuideline } from '../../../../benefit-vectors.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Eligible for Indiana TANF in the month: an Indiana assistance group with a dependent child
 * under 18 that passes the income tests of IC 12-14-1-1.7. Net income for the tests is each
 * employed member's earnings less the $90 work expense deduction, plus unearned income
 * (470 IAC 10.3-4-4(c)). Before July 2025 net income may not exceed the standard of need; from
 * July 2025 gross income may not exceed 35% of the poverty guideline (50% from July 2027) and net
 * income may not exceed the maximum benefit (Program Policy Manual 3010.15.00). Every unit is
 * treated as an applicant, so the recipients' $30 and one-third disregard is not applied.
 * Resources are not an input of this model, so the resource test passes; time limits and work
 * requirements are not modelled.
 */
export const in_tanf_eligible = defineUsVariable({
  id: 'in_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Indiana TANF',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: [
    'https://lexace.ai/us/statute/indiana/12-14-1-1.7',
    'https://casetext.com/regulation/indiana-administrative-code/title-470-division-of-family-resources/article-103-tanf-assistance-program/rule-470-iac-103-4-fiscal-eligibility-requirements/section-470-iac-103-4-4-countable-income-determination',
    'https://www.in.gov/fssa/dfr/files/3000.pdf#page=4',
  ],
  formula: (f) => {
    const p = f.p.gov.states.in.fssa.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const size = f.get('spm_unit_size');
    const personEarned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterWorkExpense = new Float64Array(personEarned.length);
    for (let j = 0; j < personEarned.length; j += 1) {
      afterWorkExpense[j] = Math.max(personEarned[j]! - p.income.work_expense, 0);
    }
    const netEarned = f.aggregate(afterWorkExpense, 'person', 'sum');
    const grossEarned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = new Uint8Array(f.size);
    if (p.eligibility.fpg_income_tests) {
      const rate = p.eligibility.gross_income_fpg_rate;
      const fpg = povertyGuideline(f, size);
      const maximum = f.get('in_tanf_maximum_benefit');
      for (let i = 0; i < f.size; i += 1) {
        const gross = Math.max(grossEarned[i]!, 0) + Math.max(unearned[i]!, 0);
        const net = netEarned[i]! + Math.max(unearned[i]!, 0);
        out[i] = child[i] && gross <= (fpg[i]! / 12) * rate && net <= maximum[i]! ? 1 : 0;
      }
      return out;
    }
    const need = bySize(p.standard_of_need.amount, size, p.standard_of_need.additional_member);
    for (let i = 0; i < f.size; i += 1) {
      const net = netEarned[i]! + Math.max(unearned[i]!, 0);
      out[i] = child[i] && net <= need[i]! ? 1 : 0;
    }
    return out;
  },
});

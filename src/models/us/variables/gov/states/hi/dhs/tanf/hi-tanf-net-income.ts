/** Hawaii TANF monthly net income, shared by the eligibility test and the grant (HAR 17-676-54.1). */
import type { UsFormulaContext } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Monthly net income of each unit: each person's gross earnings less the 20 percent standard
 * deduction, then the $200 flat deduction, then the earned income disregard (`adultRate` for an
 * adult, `childRate` for a dependent child), plus unearned income in full (HAR 17-676-54.1(b)-(d)).
 * A self-employment loss is no income: no part is below zero. The dependent care deduction of
 * (c)(4) and (d)(4) is for the care of an incapacitated adult (HAR 17-676-2), which the model has
 * no input for, so it is not made.
 */
export function hiTanfNetIncome(
  f: UsFormulaContext,
  adultRate: number,
  childRate: number,
): Float64Array {
  const p = f.p.gov.states.hi.dhs.tanf;
  const age = f.members('age');
  const gross = sumVariables(f, TANF_EARNED_SOURCES, 'people');
  const net = new Float64Array(gross.length);
  for (let j = 0; j < gross.length; j += 1) {
    const afterDeductions = Math.max(
      Math.max(gross[j]!, 0) * (1 - p.income.standard_deduction_rate) - p.income.flat_deduction,
      0,
    );
    const rate = age[j]! < p.eligibility.minor_child_age ? childRate : adultRate;
    net[j] = afterDeductions * (1 - rate);
  }
  const earned = f.aggregate(net, 'person', 'sum');
  const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
  return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
}

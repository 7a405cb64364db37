/** Michigan FIP countable income, shared by the income test and the grant (BEM 518, BEM 520). */
import type { UsFormulaContext } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Monthly countable income of each unit: each person's earnings less the flat disregard and then
 * less `rate` of the rest (20% in the qualifying deficit test, 50% for the issuance deficit), plus
 * unearned income. A self-employment loss is no income: no part is below zero.
 */
export function fipCountableIncome(f: UsFormulaContext, rate: number): Float64Array {
  const flat = f.p.gov.states.mi.mdhhs.fip.income.earned_income_disregard.flat;
  const net = sumVariables(f, TANF_EARNED_SOURCES, 'people').map(
    (e) => Math.max(e - flat, 0) * (1 - rate),
  );
  const earned = f.aggregate(net, 'person', 'sum');
  const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
  return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
}

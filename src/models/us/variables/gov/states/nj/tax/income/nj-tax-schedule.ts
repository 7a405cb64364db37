/** New Jersey's two rate schedules (N.J.S.A. 54A:2-1) applied by filing status. */
import { FILING_STATUS } from '../../../../../enums.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on each row's income: schedule A for single and separate filers, B for the others. */
export function njTax(
  f: UsFormulaContext,
  income: ArrayLike<number>,
  status: ArrayLike<number>,
): Float64Array {
  const rates = f.p.gov.states.nj.tax.income.rates;
  const single = rates.single.calc(income);
  const joint = rates.joint.calc(income);
  const { SINGLE, SEPARATE } = FILING_STATUS.codes;
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1)
    out[i] = status[i] === SINGLE || status[i] === SEPARATE ? single[i]! : joint[i]!;
  return out;
}

/** Wisconsin's rate schedule by filing status, shared by the tax and the withholding estimate. */
import { FILING_STATUS } from '../../../../../enums.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The Wisconsin tax on each row's income under its filing status's schedule (the single one when forced). */
export function wiRateTax(
  f: UsFormulaContext,
  income: ArrayLike<number>,
  forceSingle = false,
): Float64Array {
  const rates = f.p.gov.states.wi.tax.income.rates;
  const base = Float64Array.from(income);
  const single = rates.single.calc(base);
  if (forceSingle) return single;
  const joint = rates.joint.calc(base);
  const separate = rates.separate.calc(base);
  const status = f.get('filing_status');
  const { JOINT, SURVIVING_SPOUSE, SEPARATE } = FILING_STATUS.codes;
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const s = status[i];
    out[i] =
      s === JOINT || s === SURVIVING_SPOUSE
        ? joint[i]!
        : s === SEPARATE
          ? separate[i]!
          : single[i]!;
  }
  return out;
}

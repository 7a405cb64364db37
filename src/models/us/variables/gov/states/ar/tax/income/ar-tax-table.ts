/** Arkansas's regular tax on net taxable income and the additional credit's phase-out. */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/**
 * The regular income tax (A.C.A. 26-51-201; DFA Indexed Tax Brackets): the bracket's rate times
 * all of net taxable income, less the bracket's reduction up to the high-income threshold, and
 * above it less a reduction that falls by the step for each $100 down to the floor; at least 0.
 */
export function arRegularTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  const p = f.p.gov.states.ar.tax.income.rates;
  const hi = p.high_income;
  const rate = p.rate.calc(income);
  const reduction = p.reduction.calc(income);
  const out = new Float64Array(income.length);
  for (let i = 0; i < income.length; i += 1) {
    const ti = income[i]!;
    const rows = Math.max(0, Math.floor((ti - hi.threshold - 1) / 100));
    const cut =
      ti > hi.threshold ? Math.max(hi.floor, hi.first_reduction - hi.step * rows) : reduction[i]!;
    out[i] = Math.max(0, rate[i]! * ti - cut);
  }
  return out;
}

/**
 * The additional tax credit for qualified individuals (A.C.A. 26-51-501; DFA worksheet): the
 * maximum (doubled on a joint return filed jointly) less the reduction (doubled likewise) for each
 * increment or part of net taxable income above the start, at least 0.
 */
export function arAdditionalCredit(f: UsFormulaContext, income: number, joint: boolean): number {
  const p = f.p.gov.states.ar.tax.income.credits.additional;
  const multiplier = joint ? 2 : 1;
  const steps = Math.ceil(Math.max(0, income - p.start) / p.increment);
  return Math.max(0, multiplier * (p.maximum - p.reduction * steps));
}

/** Hawaii's three rate schedules: single and separate, joint and surviving spouses, heads of household. */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule. */
export function hiScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  return perFilingStatus(f, f.p.gov.states.hi.tax.income.rates, (schedule) =>
    schedule.calc(income),
  );
}

/**
 * Where each row's schedule first taxes above `rate`: the threshold of the first bracket whose
 * rate exceeds it (Infinity if none does).
 */
export function hiThresholdAbove(f: UsFormulaContext, rate: number): Float64Array {
  return perFilingStatus(f, f.p.gov.states.hi.tax.income.rates, (schedule) => {
    const k = schedule.values.findIndex((r) => r > rate);
    return new Float64Array(f.size).fill(k < 0 ? Infinity : schedule.thresholds[k]!);
  });
}

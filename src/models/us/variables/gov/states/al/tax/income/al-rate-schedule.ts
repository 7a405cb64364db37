/** Alabama's two rate schedules: joint returns, and everyone else (Code of Alabama 40-18-5). */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule. */
export function alScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  const rates = f.p.gov.states.al.tax.income.rates;
  // A surviving spouse files as single in Alabama, not on the joint schedule.
  return perFilingStatus(f, { ...rates, surviving_spouse: rates.single }, (schedule) =>
    schedule.calc(income),
  );
}

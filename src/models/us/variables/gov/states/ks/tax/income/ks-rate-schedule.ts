/** Kansas's two rate schedules: joint filers and surviving spouses, and everyone else. */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule. */
export function ksScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  return perFilingStatus(f, f.p.gov.states.ks.tax.income.rates, (schedule) =>
    schedule.calc(income),
  );
}

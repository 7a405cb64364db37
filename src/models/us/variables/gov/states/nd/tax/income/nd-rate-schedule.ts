/** North Dakota's rate schedule for each filing status (surviving spouses use the joint one). */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule. */
export function ndScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  return perFilingStatus(f, f.p.gov.states.nd.tax.income.rates, (schedule) =>
    schedule.calc(income),
  );
}

/** Connecticut's rate schedules: single, joint (and surviving spouse), separate, head of household. */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule. */
export function ctScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  return perFilingStatus(f, f.p.gov.states.ct.tax.income.rates, (schedule) =>
    schedule.calc(income),
  );
}

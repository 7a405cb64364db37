/** New Mexico's filing-status tables: the rate schedules and the AGI tables of the exemptions and deductions. */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule (heads of household and surviving spouses on the joint one). */
export function nmScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  const rates = f.p.gov.states.nm.tax.income.rates;
  return perFilingStatus(
    f,
    {
      single: rates.single,
      joint: rates.joint,
      separate: rates.separate,
      head_of_household: rates.joint,
    },
    (schedule) => schedule.calc(income),
  );
}

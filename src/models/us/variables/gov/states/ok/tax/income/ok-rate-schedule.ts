/** Oklahoma's two rate schedules: single and separate filers, and everyone else. */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's schedule (68 O.S. 2355(B)). */
export function okScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  const { single, joint } = f.p.gov.states.ok.tax.income.rates;
  return perFilingStatus(f, { single, joint, head_of_household: joint }, (schedule) =>
    schedule.calc(income),
  );
}

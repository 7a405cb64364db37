/** Kansas's two rate schedules: joint filers and surviving spouses, and everyone else. */
import { FILING_STATUS } from '../../../../../enums.js';
import type { NumericArray } from '../../../../../../../../engine/index.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's Kansas schedule. */
export function ksScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  const rates = f.p.gov.states.ks.tax.income.rates;
  const status = f.get('filing_status');
  const single = rates.single.calc(income);
  const joint = rates.joint.calc(income);
  const { JOINT, SURVIVING_SPOUSE } = FILING_STATUS.codes;
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const s = status[i];
    out[i] = s === JOINT || s === SURVIVING_SPOUSE ? joint[i]! : single[i]!;
  }
  return out;
}

/** Nebraska's rate schedule for each filing status (surviving spouses use the joint one, separate filers the single one). */
import { FILING_STATUS } from '../../../../../enums.js';
import type { NumericArray } from '../../../../../../../../engine/index.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The tax on `income` under each row's own filing status's Nebraska schedule. */
export function neScheduleTax(f: UsFormulaContext, income: NumericArray): Float64Array {
  const rates = f.p.gov.states.ne.tax.income.rates;
  const status = f.get('filing_status');
  const single = rates.single.calc(income);
  const joint = rates.joint.calc(income);
  const head = rates.head_of_household.calc(income);
  const { JOINT, SURVIVING_SPOUSE, HEAD_OF_HOUSEHOLD } = FILING_STATUS.codes;
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const s = status[i];
    out[i] =
      s === JOINT || s === SURVIVING_SPOUSE
        ? joint[i]!
        : s === HEAD_OF_HOUSEHOLD
          ? head[i]!
          : single[i]!;
  }
  return out;
}

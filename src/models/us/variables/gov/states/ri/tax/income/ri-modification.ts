/** Who may take Rhode Island's Social Security and retirement income modifications. */
import { FILING_STATUS } from '../../../../../enums.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/**
 * For each person, 1 if they are the head or spouse of a tax unit whose federal AGI is below the
 * filing status's limit and they have reached full retirement age (R.I. Gen. Laws 44-30-12(c)(8),
 * (9)); otherwise 0.
 */
export function riModificationEligible(f: UsFormulaContext): Float64Array {
  const p = f.p.gov.states.ri.tax.income.subtractions;
  const limit = f.lookup(p.income_limit, f.get('filing_status'), FILING_STATUS);
  const agi = f.get('adjusted_gross_income');
  const filer = f.members('is_tax_unit_head_or_spouse');
  const age = f.members('age');
  const unit = f.memberIndex();
  const out = new Float64Array(filer.length);
  for (let j = 0; j < filer.length; j += 1) {
    const i = unit[j]!;
    out[j] = filer[j] && age[j]! >= p.retirement_age && agi[i]! < limit[i]! ? 1 : 0;
  }
  return out;
}

/** Michigan's retirement rules go by the birth year of the older filer. */
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The birth year (tax year less age at its end) of each tax unit's oldest head or spouse. */
export function miOldestBirthYear(f: UsFormulaContext): Float64Array {
  const year = Number(f.period.start.slice(0, 4));
  const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) out[i] = year - oldest[i]!;
  return out;
}

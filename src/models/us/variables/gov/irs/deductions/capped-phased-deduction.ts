import { byFilingStatus } from '../../../tax-vectors.js';
import type { UsVariableId } from '../../../../variable-ids.generated.js';
import type { UsFormulaContext } from '../../../us-variable.js';

/** Parameters of a deduction capped by filing status and phased out above a modified-AGI start. */
export interface CappedPhasedDeductionParameters {
  readonly cap: Readonly<Record<string, number>>;
  readonly phase_out: { readonly start: Readonly<Record<string, number>>; readonly rate: number };
}

/**
 * The tips and overtime deductions' shared rule (IRC §224, §225): the members' qualified amounts up
 * to the cap, less `rate` per dollar of modified AGI above the phase-out start.
 */
export function cappedPhasedDeduction(
  f: UsFormulaContext,
  p: CappedPhasedDeductionParameters,
  qualifiedId: UsVariableId,
): Float64Array {
  const qualified = f.sum(qualifiedId);
  const cap = byFilingStatus(f, p.cap);
  const start = byFilingStatus(f, p.phase_out.start);
  const agi = f.get('adjusted_gross_income');
  const out = new Float64Array(f.size);
  for (let i = 0, n = f.size; i < n; i += 1) {
    const capped = Math.min(Math.max(0, qualified[i]!), cap[i]!);
    if (capped <= 0) continue;
    out[i] = Math.max(0, capped - p.phase_out.rate * Math.max(0, agi[i]! - start[i]!));
  }
  return out;
}

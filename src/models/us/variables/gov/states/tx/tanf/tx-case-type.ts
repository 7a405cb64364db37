/** Texas TANF case types: the grant and needs tables differ by how many parents are certified. */
import type { UsFormulaContext } from '../../../../us-variable.js';

/** One schedule by certified group size for each case type (1 TAC 372.1505(a)). */
export interface TxCaseSchedules {
  readonly non_caretaker: Readonly<Record<string, number>>;
  readonly caretaker: Readonly<Record<string, number>>;
  readonly caretaker_with_second_parent: Readonly<Record<string, number>>;
}

/**
 * Each unit's amount from the schedule of its case type: no certified parent (child-only case),
 * one caretaker, or a caretaker with a second parent. The certified group is the eligible children
 * and parents; a unit without an eligible child gets 0.
 */
export function byTxCaseType(f: UsFormulaContext, schedules: TxCaseSchedules): Float64Array {
  const children = f.sum('tx_tanf_eligible_child');
  const parents = f.sum('tx_tanf_eligible_parent');
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) {
    if (!(children[i]! > 0)) continue;
    const size = String(Math.min(children[i]! + parents[i]!, 15));
    const table =
      parents[i]! >= 2
        ? schedules.caretaker_with_second_parent
        : parents[i] === 1
          ? schedules.caretaker
          : schedules.non_caretaker;
    out[i] = table[size] ?? 0;
  }
  return out;
}

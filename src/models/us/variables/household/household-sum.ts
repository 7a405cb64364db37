/** Adds up variables over a group's members (person variables) or the group itself (group variables). */
import type { UsVariableId } from '../../variable-ids.generated.js';
import type { UsFormulaContext } from '../us-variable.js';

/** Sum of variables of people or smaller groups over each row's members (`f.sum`). */
export function sumMembers(f: UsFormulaContext, ids: readonly UsVariableId[]): Float64Array {
  const out = f.zeros();
  for (const id of ids) {
    const v = f.sum(id);
    for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
  }
  return out;
}

/** The model's one "add these variables up" helper. */
import type { UsVariableId } from '../variable-ids.generated.js';
import type { UsFormulaContext } from './us-variable.js';

/**
 * Where {@link sumVariables} reads each variable: `rows` the formula's own rows (`f.get`),
 * `members` each row's members summed (`f.sum`), `people` every person unaggregated (`f.members`).
 */
export const SumOver = { rows: 'rows', members: 'members', people: 'people' } as const;
export type SumOver = (typeof SumOver)[keyof typeof SumOver];

/**
 * The element-wise sum of the listed variables, added in the order given, read as `over` says
 * (default: the formula's own rows). With `people` the result has one value per person.
 */
export function sumVariables(
  f: UsFormulaContext,
  ids: readonly UsVariableId[],
  over: SumOver = SumOver.rows,
): Float64Array {
  const read = (id: UsVariableId): ArrayLike<number> =>
    over === SumOver.rows ? f.get(id) : over === SumOver.members ? f.sum(id) : f.members(id);
  let out: Float64Array | undefined;
  for (const id of ids) {
    const v = read(id);
    if (!out) out = new Float64Array(v.length);
    for (let i = 0, n = v.length; i < n; i += 1) out[i] = out[i]! + v[i]!;
  }
  return out ?? new Float64Array(over === SumOver.people ? f.memberIndex().length : f.size);
}

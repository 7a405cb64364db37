/** Members of each group row, from the person → group index of a group formula (`f.memberIndex()`). */

/** People of each group: `order[start[g]]` … `order[start[g + 1] - 1]`, in member order. */
export interface GroupMembers {
  readonly start: Int32Array;
  readonly order: Int32Array;
}

/** Groups people by their group row with a counting sort (linear in the number of people). */
export function groupMembers(unit: ArrayLike<number>, groups: number): GroupMembers {
  const start = new Int32Array(groups + 1);
  for (let i = 0; i < unit.length; i += 1) start[unit[i]! + 1] = start[unit[i]! + 1]! + 1;
  for (let g = 0; g < groups; g += 1) start[g + 1] = start[g + 1]! + start[g]!;
  const next = start.slice(0, groups);
  const order = new Int32Array(unit.length);
  for (let i = 0; i < unit.length; i += 1) {
    const g = unit[i]!;
    order[next[g]!] = i;
    next[g] = next[g]! + 1;
  }
  return { start, order };
}

/**
 * An id's row (the last row holding it), or undefined for an id no row holds. Whole-number ids
 * in a range at most four times their count (datasets number their rows from 0 or 1) are looked
 * up in an array; others in a map.
 */
export function idRows(ids: ArrayLike<number>): (id: number) => number | undefined {
  let min = Infinity;
  let max = -Infinity;
  let whole = true;
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row]!;
    if (!Number.isInteger(id)) whole = false;
    if (id < min) min = id;
    if (id > max) max = id;
  }
  const span = max - min + 1;
  if (whole && ids.length > 0 && span <= 4 * ids.length) {
    const table = new Int32Array(span).fill(-1);
    for (let row = 0; row < ids.length; row++) table[ids[row]! - min] = row;
    return (id) => {
      const row = table[id - min];
      return row === undefined || row < 0 ? undefined : row;
    };
  }
  const map = new Map<number, number>();
  for (let row = 0; row < ids.length; row++) map.set(ids[row]!, row);
  return (id) => map.get(id);
}

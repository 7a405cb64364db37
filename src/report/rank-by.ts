const RADIX_BITS = 16;
const BUCKETS = 1 << RADIX_BITS;
/** Below this many rows a comparison sort is cheaper than four counting passes. */
const SMALL = 2048;

/**
 * Row indices ordered by ascending value, ties by index (rows are in id order, so ties go by id).
 * Values must be finite; −0 ranks as 0. Large inputs use a stable LSD radix sort on the IEEE-754
 * bits (four 16-bit passes): linear time, and the same order as the comparison sort.
 */
export function rankBy(values: Float64Array): Uint32Array {
  const n = values.length;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n < SMALL) return order.sort((a, b) => values[a]! - values[b]! || a - b);

  // Sortable keys: flip all bits of negatives, only the sign bit of positives (−0 becomes 0).
  const normalised = new Float64Array(n);
  for (let i = 0; i < n; i++) normalised[i] = values[i]! + 0;
  const bits = new Uint32Array(normalised.buffer);
  let hi = new Uint32Array(n);
  let lo = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const h = bits[2 * i + 1]!;
    const l = bits[2 * i]!;
    const negative = h >>> 31 === 1;
    hi[i] = negative ? ~h >>> 0 : (h | 0x80000000) >>> 0;
    lo[i] = negative ? ~l >>> 0 : l;
  }
  // Keys travel with the indices, so every pass reads sequentially.
  let nextOrder = new Uint32Array(n);
  let nextHi = new Uint32Array(n);
  let nextLo = new Uint32Array(n);
  const counts = new Uint32Array(BUCKETS);
  for (const [useHi, shift] of [
    [false, 0],
    [false, 16],
    [true, 0],
    [true, 16],
  ] as const) {
    const word = useHi ? hi : lo;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[(word[i]! >>> shift) & 0xffff]!++;
    let position = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const c = counts[b]!;
      counts[b] = position;
      position += c;
    }
    for (let i = 0; i < n; i++) {
      const target = counts[(word[i]! >>> shift) & 0xffff]!++;
      nextOrder[target] = order[i]!;
      nextHi[target] = hi[i]!;
      nextLo[target] = lo[i]!;
    }
    [order, nextOrder] = [nextOrder, order];
    [hi, nextHi] = [nextHi, hi];
    [lo, nextLo] = [nextLo, lo];
  }
  return order;
}

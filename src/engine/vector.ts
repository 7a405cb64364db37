/** Any column the engine computes: floats, integers or enum codes, booleans as 0/1 bytes. */
export type Column = Float64Array | Int32Array | Uint8Array;
/** Something indexable of numbers, read-only. */
export type NumericArray = ArrayLike<number>;

/** Element-wise `cond ? a : b`; scalars broadcast. */
export function where(
  cond: NumericArray,
  a: NumericArray | number,
  b: NumericArray | number,
): Float64Array {
  const n = cond.length;
  const out = new Float64Array(n);
  if (typeof a === 'number' && typeof b === 'number')
    for (let i = 0; i < n; i += 1) out[i] = cond[i] ? a : b;
  else if (typeof a === 'number') {
    const bb = b as NumericArray;
    for (let i = 0; i < n; i += 1) out[i] = cond[i] ? a : bb[i]!;
  } else if (typeof b === 'number') for (let i = 0; i < n; i += 1) out[i] = cond[i] ? a[i]! : b;
  else for (let i = 0; i < n; i += 1) out[i] = cond[i] ? a[i]! : b[i]!;
  return out;
}

// Each operation is its own loop over typed arrays: a shared helper taking a callback becomes
// megamorphic across the model's formulas and runs many times slower.
type Operand = NumericArray | number;
const lengthOf = (a: Operand, b: Operand): number =>
  typeof a === 'number' ? (typeof b === 'number' ? 0 : b.length) : a.length;

/** Element-wise maximum; scalars broadcast. */
export function maximum(a: Operand, b: Operand): Float64Array {
  const n = lengthOf(a, b);
  const out = new Float64Array(n);
  if (typeof a === 'number') {
    const bb = b as NumericArray;
    for (let i = 0; i < n; i += 1) {
      const y = bb[i]!;
      out[i] = a > y ? a : y;
    }
  } else if (typeof b === 'number') {
    for (let i = 0; i < n; i += 1) {
      const x = a[i]!;
      out[i] = x > b ? x : b;
    }
  } else {
    for (let i = 0; i < n; i += 1) {
      const x = a[i]!;
      const y = b[i]!;
      out[i] = x > y ? x : y;
    }
  }
  return out;
}

/** Element-wise minimum; scalars broadcast. */
export function minimum(a: Operand, b: Operand): Float64Array {
  const n = lengthOf(a, b);
  const out = new Float64Array(n);
  if (typeof a === 'number') {
    const bb = b as NumericArray;
    for (let i = 0; i < n; i += 1) {
      const y = bb[i]!;
      out[i] = a < y ? a : y;
    }
  } else if (typeof b === 'number') {
    for (let i = 0; i < n; i += 1) {
      const x = a[i]!;
      out[i] = x < b ? x : b;
    }
  } else {
    for (let i = 0; i < n; i += 1) {
      const x = a[i]!;
      const y = b[i]!;
      out[i] = x < y ? x : y;
    }
  }
  return out;
}

/** Element-wise sum of any number of arrays and scalars. */
export function add(...terms: Operand[]): Float64Array {
  const n = terms.find((t): t is NumericArray => typeof t !== 'number')?.length ?? 0;
  const out = new Float64Array(n);
  for (const t of terms) {
    if (typeof t === 'number') for (let i = 0; i < n; i += 1) out[i] = out[i]! + t;
    else for (let i = 0; i < n; i += 1) out[i] = out[i]! + t[i]!;
  }
  return out;
}

/** Element-wise `a − b`. */
export function subtract(a: Operand, b: Operand): Float64Array {
  const n = lengthOf(a, b);
  const out = new Float64Array(n);
  if (typeof a === 'number') {
    const bb = b as NumericArray;
    for (let i = 0; i < n; i += 1) out[i] = a - bb[i]!;
  } else if (typeof b === 'number') for (let i = 0; i < n; i += 1) out[i] = a[i]! - b;
  else for (let i = 0; i < n; i += 1) out[i] = a[i]! - b[i]!;
  return out;
}

/** Element-wise `a × b`. */
export function multiply(a: Operand, b: Operand): Float64Array {
  const n = lengthOf(a, b);
  const out = new Float64Array(n);
  if (typeof a === 'number') {
    const bb = b as NumericArray;
    for (let i = 0; i < n; i += 1) out[i] = a * bb[i]!;
  } else if (typeof b === 'number') for (let i = 0; i < n; i += 1) out[i] = a[i]! * b;
  else for (let i = 0; i < n; i += 1) out[i] = a[i]! * b[i]!;
  return out;
}

/** Element-wise `a ÷ b`, with 0 where `b` is 0. */
export function divideSafe(a: Operand, b: Operand): Float64Array {
  const n = lengthOf(a, b);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const x = typeof a === 'number' ? a : a[i]!;
    const y = typeof b === 'number' ? b : b[i]!;
    out[i] = y === 0 ? 0 : x / y;
  }
  return out;
}

/** Clamps each value into [lo, hi]. */
export function clip(a: NumericArray, lo: number, hi: number): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    out[i] = x < lo ? lo : x > hi ? hi : x;
  }
  return out;
}

/** Element-wise `max(a, 0)`. */
export function positive(a: NumericArray): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! > 0 ? a[i]! : 0;
  return out;
}

/** Element-wise boolean AND of 0/1 arrays. */
export function and(...terms: NumericArray[]): Uint8Array {
  const n = terms[0]?.length ?? 0;
  const out = new Uint8Array(n).fill(1);
  for (const t of terms) for (let i = 0; i < n; i += 1) out[i] = out[i]! && t[i] ? 1 : 0;
  return out;
}

/** Element-wise boolean OR of 0/1 arrays. */
export function or(...terms: NumericArray[]): Uint8Array {
  const n = terms[0]?.length ?? 0;
  const out = new Uint8Array(n);
  for (const t of terms) for (let i = 0; i < n; i += 1) out[i] = out[i]! || t[i] ? 1 : 0;
  return out;
}

/** Element-wise boolean NOT. */
export function not(a: NumericArray): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i] ? 0 : 1;
  return out;
}

/** Element-wise predicate to a 0/1 array. */
export function mask(a: NumericArray, predicate: (x: number) => boolean): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = predicate(a[i]!) ? 1 : 0;
  return out;
}

/** Element-wise map to a new float array. */
export function map(a: NumericArray, f: (x: number, i: number) => number): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = f(a[i]!, i);
  return out;
}

/** Sum of all values, Neumaier-compensated so the order of additions barely matters. */
export function total(a: NumericArray): number {
  let sum = 0;
  let c = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const t = sum + x;
    c += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  }
  return sum + c;
}

/** Any column the engine computes: floats, integers or enum codes, booleans as 0/1 bytes. */
export type Column = Float64Array | Int32Array | Uint8Array;
/** Something indexable of numbers, read-only. */
export type NumericArray = ArrayLike<number>;

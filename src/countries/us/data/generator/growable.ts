/** A typed array that grows by doubling: the bulk paths of the generator write into these. */
export class GrowableArray<T extends Float64Array | Int32Array | Uint8Array> {
  private data: T;
  length = 0;

  constructor(
    private readonly make: (n: number) => T,
    capacity: number,
  ) {
    this.data = make(Math.max(16, capacity));
  }

  /** Appends a value and returns its index. */
  push(value: number): number {
    if (this.length === this.data.length) this.grow(this.length * 2);
    this.data[this.length] = value;
    return this.length++;
  }

  /** Sets the value at an index below `length`. */
  set(index: number, value: number): void {
    this.data[index] = value;
  }

  /** The value at an index below `length`. */
  get(index: number): number {
    return this.data[index]!;
  }

  /** Adds to the value at an index. */
  add(index: number, value: number): void {
    this.data[index] = this.data[index]! + value;
  }

  /**
   * Appends `extra` zeros and returns the old length. Storage past `length` is never written, so
   * it is still zero and needs no fill.
   */
  extend(extra: number): number {
    const start = this.length;
    if (start + extra > this.data.length) this.grow(Math.max(this.data.length * 2, start + extra));
    this.length = start + extra;
    return start;
  }

  /** A compact copy of the first `length` values. */
  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }

  private grow(capacity: number): void {
    const next = this.make(capacity);
    next.set(this.data as never);
    this.data = next;
  }
}

/** A growable float64 column. */
export const floats = (capacity: number): GrowableArray<Float64Array> =>
  new GrowableArray((n) => new Float64Array(n), capacity);
/** A growable int32 column. */
export const ints = (capacity: number): GrowableArray<Int32Array> =>
  new GrowableArray((n) => new Int32Array(n), capacity);
/** A growable 0/1 column. */
export const bools = (capacity: number): GrowableArray<Uint8Array> =>
  new GrowableArray((n) => new Uint8Array(n), capacity);

/**
 * Task results that hold typed arrays (a segment's frames): between threads they travel as they
 * are, their buffers moved rather than copied where the task says they are its own
 * ({@link withTransfer}); through a queue, whose results are JSON, each typed array becomes a
 * tagged object holding its bytes in base64 ({@link toJsonValue}) and comes back as the same
 * kind of array with the same values ({@link fromJsonValue}).
 */

/** The typed arrays a result may hold, by name. */
const TYPED_ARRAYS = {
  Float64Array,
  Float32Array,
  Int32Array,
  Uint32Array,
  Int16Array,
  Uint16Array,
  Int8Array,
  Uint8Array,
} as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;
type AnyTypedArray = InstanceType<(typeof TYPED_ARRAYS)[TypedArrayName]>;

/** The key of a typed array's JSON form: `{ "$typedArray": "Float64Array", "base64": "…" }`. */
export const TYPED_ARRAY_TAG = '$typedArray';

const TRANSFER: unique symbol = Symbol('buffers a task result may move');

/**
 * Marks `buffers` as the result's own, to be moved to the caller's thread instead of copied (they
 * are unusable in the task's thread afterwards: pass only buffers nothing else there holds). The
 * mark is a symbol property: JSON and structured clone never see it.
 */
export function withTransfer<T extends object>(value: T, buffers: readonly ArrayBuffer[]): T {
  Object.defineProperty(value, TRANSFER, { value: [...buffers], enumerable: false });
  return value;
}

/** The buffers {@link withTransfer} marked on a result (none for any other value). */
export function transferListOf(value: unknown): ArrayBuffer[] {
  if (value === null || typeof value !== 'object') return [];
  return (value as { [TRANSFER]?: ArrayBuffer[] })[TRANSFER] ?? [];
}

function typedArrayName(value: object): TypedArrayName | undefined {
  if (!ArrayBuffer.isView(value) || value instanceof DataView) return undefined;
  const name = value.constructor.name;
  return Object.hasOwn(TYPED_ARRAYS, name) ? (name as TypedArrayName) : undefined;
}

/**
 * A value as JSON can hold it: each typed array (at any depth) becomes
 * `{ "$typedArray": <its kind>, "base64": <its bytes> }`; everything else is left as it is.
 * Typed arrays are written in the platform's byte order (little-endian everywhere Node runs here).
 */
export function toJsonValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const name = typedArrayName(value);
  if (name !== undefined) {
    const view = value as AnyTypedArray;
    return {
      [TYPED_ARRAY_TAG]: name,
      base64: Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64'),
    };
  }
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) out[key] = toJsonValue(entry);
  return out;
}

/** The value {@link toJsonValue} was given, back from its JSON form: tagged objects become typed arrays again. */
export function fromJsonValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromJsonValue);
  const record = value as Record<string, unknown>;
  const name = record[TYPED_ARRAY_TAG];
  if (typeof name === 'string' && typeof record['base64'] === 'string') {
    if (!Object.hasOwn(TYPED_ARRAYS, name))
      throw new TypeError(`${TYPED_ARRAY_TAG}: ${name} is not a typed array this side reads`);
    const bytes = Buffer.from(record['base64'], 'base64');
    const Kind = TYPED_ARRAYS[name as TypedArrayName];
    if (bytes.byteLength % Kind.BYTES_PER_ELEMENT !== 0)
      throw new TypeError(`${TYPED_ARRAY_TAG}: ${bytes.byteLength} bytes do not make ${name}s`);
    // A buffer of its own, aligned for the kind (Buffer.from may share a pool).
    const copy = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(copy).set(bytes);
    return new Kind(copy);
  }
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(record)) out[key] = fromJsonValue(entry);
  return out;
}

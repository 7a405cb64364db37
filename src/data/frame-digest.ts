import { createHash, type Hash } from 'node:crypto';
import { canonicalJson } from '../contract/index.js';
import { assertFrameShape, type Frame } from './frame.js';

/** Version tag of the canonical frame encoding; part of every digest, so a change of encoding changes digests. */
export const FRAME_ENCODING_VERSION = 'fiscus-frame/1';

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function bytesOf(values: Float64Array | Int32Array | Uint8Array): Uint8Array {
  if (values instanceof Float64Array) {
    // Equal numbers must hash equal: -0 becomes +0 (NaN cannot occur in a valid frame).
    let copy: Float64Array | undefined;
    for (let i = 0; i < values.length; i++) {
      if (values[i] === 0 && Object.is(values[i], -0)) (copy ??= values.slice())[i] = 0;
    }
    const v = copy ?? values;
    return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  }
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

function swapped(bytes: Uint8Array, width: number): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += width)
    for (let j = 0; j < width; j++) out[i + j] = bytes[i + width - 1 - j]!;
  return out;
}

/**
 * Feeds a frame's canonical encoding into a hash: a canonical-JSON header (entity, row count, and
 * each column's name, kind and categories, columns sorted by name) followed by each column's
 * values as little-endian bytes in the same order. Column order does not matter; row order does.
 */
export function updateHashWithFrame(hash: Hash, frame: Frame): void {
  assertFrameShape(frame);
  const columns = [...frame.columns].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const header = {
    encoding: FRAME_ENCODING_VERSION,
    entity: frame.entity,
    rowCount: frame.rowCount,
    columns: columns.map((c) => ({ name: c.name, kind: c.kind, categories: c.categories })),
  };
  const text = canonicalJson(header);
  hash.update(`${text.length}:${text}`);
  for (const column of columns) {
    const bytes = bytesOf(column.values);
    const width = column.values.BYTES_PER_ELEMENT;
    hash.update(LITTLE_ENDIAN || width === 1 ? bytes : swapped(bytes, width));
  }
}

/** SHA-256 (hex) of a frame's canonical encoding: equal frames → equal digest, in any process. */
export function frameDigest(frame: Frame): string {
  const hash = createHash('sha256');
  updateHashWithFrame(hash, frame);
  return hash.digest('hex');
}

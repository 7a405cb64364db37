import type { ColumnKind, Frame, FrameColumn } from '../data/index.js';
import type { SimulationRole } from '../contract/index.js';
import type { BaselineCacheOutcome } from '../contract/index.js';
import type { SimulationReceipt } from './compute-simulation.js';
import type { UnknownColumn } from './dataset-population.js';

/** Format tag of a segment result. */
export const SEGMENT_RESULT_FORMAT = 'fiscus-segment/1';

/** One column on the wire: its values' little-endian bytes in base64. */
export interface WireColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  readonly categories?: readonly string[];
  readonly base64: string;
}

/** One frame on the wire. */
export interface WireFrame {
  readonly entity: string;
  readonly rowCount: number;
  readonly columns: readonly WireColumn[];
}

/**
 * What one segment call returns to the worker that merges: plain JSON (it crosses threads and
 * Redis), frames as raw column bytes (no compression: segments are merged at once and never
 * stored), the segment's identity (index, role, region, states) and its provenance receipt.
 * Segment calls write nothing to the store.
 */
export interface SegmentResult {
  readonly format: typeof SEGMENT_RESULT_FORMAT;
  readonly segmentIndex: number;
  readonly role: SimulationRole;
  readonly region: string;
  readonly states: readonly string[];
  readonly receipt: SimulationReceipt;
  readonly frames: readonly WireFrame[];
  readonly unknownColumns: readonly UnknownColumn[];
  readonly baselineCacheOutcome?: BaselineCacheOutcome;
  /** Milliseconds the segment took inside its call (for timings; not checked by the merge). */
  readonly computeMs: number;
}

const ARRAYS: Record<
  ColumnKind,
  { new (buffer: ArrayBuffer): Frame['columns'][number]['values']; BYTES_PER_ELEMENT: number }
> = {
  float: Float64Array,
  int: Int32Array,
  bool: Uint8Array,
  enum: Int32Array,
};

// Typed arrays are written in platform byte order; every platform Node supports here is
// little-endian, and the wire never leaves a deployment of one architecture.
function toBase64(values: FrameColumn['values']): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

function fromBase64(kind: ColumnKind, text: string): FrameColumn['values'] {
  const bytes = Buffer.from(text, 'base64');
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return new ARRAYS[kind](copy);
}

/** Frames to the wire, entities in sorted order. */
export function framesToWire(frames: Readonly<Record<string, Frame>>): WireFrame[] {
  return Object.keys(frames)
    .sort()
    .map((entity) => {
      const frame = frames[entity]!;
      return {
        entity,
        rowCount: frame.rowCount,
        columns: frame.columns.map((c) => ({
          name: c.name,
          kind: c.kind,
          ...(c.categories === undefined ? {} : { categories: c.categories }),
          base64: toBase64(c.values),
        })),
      };
    });
}

/** A wire frame back to a frame. */
export function frameFromWire(wire: WireFrame): Frame {
  return {
    entity: wire.entity,
    rowCount: wire.rowCount,
    columns: wire.columns.map((c) => ({
      name: c.name,
      kind: c.kind,
      ...(c.categories === undefined ? {} : { categories: c.categories }),
      values: fromBase64(c.kind, c.base64),
    })),
  };
}

import { arrayTypeOfKind, type ColumnKind, type ColumnValues, type Frame } from '../data/index.js';
import type { SimulationRole } from '../contract/index.js';
import type { BaselineCacheOutcome } from '../contract/index.js';
import type { SimulationReceipt } from './compute-simulation.js';
import type { UnknownColumn } from './dataset-population.js';

/** Format tag of a segment result. */
export const SEGMENT_RESULT_FORMAT = 'fiscus-segment/1';

/**
 * One column on the wire: its values as the frame holds them (a typed array of its kind). Between
 * threads the array's buffer is moved; through a queue it travels as base64 (dispatch's
 * `toJsonValue`).
 */
export interface WireColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  readonly categories?: readonly string[];
  readonly values: ColumnValues;
}

/** One frame on the wire. */
export interface WireFrame {
  readonly entity: string;
  readonly rowCount: number;
  readonly columns: readonly WireColumn[];
}

/**
 * What one segment call returns to the worker that merges: plain data and typed arrays (it
 * crosses threads, and queues as JSON), frames as their columns' arrays, each in a buffer of its
 * own (no compression: segments are merged at once and never stored), the segment's identity
 * (index, role, region, states) and its provenance receipt. Segment calls write nothing to the
 * store.
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

/**
 * Frames to the wire, entities in sorted order, each column copied into a buffer of its own (a
 * frame's columns may be views of the thread's dataset); the buffers are returned apart, for the
 * caller to move them.
 */
export function framesToWire(frames: Readonly<Record<string, Frame>>): {
  readonly wire: WireFrame[];
  readonly buffers: ArrayBuffer[];
} {
  const buffers: ArrayBuffer[] = [];
  const wire = Object.keys(frames)
    .sort()
    .map((entity) => {
      const frame = frames[entity]!;
      return {
        entity,
        rowCount: frame.rowCount,
        columns: frame.columns.map((c) => {
          const values = c.values.slice();
          buffers.push(values.buffer as ArrayBuffer);
          return {
            name: c.name,
            kind: c.kind,
            ...(c.categories === undefined ? {} : { categories: c.categories }),
            values,
          };
        }),
      };
    });
  return { wire, buffers };
}

/** Why a wire column cannot be a column of its frame (its array is not of its kind, or not one value a row), or undefined. */
export function wireColumnIssue(frame: WireFrame, column: WireColumn): string | undefined {
  const expected = arrayTypeOfKind(column.kind);
  if (!(column.values instanceof expected))
    return `${column.name}: a ${column.kind} column needs ${expected.name}`;
  if (column.values.length !== frame.rowCount)
    return `${column.name}: ${column.values.length} values for ${frame.rowCount} rows`;
  return undefined;
}

/** A wire frame back to a frame (its columns' arrays, not copies; checked by the merge). */
export function frameFromWire(wire: WireFrame): Frame {
  return {
    entity: wire.entity,
    rowCount: wire.rowCount,
    columns: wire.columns.map((c) => ({
      name: c.name,
      kind: c.kind,
      ...(c.categories === undefined ? {} : { categories: c.categories }),
      values: c.values,
    })),
  };
}

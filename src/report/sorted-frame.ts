import type { Frame, FrameColumn } from '../data/index.js';
import { idColumn } from './macro-profile.js';
import { REPORT_INPUT_ERROR_CODES as CODES, ReportInputError } from './report-input-error.js';

/**
 * A frame read in ascending id order: the fixed order every sum of the report runs in, so that
 * equal rows give equal totals however they were split, merged or ordered.
 */
export class SortedFrame {
  private readonly cache = new Map<string, Float64Array>();

  private constructor(
    readonly frame: Frame,
    readonly order: Uint32Array,
    /** True when the frame's rows are already in id order. */
    private readonly identity: boolean,
  ) {}

  /** Sorts a frame by its `<entity>_id` column; repeated ids are a {@link ReportInputError}. */
  static of(frame: Frame): SortedFrame {
    const ids = findOrThrow(frame, idColumn(frame.entity)).values;
    const order = new Uint32Array(frame.rowCount);
    for (let i = 0; i < order.length; i++) order[i] = i;
    // Simulation frames arrive sorted by id (DESIGN.md §6): sort only when they are not.
    let sorted = true;
    for (let i = 1; i < ids.length && sorted; i++) sorted = ids[i - 1]! <= ids[i]!;
    if (!sorted) order.sort((a, b) => ids[a]! - ids[b]!);
    for (let i = 1; i < order.length; i++) {
      if (ids[order[i]!] === ids[order[i - 1]!]) {
        throw new ReportInputError(
          CODES.duplicateId,
          `${frame.entity} id ${ids[order[i]!]} appears twice`,
          frame.entity,
          idColumn(frame.entity),
        );
      }
    }
    return new SortedFrame(frame, order, sorted);
  }

  /** The same id order applied to another frame of the same rows (checked by the caller). */
  withFrame(frame: Frame): SortedFrame {
    return new SortedFrame(frame, this.order, this.identity);
  }

  get rowCount(): number {
    return this.order.length;
  }

  /** True when the frame has the column. */
  has(name: string): boolean {
    return this.frame.columns.some((c) => c.name === name);
  }

  /** A column's values as float64, in id order (read once per column, then shared: do not mutate). */
  floats(name: string): Float64Array {
    let cached = this.cache.get(name);
    if (cached === undefined) {
      cached = gather(findOrThrow(this.frame, name).values, this.order, this.identity);
      this.cache.set(name, cached);
    }
    return cached;
  }

  /** An enum column's codes in id order, with its categories. */
  categorical(name: string): { codes: Int32Array; categories: readonly string[] } {
    const column = findOrThrow(this.frame, name);
    const codes = new Int32Array(this.order.length);
    for (let i = 0; i < codes.length; i++) codes[i] = column.values[this.order[i]!]!;
    return { codes, categories: column.categories ?? [] };
  }
}

/** The row index {@link rowsOfIds} gives an id that is not among the rows. */
export const NO_ROW = -1;

/**
 * For each of `ids`, the index of the row holding it in `sortedIds` (ascending, no repeats: a
 * {@link SortedFrame}'s id column), {@link NO_ROW} when none does. A binary search per id: no map
 * keyed by floating-point ids.
 */
export function rowsOfIds(sortedIds: Float64Array, ids: ArrayLike<number>): Int32Array {
  const out = new Int32Array(ids.length);
  const last = sortedIds.length - 1;
  let previous = Number.NaN;
  let previousRow = NO_ROW;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    // Members of one group often sit next to each other: reuse the last answer.
    if (id === previous) {
      out[i] = previousRow;
      continue;
    }
    let lo = 0;
    let hi = last;
    let row = NO_ROW;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = sortedIds[mid]!;
      if (at < id) lo = mid + 1;
      else if (at > id) hi = mid - 1;
      else {
        row = mid;
        break;
      }
    }
    out[i] = row;
    previous = id;
    previousRow = row;
  }
  return out;
}

/** Values as float64 in the given order: the column itself when it is float64 and already in order. */
function gather(
  values: Float64Array | Int32Array | Uint8Array,
  order: Uint32Array,
  identity: boolean,
): Float64Array {
  if (identity) return values instanceof Float64Array ? values : new Float64Array(values);
  const out = new Float64Array(order.length);
  for (let i = 0; i < out.length; i++) out[i] = values[order[i]!]!;
  return out;
}

function findOrThrow(frame: Frame, name: string): FrameColumn {
  const column = frame.columns.find((c) => c.name === name);
  if (column === undefined) {
    throw new ReportInputError(
      CODES.columnMissing,
      `${frame.entity} frame has no column ${name}; plan it with planOutputs`,
      frame.entity,
      name,
    );
  }
  return column;
}

/**
 * Checks that baseline and reform frames of an entity hold the same ids in the same order (they
 * come from one population) and returns both sorted. Throws {@link ReportInputError} otherwise.
 */
export function pairFrames(
  entity: string,
  baseline: Frame | undefined,
  reform: Frame | undefined,
): { baseline: SortedFrame; reform: SortedFrame } {
  if (baseline === undefined || reform === undefined) {
    const which = baseline === undefined ? 'baseline' : 'reform';
    throw new ReportInputError(
      CODES.frameMissing,
      `the ${which} simulation has no ${entity} frame`,
      entity,
    );
  }
  const a = findOrThrow(baseline, idColumn(entity)).values;
  const b = findOrThrow(reform, idColumn(entity)).values;
  if (a.length !== b.length) {
    throw new ReportInputError(
      CODES.rowIdentityMismatch,
      `${entity}: baseline has ${a.length} rows, reform ${b.length}`,
      entity,
    );
  }
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) {
      throw new ReportInputError(
        CODES.rowIdentityMismatch,
        `${entity}: row ${i} is id ${a[i]} in the baseline but ${b[i]} in the reform`,
        entity,
      );
    }
  }
  const sortedBaseline = SortedFrame.of(baseline);
  return { baseline: sortedBaseline, reform: sortedBaseline.withFrame(reform) };
}

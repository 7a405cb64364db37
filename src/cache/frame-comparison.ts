import type { Frame, FrameColumn } from '../data/index.js';

/** One difference between two sets of frames. */
export interface FrameMismatch {
  readonly entity: string;
  readonly column?: string;
  readonly reason: string;
}

function bytesOf(column: FrameColumn): Uint8Array {
  const v = column.values;
  return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
}

function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : n;
}

/**
 * Compares two simulations' frames column by column, bit for bit (a NaN equals the same NaN; `0`
 * and `-0` differ): same entities, row counts, column names in order, kinds, categories and
 * values. Returns every difference (empty when equal).
 */
export function compareFrames(
  expected: Readonly<Record<string, Frame>>,
  actual: Readonly<Record<string, Frame>>,
): FrameMismatch[] {
  const out: FrameMismatch[] = [];
  const entities = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  for (const entity of entities) {
    const a = expected[entity];
    const b = actual[entity];
    if (a === undefined || b === undefined) {
      out.push({ entity, reason: a === undefined ? 'unexpected entity' : 'missing entity' });
      continue;
    }
    if (a.rowCount !== b.rowCount)
      out.push({ entity, reason: `row count ${b.rowCount}, expected ${a.rowCount}` });
    const names = (f: Frame): string => f.columns.map((c) => c.name).join(',');
    if (names(a) !== names(b))
      out.push({ entity, reason: `columns [${names(b)}], expected [${names(a)}]` });
    for (const column of a.columns) {
      const other = b.columns.find((c) => c.name === column.name);
      if (other === undefined) continue;
      if (other.kind !== column.kind) {
        out.push({
          entity,
          column: column.name,
          reason: `kind ${other.kind}, expected ${column.kind}`,
        });
        continue;
      }
      if ((other.categories ?? []).join('\u0000') !== (column.categories ?? []).join('\u0000')) {
        out.push({ entity, column: column.name, reason: 'enum categories differ' });
      }
      const at = firstDifference(bytesOf(column), bytesOf(other));
      if (at >= 0) {
        const row = Math.floor(at / column.values.BYTES_PER_ELEMENT);
        out.push({
          entity,
          column: column.name,
          reason: `values differ from row ${row} (${String(other.values[row])} vs expected ${String(column.values[row])})`,
        });
      }
    }
  }
  return out;
}

/** The column names of each frame, per entity. */
export function columnsOfFrames(frames: Readonly<Record<string, Frame>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [entity, frame] of Object.entries(frames))
    out[entity] = frame.columns.map((c) => c.name);
  return out;
}

/**
 * The frames restricted to a plan's entities and columns, in plan order (the order a fresh run
 * writes them), so a cached baseline yields the same frames — and the same artifact bytes — as a
 * fresh one. The plan must be covered; missing columns throw `RangeError`.
 */
export function projectFrames(
  frames: Readonly<Record<string, Frame>>,
  plan: Readonly<Record<string, readonly string[]>>,
): Record<string, Frame> {
  const out: Record<string, Frame> = {};
  for (const [entity, variables] of Object.entries(plan)) {
    const frame = frames[entity];
    if (frame === undefined) throw new RangeError(`no ${entity} frame`);
    const columns = variables.map((name) => {
      const column = frame.columns.find((c) => c.name === name);
      if (column === undefined) throw new RangeError(`${entity} frame has no ${name}`);
      return column;
    });
    out[entity] = { entity, rowCount: frame.rowCount, columns };
  }
  return out;
}

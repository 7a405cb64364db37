/** The typed array that holds one column's values. */
export type ColumnValues = Float64Array | Int32Array | Uint8Array;

/** The kinds of column a frame holds, with the typed array each uses. */
export const COLUMN_KINDS = ['float', 'int', 'bool', 'enum'] as const;

/** A column kind: float → Float64Array, int → Int32Array, bool → Uint8Array (0/1), enum → Int32Array codes. */
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * One named column of a frame. Enum columns hold codes into `categories` (code → name); every
 * other kind has no categories.
 */
export interface FrameColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  readonly values: ColumnValues;
  readonly categories?: readonly string[];
}

/** A table of one entity's rows: equal-length typed columns in a fixed order. */
export interface Frame {
  readonly entity: string;
  readonly rowCount: number;
  readonly columns: readonly FrameColumn[];
}

/** Error raised when a frame's columns break its shape (wrong length, array type, codes, names). */
export class FrameShapeError extends Error {
  readonly code = 'frame_shape_invalid';
  constructor(
    message: string,
    readonly entity: string,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'FrameShapeError';
  }
}

/** Error raised when a frame is asked for a column it does not have. */
export class MissingColumnError extends Error {
  readonly code = 'frame_column_missing';
  constructor(
    readonly entity: string,
    readonly column: string,
  ) {
    super(`${entity} frame has no column ${column}`);
    this.name = 'MissingColumnError';
  }
}

const ARRAY_OF_KIND: Record<ColumnKind, new (n: number) => ColumnValues> = {
  float: Float64Array,
  int: Int32Array,
  bool: Uint8Array,
  enum: Int32Array,
};

/** The typed-array constructor a column of this kind must use. */
export function arrayTypeOfKind(kind: ColumnKind): new (n: number) => ColumnValues {
  return ARRAY_OF_KIND[kind];
}

/** Builds a float column. */
export function floatColumn(name: string, values: Float64Array): FrameColumn {
  return { name, kind: 'float', values };
}

/** Builds an int column. */
export function intColumn(name: string, values: Int32Array): FrameColumn {
  return { name, kind: 'int', values };
}

/** Builds a bool column (values 0 or 1). */
export function boolColumn(name: string, values: Uint8Array): FrameColumn {
  return { name, kind: 'bool', values };
}

/** Builds an enum column: `values` are codes into `categories`. */
export function enumColumn(
  name: string,
  values: Int32Array,
  categories: readonly string[],
): FrameColumn {
  return { name, kind: 'enum', values, categories };
}

/**
 * Checks a frame's shape: unique column names, each column of its kind's typed array and of
 * `rowCount` length, bools 0/1, enum codes inside their categories, floats finite. Throws
 * {@link FrameShapeError} naming the first problem.
 */
export function assertFrameShape(frame: Frame): void {
  const seen = new Set<string>();
  for (const column of frame.columns) {
    const fail = (why: string): never => {
      throw new FrameShapeError(
        `${frame.entity}.${column.name}: ${why}`,
        frame.entity,
        column.name,
      );
    };
    if (seen.has(column.name)) fail('duplicate column name');
    seen.add(column.name);
    if (!(column.values instanceof ARRAY_OF_KIND[column.kind]))
      fail(`${column.kind} column needs ${ARRAY_OF_KIND[column.kind].name}`);
    if (column.values.length !== frame.rowCount)
      fail(`has ${column.values.length} values for ${frame.rowCount} rows`);
    const values = column.values;
    if (column.kind === 'enum') {
      const n = column.categories?.length ?? fail('enum column without categories');
      for (let i = 0; i < values.length; i++) {
        const v = values[i]!;
        if (v < 0 || v >= n) fail(`code ${v} at row ${i} outside ${n} categories`);
      }
    } else if (column.categories !== undefined) {
      fail('only enum columns have categories');
    } else if (column.kind === 'bool') {
      for (let i = 0; i < values.length; i++)
        if (values[i]! > 1) fail(`bool value ${values[i]} at row ${i}`);
    } else if (column.kind === 'float') {
      for (let i = 0; i < values.length; i++)
        if (!Number.isFinite(values[i]!)) fail(`non-finite value ${values[i]} at row ${i}`);
    }
  }
}

/** The column of that name, or `undefined`. */
export function findColumn(frame: Frame, name: string): FrameColumn | undefined {
  return frame.columns.find((c) => c.name === name);
}

/** The column of that name; throws {@link MissingColumnError} if absent. */
export function getColumn(frame: Frame, name: string): FrameColumn {
  const column = findColumn(frame, name);
  if (column === undefined) throw new MissingColumnError(frame.entity, name);
  return column;
}

/** The values of a column as float64 (a copy for non-float kinds). Missing → {@link MissingColumnError}. */
export function columnAsFloat(frame: Frame, name: string): Float64Array {
  const values = getColumn(frame, name).values;
  return values instanceof Float64Array ? values : Float64Array.from(values);
}

/** A frame with the column added, or replacing the column of the same name in place. */
export function withColumn(frame: Frame, column: FrameColumn): Frame {
  const index = frame.columns.findIndex((c) => c.name === column.name);
  const columns =
    index < 0
      ? [...frame.columns, column]
      : frame.columns.map((c, i) => (i === index ? column : c));
  return { ...frame, columns };
}

/** A frame holding only the given rows (in the given order) of every column. */
export function takeRows(frame: Frame, rows: Int32Array | readonly number[]): Frame {
  const runs = consecutiveRuns(rows);
  const columns = frame.columns.map((column) => {
    const out = new ARRAY_OF_KIND[column.kind](rows.length);
    const src = column.values;
    if (runs !== undefined && src.constructor === out.constructor) {
      // Rows in long runs of consecutive rows (a region of a dataset sorted by region): each run
      // copied at once.
      const from = src as typeof out;
      for (let r = 0; r < runs.length; r += 3)
        out.set(from.subarray(runs[r]!, runs[r + 1]!), runs[r + 2]!);
    } else for (let i = 0; i < rows.length; i++) out[i] = src[rows[i]!]!;
    return { ...column, values: out };
  });
  return { entity: frame.entity, rowCount: rows.length, columns };
}

/**
 * The runs of consecutive rows in a row list, as (start, end, offset in the list) triples, when
 * they are few enough (runs 16 rows long on average or longer) for copying run by run to pay.
 */
function consecutiveRuns(rows: Int32Array | readonly number[]): number[] | undefined {
  const runs: number[] = [];
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i < rows.length && rows[i] === rows[i - 1]! + 1) continue;
    runs.push(rows[start]!, rows[i - 1]! + 1, start);
    if (runs.length * 16 > rows.length * 3) return undefined;
    start = i;
  }
  return rows.length === 0 ? undefined : runs;
}

/** Whether two frames hold the same entity, columns (names, kinds, categories, order) and values. */
export function framesEqual(a: Frame, b: Frame): boolean {
  if (a.entity !== b.entity || a.rowCount !== b.rowCount || a.columns.length !== b.columns.length)
    return false;
  return a.columns.every((ca, i) => {
    const cb = b.columns[i]!;
    if (ca.name !== cb.name || ca.kind !== cb.kind) return false;
    if ((ca.categories ?? []).join('\u0000') !== (cb.categories ?? []).join('\u0000')) return false;
    if ((ca.categories === undefined) !== (cb.categories === undefined)) return false;
    for (let r = 0; r < a.rowCount; r++) if (ca.values[r] !== cb.values[r]) return false;
    return true;
  });
}

import { createRequire } from 'node:module';
import type * as ArrowModule from 'apache-arrow';
import type { Data, DataType, Field, Table } from 'apache-arrow';
import type * as ParquetWasm from 'parquet-wasm';
import { canonicalJson } from '../contract/index.js';
import {
  assertFrameShape,
  COLUMN_KINDS,
  type ColumnKind,
  type Frame,
  type FrameColumn,
} from './frame.js';

/** Schema metadata key holding the frame's entity. */
export const ENTITY_METADATA_KEY = 'fiscus:entity';
/** Field metadata key holding a column's kind. */
export const KIND_METADATA_KEY = 'fiscus:kind';
/** Field metadata key holding an enum column's categories, as canonical JSON. */
export const CATEGORIES_METADATA_KEY = 'fiscus:categories';

/**
 * The pinned Parquet writer settings: every byte of the output depends only on the frame and on
 * these values (and the parquet-wasm version). Dictionary encoding is off because a dictionary's
 * contents depend on the order values were seen; compression, page and row-group sizes and the
 * created-by string are fixed. Snappy, not zstd: files are ~2× larger but decode ~2× faster.
 */
export const PARQUET_WRITER_SETTINGS = {
  compression: 'SNAPPY',
  dictionary: false,
  statistics: 'Chunk',
  writerVersion: 'V1',
  maxRowGroupSize: 1 << 20,
  dataPageSizeLimit: 1 << 20,
  writeBatchSize: 1024,
  createdBy: 'fiscus',
} as const;

/** Error raised when bytes are not a Parquet frame Fiscus can read (bad file, nulls, bad metadata). */
export class FrameDecodeError extends Error {
  readonly code = 'frame_decode_failed';
  constructor(
    message: string,
    readonly column?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FrameDecodeError';
  }
}

let arrowModule: typeof ArrowModule | undefined;

/**
 * apache-arrow, loaded when a frame is first encoded or read: importing it is some 150 modules
 * and 60-170 ms, which every command paid at start-up, household calculations included. Its
 * CommonJS build (the same API); every use in Fiscus goes through here, so one build's classes
 * meet only each other.
 */
function arrow(): typeof ArrowModule {
  arrowModule ??= createRequire(import.meta.url)('apache-arrow') as typeof ArrowModule;
  return arrowModule;
}

/** Whether an Arrow field holds text: plain or large UTF-8, or dictionary-encoded (values by value). */
export function isTextField(field: Field): boolean {
  const { Type } = arrow();
  const id = field.type.typeId;
  return id === Type.Utf8 || id === Type.LargeUtf8 || id === Type.Dictionary;
}

let parquetWasm: typeof ParquetWasm | undefined;

/**
 * parquet-wasm, loaded (its WebAssembly compiled, about 70 ms) when a frame is first encoded or
 * read, so that commands which only compute households never pay for it. Its Node build is
 * CommonJS: this is the module `import 'parquet-wasm'` gives.
 */
function parquet(): typeof ParquetWasm {
  parquetWasm ??= createRequire(import.meta.url)('parquet-wasm') as typeof ParquetWasm;
  return parquetWasm;
}

function writerProperties(): ParquetWasm.WriterProperties {
  const s = PARQUET_WRITER_SETTINGS;
  const wasm = parquet();
  return new wasm.WriterPropertiesBuilder()
    .setCompression(wasm.Compression[s.compression])
    .setDictionaryEnabled(s.dictionary)
    .setStatisticsEnabled(wasm.EnabledStatistics[s.statistics])
    .setWriterVersion(wasm.WriterVersion[s.writerVersion])
    .setMaxRowGroupSize(s.maxRowGroupSize)
    .setDataPageSizeLimit(s.dataPageSizeLimit)
    .setWriteBatchSize(s.writeBatchSize)
    .setCreatedBy(s.createdBy)
    .build();
}

function packBits(values: Uint8Array): Uint8Array {
  const out = new Uint8Array((values.length + 7) >> 3);
  for (let i = 0; i < values.length; i++) if (values[i]) out[i >> 3]! |= 1 << (i & 7);
  return out;
}

/** -0 and +0 are equal numbers with different bits; writing +0 keeps equal frames byte-equal. */
function withoutNegativeZero(values: Float64Array): Float64Array {
  let copy: Float64Array | undefined;
  for (let i = 0; i < values.length; i++) {
    if (values[i] === 0 && Object.is(values[i], -0)) {
      copy ??= values.slice();
      copy[i] = 0;
    }
  }
  return copy ?? values;
}

/**
 * The frame {@link decodeFrameParquet} gives back from {@link encodeFrameParquet}'s bytes, without
 * the round trip: the same columns, each -0 written as 0 (only columns holding one are copied).
 * What a process that just wrote a frame can use in place of reading it back.
 */
export function frameAsStored(frame: Frame): Frame {
  let columns: FrameColumn[] | undefined;
  frame.columns.forEach((column, index) => {
    if (column.kind !== 'float') return;
    const values = withoutNegativeZero(column.values as Float64Array);
    if (values === column.values) return;
    columns ??= [...frame.columns];
    columns[index] = { ...column, values };
  });
  return columns === undefined ? frame : { ...frame, columns };
}

function columnData(column: FrameColumn, length: number): Data {
  const { makeData, Float64, Int32, Bool } = arrow();
  switch (column.kind) {
    case 'float':
      return makeData({
        type: new Float64(),
        length,
        data: withoutNegativeZero(column.values as Float64Array),
      });
    case 'int':
    case 'enum':
      return makeData({ type: new Int32(), length, data: column.values as Int32Array });
    case 'bool':
      return makeData({ type: new Bool(), length, data: packBits(column.values as Uint8Array) });
  }
}

function columnField(column: FrameColumn): Field {
  const metadata = new Map<string, string>([[KIND_METADATA_KEY, column.kind]]);
  if (column.categories !== undefined)
    metadata.set(CATEGORIES_METADATA_KEY, canonicalJson(column.categories));
  const { Field, Float64, Bool, Int32 } = arrow();
  const type: DataType =
    column.kind === 'float' ? new Float64() : column.kind === 'bool' ? new Bool() : new Int32();
  return new Field(column.name, type, false, metadata);
}

/**
 * Encodes a frame as Parquet bytes with the pinned writer settings ({@link PARQUET_WRITER_SETTINGS}).
 * Equal frames give equal bytes, in any process. Kinds and enum categories travel as field
 * metadata; enum columns are stored as int32 codes. -0 is written as 0. Throws
 * `FrameShapeError` for a malformed frame (including non-finite floats).
 */
export function encodeFrameParquet(frame: Frame): Uint8Array {
  assertFrameShape(frame);
  const { Schema, makeData, Struct, tableToIPC, Table, RecordBatch } = arrow();
  const fields = frame.columns.map(columnField);
  const schema = new Schema(fields, new Map([[ENTITY_METADATA_KEY, frame.entity]]));
  const children = frame.columns.map((c) => columnData(c, frame.rowCount));
  const struct = makeData({
    type: new Struct(fields),
    length: frame.rowCount,
    children,
    nullCount: 0,
  });
  const ipc = tableToIPC(new Table([new RecordBatch(schema, struct)]), 'stream');
  // writeParquet takes ownership of the wasm table and properties and frees them.
  const wasm = parquet();
  return wasm.writeParquet(wasm.Table.fromIPCStream(ipc), writerProperties());
}

/** Rows per Arrow batch when reading: large, so that columns come back in few chunks (1024 by default is ~5× slower). */
const READ_BATCH_ROWS = 1 << 22;

/** Reads Parquet bytes into an Arrow JS table (every row group). */
export function readParquetTable(bytes: Uint8Array): Table {
  const wasm = parquet();
  try {
    return arrow().tableFromIPC(
      wasm.readParquet(bytes, { batchSize: READ_BATCH_ROWS }).intoIPCStream(),
    );
  } catch (error) {
    throw new FrameDecodeError(`not a readable Parquet file: ${String(error)}`, undefined, {
      cause: error,
    });
  }
}

function unpackBits(chunks: readonly Data[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    const bits = chunk.values as Uint8Array;
    for (let i = 0; i < chunk.length; i++) {
      const bit = chunk.offset + i;
      out[at++] = (bits[bit >> 3]! >> (bit & 7)) & 1;
    }
  }
  return out;
}

function isKind(value: string | undefined): value is ColumnKind {
  return (COLUMN_KINDS as readonly string[]).includes(value ?? '');
}

/**
 * Decodes Parquet bytes written by {@link encodeFrameParquet} back into the exact frame. Throws
 * {@link FrameDecodeError} for unreadable bytes, nulls, or columns without Fiscus metadata.
 */
export function decodeFrameParquet(bytes: Uint8Array): Frame {
  const table = readParquetTable(bytes);
  const entity = table.schema.metadata.get(ENTITY_METADATA_KEY);
  if (entity === undefined)
    throw new FrameDecodeError(`Parquet file has no ${ENTITY_METADATA_KEY} metadata`);
  const columns = table.schema.fields.map((field, index): FrameColumn => {
    const kind = field.metadata.get(KIND_METADATA_KEY);
    if (!isKind(kind))
      throw new FrameDecodeError(
        `column ${field.name} has no valid ${KIND_METADATA_KEY}`,
        field.name,
      );
    const vector = table.getChildAt(index)!;
    if (vector.nullCount > 0)
      throw new FrameDecodeError(`column ${field.name} holds nulls`, field.name);
    if (kind === 'bool')
      return { name: field.name, kind, values: unpackBits(vector.data, table.numRows) };
    const raw = vector.toArray() as unknown;
    const expected = kind === 'float' ? Float64Array : Int32Array;
    if (!(raw instanceof expected))
      throw new FrameDecodeError(`column ${field.name} is not ${expected.name}`, field.name);
    // toArray may return a view of a larger buffer; copy so frames own compact arrays.
    const values =
      raw.byteOffset === 0 && raw.buffer.byteLength === raw.byteLength ? raw : raw.slice();
    if (kind !== 'enum') return { name: field.name, kind, values };
    const text = field.metadata.get(CATEGORIES_METADATA_KEY);
    const categories = text === undefined ? undefined : (JSON.parse(text) as unknown);
    if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) {
      throw new FrameDecodeError(`enum column ${field.name} has no valid categories`, field.name);
    }
    return { name: field.name, kind, values, categories };
  });
  const frame: Frame = { entity, rowCount: table.numRows, columns };
  return frame;
}

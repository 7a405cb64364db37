import { canonicalSha256 } from '../contract/index.js';
import { getColumn, type Frame } from './frame.js';
import { frameDigest } from './frame-digest.js';

/**
 * The group entities of a dataset's tables: every table but `person`, each with a `<entity>_id`
 * column on the person table, in the tables' order.
 */
export function groupEntities(tables: Readonly<Record<string, Frame>>): string[] {
  return Object.keys(tables).filter((entity) => entity !== 'person');
}

/**
 * A population for one year: a frame per entity, with ids, membership, input variables and
 * weights. Its `digest` is the SHA-256 of its canonical content ({@link datasetDigest}) and is
 * its identity; the name is a label and not part of the digest.
 */
export interface Dataset {
  /** The country whose model the dataset is for (its pack's id). */
  readonly country: string;
  readonly name: string;
  readonly year: number;
  readonly tables: Readonly<Record<string, Frame>>;
  readonly digest: string;
}

/** Error raised when a dataset's tables do not fit together (missing table, ids, membership). */
export class DatasetShapeError extends Error {
  readonly code = 'dataset_shape_invalid';
  constructor(
    message: string,
    readonly entity?: string,
  ) {
    super(message);
    this.name = 'DatasetShapeError';
  }
}

/**
 * The content digest of a dataset's tables for a country and year: SHA-256 of the canonical JSON
 * of `{country, year, tables: {entity: frameDigest}}`. Equal data → equal digest, in any process.
 */
export function datasetDigest(
  country: string,
  year: number,
  tables: Readonly<Record<string, Frame>>,
): string {
  const digests: Record<string, string> = {};
  for (const [entity, frame] of Object.entries(tables)) digests[entity] = frameDigest(frame);
  return canonicalSha256({ encoding: 'fiscus-dataset/1', country, year, tables: digests });
}

/**
 * Builds a dataset from its tables and computes its digest. Checks that there is a person table,
 * that each table has its `<entity>_id` column, and that every person's group ids exist.
 */
export function createDataset(input: {
  country: string;
  name: string;
  year: number;
  tables: Readonly<Record<string, Frame>>;
}): Dataset {
  assertDatasetShape(input.tables);
  return {
    country: input.country,
    name: input.name,
    year: input.year,
    tables: input.tables,
    digest: datasetDigest(input.country, input.year, input.tables),
  };
}

/** The frame of an entity; throws {@link DatasetShapeError} if the dataset has none. */
export function datasetTable(dataset: Pick<Dataset, 'tables'>, entity: string): Frame {
  const frame = dataset.tables[entity];
  if (frame === undefined) throw new DatasetShapeError(`dataset has no ${entity} table`, entity);
  return frame;
}

/** Checks the membership structure of a dataset's tables; throws {@link DatasetShapeError} on the first problem. */
export function assertDatasetShape(tables: Readonly<Record<string, Frame>>): void {
  const person = datasetTable({ tables }, 'person');
  for (const entity of groupEntities(tables)) {
    const frame = datasetTable({ tables }, entity);
    const ids = getColumn(frame, `${entity}_id`).values;
    const index = new IdIndex(ids, entity);
    const members = getColumn(person, `${entity}_id`).values;
    const used = new Uint8Array(ids.length);
    let usedCount = 0;
    for (let i = 0; i < members.length; i++) {
      const row = index.rowOf(members[i]!);
      if (row < 0)
        throw new DatasetShapeError(
          `person row ${i} names unknown ${entity} ${members[i]}`,
          entity,
        );
      if (used[row] === 0) usedCount++;
      used[row] = 1;
    }
    if (usedCount !== ids.length)
      throw new DatasetShapeError(
        `${entity} table has ${ids.length - usedCount} groups without members`,
        entity,
      );
  }
}

/**
 * Row lookup by id for an id column. Dense non-negative ids (the usual case) use a typed array;
 * others a Map. Throws {@link DatasetShapeError} for a repeated id.
 */
export class IdIndex {
  private readonly dense: Int32Array | undefined;
  private readonly sparse: Map<number, number> | undefined;

  constructor(ids: ArrayLike<number>, entity: string) {
    let min = 0;
    let max = -1;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id < min) min = id;
      if (id > max) max = id;
    }
    const repeated = (id: number): never => {
      throw new DatasetShapeError(`${entity} id ${id} appears twice`, entity);
    };
    if (min >= 0 && max < 4 * ids.length + 1024) {
      const dense = new Int32Array(max + 1).fill(-1);
      for (let i = 0; i < ids.length; i++) {
        if (dense[ids[i]!] !== -1) repeated(ids[i]!);
        dense[ids[i]!] = i;
      }
      this.dense = dense;
    } else {
      const sparse = new Map<number, number>();
      for (let i = 0; i < ids.length; i++) {
        if (sparse.has(ids[i]!)) repeated(ids[i]!);
        sparse.set(ids[i]!, i);
      }
      this.sparse = sparse;
    }
  }

  /** The row of an id, or -1. */
  rowOf(id: number): number {
    if (this.dense !== undefined) return id >= 0 && id < this.dense.length ? this.dense[id]! : -1;
    return this.sparse!.get(id) ?? -1;
  }
}

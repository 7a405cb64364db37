import { canonicalJson, sha256Hex, type RowIdentity } from '../contract/index.js';
import {
  decodeFrameParquet,
  encodeFrameParquet,
  frameAsStored,
  type Frame,
  type FrameColumn,
} from '../data/index.js';
import { entityIdColumn } from './dataset-population.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';

/** Format tag of a simulation artifact; part of its bytes, so changing the layout changes digests. */
export const SIMULATION_ARTIFACT_FORMAT = 'fiscus-simulation/1';

/** The media type of simulation artifacts. */
export const PARQUET_MEDIA_TYPE = 'application/vnd.apache.parquet';

interface ArtifactHeader {
  readonly format: typeof SIMULATION_ARTIFACT_FORMAT;
  readonly rows: Readonly<Record<string, number>>;
}

const SEPARATOR = '.';

/**
 * Encodes a simulation's frames (one per entity) as ONE Parquet file: the frames side by side as
 * columns `<entity>.<column>`, entities in sorted order, each padded with zeros to the longest
 * frame; the schema's entity metadata holds `{"format":"fiscus-simulation/1","rows":{entity: n}}`
 * so the file describes itself. One object per simulation keeps the descriptor a single key and
 * digest; padding costs little (ZSTD folds runs of zeros). Bytes depend only on the frames (the
 * data codec's pinned writer), so equal frames give equal bytes in any process.
 */
export function encodeSimulationArtifact(frames: Readonly<Record<string, Frame>>): Uint8Array {
  const entities = Object.keys(frames).sort();
  const rows: Record<string, number> = {};
  let length = 0;
  for (const entity of entities) {
    rows[entity] = frames[entity]!.rowCount;
    length = Math.max(length, frames[entity]!.rowCount);
  }
  const columns: FrameColumn[] = [];
  for (const entity of entities) {
    for (const column of frames[entity]!.columns) {
      let values = column.values;
      if (values.length !== length) {
        const padded = new (values.constructor as new (n: number) => typeof values)(length);
        padded.set(values as never);
        values = padded;
      }
      columns.push({ ...column, name: `${entity}${SEPARATOR}${column.name}`, values });
    }
  }
  const header: ArtifactHeader = { format: SIMULATION_ARTIFACT_FORMAT, rows };
  return encodeFrameParquet({ entity: canonicalJson(header), rowCount: length, columns });
}

/** Decodes a simulation artifact written by {@link encodeSimulationArtifact} back into its frames. */
export function decodeSimulationArtifact(bytes: Uint8Array): Record<string, Frame> {
  const combined = decodeFrameParquet(bytes);
  let header: ArtifactHeader;
  try {
    header = JSON.parse(combined.entity) as ArtifactHeader;
  } catch (error) {
    throw new ExecutorError(
      ExecutorCode.artifactMismatch,
      'not a simulation artifact: its entity metadata is not a header',
      { cause: error },
    );
  }
  if (
    header.format !== SIMULATION_ARTIFACT_FORMAT ||
    header.rows === null ||
    typeof header.rows !== 'object'
  ) {
    throw new ExecutorError(
      ExecutorCode.artifactMismatch,
      `not a ${SIMULATION_ARTIFACT_FORMAT} artifact`,
    );
  }
  const frames: Record<string, Frame> = {};
  for (const [entity, rowCount] of Object.entries(header.rows))
    frames[entity] = { entity, rowCount, columns: [] };
  for (const column of combined.columns) {
    const at = column.name.indexOf(SEPARATOR);
    const entity = column.name.slice(0, at);
    const frame = frames[entity];
    if (at < 0 || frame === undefined)
      throw new ExecutorError(
        ExecutorCode.artifactMismatch,
        `artifact column ${column.name} names no entity of its header`,
      );
    const values =
      column.values.length === frame.rowCount
        ? column.values
        : column.values.subarray(0, frame.rowCount);
    (frame.columns as FrameColumn[]).push({ ...column, name: column.name.slice(at + 1), values });
  }
  return frames;
}

/**
 * The frames {@link decodeSimulationArtifact} gives back from {@link encodeSimulationArtifact}'s
 * bytes, without the round trip (entities in sorted order, each -0 written as 0): what the process
 * that wrote an artifact aggregates instead of decoding it again.
 */
export function simulationFramesAsStored(
  frames: Readonly<Record<string, Frame>>,
): Record<string, Frame> {
  const stored: Record<string, Frame> = {};
  for (const entity of Object.keys(frames).sort())
    stored[entity] = frameAsStored({ ...frames[entity]!, entity });
  return stored;
}

/** SHA-256 of an id column's values as little-endian int32 bytes, in row order. */
export function idsSha256(ids: Int32Array): string {
  const le = new Uint8Array(ids.length * 4);
  const view = new DataView(le.buffer);
  for (let i = 0; i < ids.length; i++) view.setInt32(i * 4, ids[i]!, true);
  return sha256Hex(le);
}

/** The row identity of each frame (entity, row count, SHA-256 of its ids), entities sorted. */
export function rowIdentityOf(frames: Readonly<Record<string, Frame>>): RowIdentity[] {
  return Object.keys(frames)
    .sort()
    .map((entity) => {
      const frame = frames[entity]!;
      const ids = frame.columns.find((c) => c.name === entityIdColumn(entity))?.values;
      const asInt = ids instanceof Int32Array ? ids : Int32Array.from(ids ?? []);
      return { entity, rowCount: frame.rowCount, idsSha256: idsSha256(asInt) };
    });
}

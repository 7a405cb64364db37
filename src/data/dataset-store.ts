import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { z } from 'zod';
import { canonicalJson, sha256Hex } from '../contract/index.js';
import { datasetDigest, type Dataset } from './dataset.js';
import { decodeFrameParquet, encodeFrameParquet } from './frame-parquet.js';

/** Name of the manifest file in a saved dataset's directory. */
export const DATASET_MANIFEST_FILE = 'manifest.json';

/** The manifest of a saved dataset: identity, and each entity's Parquet file with its byte SHA-256. */
export const DatasetManifestSchema = z
  .object({
    format: z.literal('fiscus-dataset/1'),
    country: z.string().regex(/^[a-z]{2,16}$/),
    name: z.string().min(1),
    year: z.number().int(),
    digest: z.string().regex(/^[0-9a-f]{64}$/),
    tables: z.record(
      z.string(),
      z
        .object({
          file: z.string(),
          rowCount: z.number().int().min(0),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
        })
        .strict(),
    ),
    /** Free-form facts about how the dataset was made (seed, size, calibration summary). */
    provenance: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** The manifest of a saved dataset. */
export type DatasetManifest = z.infer<typeof DatasetManifestSchema>;

/** Error raised when a saved dataset cannot be read back as it was written. */
export class DatasetLoadError extends Error {
  constructor(
    readonly code: 'dataset_manifest_invalid' | 'dataset_file_corrupt' | 'dataset_digest_mismatch',
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatasetLoadError';
  }
}

/**
 * Writes a dataset to a directory as one Parquet file per entity (`<entity>.parquet`, pinned
 * writer) and `manifest.json` (canonical JSON). Files are written whole then renamed into place.
 * Returns the manifest.
 */
export async function saveDataset(
  dataset: Dataset,
  directory: string,
  provenance?: Record<string, unknown>,
): Promise<DatasetManifest> {
  await mkdir(directory, { recursive: true });
  const tables: DatasetManifest['tables'] = {};
  for (const entity of Object.keys(dataset.tables).sort()) {
    const frame = dataset.tables[entity]!;
    const bytes = encodeFrameParquet(frame);
    const file = `${entity}.parquet`;
    await writeWhole(join(directory, file), bytes);
    tables[entity] = { file, rowCount: frame.rowCount, sha256: sha256Hex(bytes) };
  }
  const manifest: DatasetManifest = {
    format: 'fiscus-dataset/1',
    country: dataset.country,
    name: dataset.name,
    year: dataset.year,
    digest: dataset.digest,
    tables,
    ...(provenance ? { provenance } : {}),
  };
  await writeWhole(
    join(directory, DATASET_MANIFEST_FILE),
    new TextEncoder().encode(`${canonicalJson(manifest)}\n`),
  );
  return manifest;
}

/**
 * Writes a file whole: to a partial name of this writer's own, then renamed over the path. Two
 * threads saving the same dataset at once (each built it; the bytes are equal) each rename their
 * own partial file, so neither finds the other's gone.
 */
async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  const partial = `${path}.partial-${process.pid}-${threadId}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** Reads and validates a saved dataset's manifest. */
export async function readDatasetManifest(directory: string): Promise<DatasetManifest> {
  const path = join(directory, DATASET_MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new DatasetLoadError(
      'dataset_manifest_invalid',
      `cannot read ${path}: ${String(error)}`,
      path,
      { cause: error },
    );
  }
  const parsed = DatasetManifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new DatasetLoadError(
      'dataset_manifest_invalid',
      `${path}: ${parsed.error.message}`,
      path,
    );
  return parsed.data;
}

/**
 * Loads a dataset saved by {@link saveDataset}. Every file's bytes are checked against the
 * manifest's SHA-256; with `verifyDigest` the content digest is recomputed too (slower) and must
 * equal the manifest's. Throws {@link DatasetLoadError}.
 */
export async function loadDataset(
  directory: string,
  options: { verifyDigest?: boolean } = {},
): Promise<Dataset> {
  const manifest = await readDatasetManifest(directory);
  const entries = await Promise.all(
    Object.entries(manifest.tables).map(async ([entity, entry]) => {
      const path = join(directory, entry.file);
      const bytes = await readFile(path);
      if (sha256Hex(bytes) !== entry.sha256)
        throw new DatasetLoadError(
          'dataset_file_corrupt',
          `${path} does not match its SHA-256 in the manifest`,
          path,
        );
      const frame = decodeFrameParquet(bytes);
      if (frame.rowCount !== entry.rowCount || frame.entity !== entity)
        throw new DatasetLoadError(
          'dataset_file_corrupt',
          `${path} holds ${frame.entity} × ${frame.rowCount}, manifest says ${entity} × ${entry.rowCount}`,
          path,
        );
      return [entity, frame] as const;
    }),
  );
  const tables = Object.fromEntries(entries);
  if (options.verifyDigest) {
    const digest = datasetDigest(manifest.country, manifest.year, tables);
    if (digest !== manifest.digest)
      throw new DatasetLoadError(
        'dataset_digest_mismatch',
        `content digest ${digest} differs from manifest ${manifest.digest}`,
        directory,
      );
  }
  return {
    country: manifest.country,
    name: manifest.name,
    year: manifest.year,
    tables,
    digest: manifest.digest,
  };
}

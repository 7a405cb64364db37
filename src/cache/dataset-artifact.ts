import { canonicalJson } from '../contract/index.js';
import {
  DatasetManifestSchema,
  decodeFrameParquet,
  encodeFrameParquet,
  type DatasetManifest,
} from '../data/index.js';
import type { DatasetSource, DatasetTables } from '../executor/index.js';
import type { ArtifactStore, PutResult } from '../store/index.js';
import { CacheCode, CacheError } from './cache-error.js';
import { cacheStoreKeys, datasetKey, type CacheKey, type DatasetIdentity } from './keys.js';

/** What storing a dataset artifact did: its manifest's store key and digest, and each put. */
export interface StoredDatasetArtifact {
  readonly manifestKey: string;
  readonly manifestSha256: string;
  readonly datasetDigest: string;
  readonly puts: readonly PutResult[];
}

/**
 * Stores a dataset as an artifact under its `ds1` key: one Parquet file per entity (pinned writer,
 * so equal data gives equal bytes), then `manifest.json` (the data module's dataset manifest,
 * canonical JSON) last — a manifest present means every file it names was written. Write-once:
 * a concurrent writer of the same dataset finds its objects `present`.
 */
export async function storeDatasetArtifact(
  store: ArtifactStore,
  key: CacheKey,
  dataset: DatasetTables,
): Promise<StoredDatasetArtifact> {
  const country = dataset.country;
  const puts: PutResult[] = [];
  const tables: DatasetManifest['tables'] = {};
  for (const entity of Object.keys(dataset.tables).sort()) {
    const frame = dataset.tables[entity]!;
    const file = `${entity}.parquet`;
    const put = await store.put(
      cacheStoreKeys.datasetFile(country, key.digest, file),
      encodeFrameParquet(frame),
    );
    puts.push(put);
    tables[entity] = { file, rowCount: frame.rowCount, sha256: put.sha256 };
  }
  const manifest: DatasetManifest = {
    format: 'fiscus-dataset/1',
    country,
    name: dataset.name,
    year: dataset.year,
    digest: dataset.digest,
    tables,
    provenance: { datasetKey: key.digest },
  };
  const bytes = new TextEncoder().encode(`${canonicalJson(manifest)}\n`);
  const put = await store.put(cacheStoreKeys.datasetManifest(country, key.digest), bytes);
  puts.push(put);
  return { manifestKey: put.key, manifestSha256: put.sha256, datasetDigest: dataset.digest, puts };
}

/** Reads and validates a stored dataset artifact's manifest (re-hashed by the store). */
export async function readDatasetArtifactManifest(
  store: ArtifactStore,
  country: string,
  keyDigest: string,
): Promise<DatasetManifest> {
  const storeKey = cacheStoreKeys.datasetManifest(country, keyDigest);
  const bytes = await store.get(storeKey);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new CacheError(
      CacheCode.datasetArtifactInvalid,
      `${storeKey} is not JSON`,
      { key: storeKey },
      { cause: error },
    );
  }
  const parsed = DatasetManifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new CacheError(CacheCode.datasetArtifactInvalid, `${storeKey}: ${parsed.error.message}`, {
      key: storeKey,
    });
  return parsed.data;
}

/** Loads a stored dataset artifact: every file fetched against its manifest SHA-256 and checked against its row count. */
export async function loadDatasetArtifact(
  store: ArtifactStore,
  country: string,
  keyDigest: string,
): Promise<DatasetTables> {
  const manifest = await readDatasetArtifactManifest(store, country, keyDigest);
  const tables: Record<string, DatasetTables['tables'][string]> = {};
  for (const [entity, entry] of Object.entries(manifest.tables)) {
    const storeKey = cacheStoreKeys.datasetFile(country, keyDigest, entry.file);
    const frame = decodeFrameParquet(await store.get(storeKey, entry.sha256));
    if (frame.entity !== entity || frame.rowCount !== entry.rowCount) {
      throw new CacheError(
        CacheCode.datasetArtifactInvalid,
        `${storeKey} holds ${frame.entity} × ${frame.rowCount}, its manifest says ${entity} × ${entry.rowCount}`,
        { key: storeKey },
      );
    }
    tables[entity] = frame;
  }
  return {
    country: manifest.country,
    name: manifest.name,
    year: manifest.year,
    tables,
    digest: manifest.digest,
  };
}

/** Options of {@link createStoredDatasetSource}. */
export interface StoredDatasetSourceOptions {
  readonly store: ArtifactStore;
  readonly dataset: DatasetIdentity;
  /** The version of the model the worker runs for a country (part of the dataset key). */
  readonly modelVersionOf: (country: string) => string;
  /** Builds the default dataset of a year when the store does not hold it. */
  readonly build: (year: number) => DatasetTables;
  /** Store a dataset it had to build (write-once). Default true. */
  readonly saveBuilt?: boolean;
}

/**
 * The worker's dataset source for the default dataset: loads the stored artifact of the year's
 * `ds1` key (the precompute writes it), else builds the dataset and stores it; keeps each year in
 * memory. The dataset a source serves carries the requested (default) name, so the simulation's
 * input documents name the dataset as the request did. Other dataset names are refused
 * (`dataset_not_default`).
 */
export function createStoredDatasetSource(
  options: StoredDatasetSourceOptions,
): DatasetSource & { keyOf(country: string, year: number): CacheKey } {
  const loaded = new Map<string, Promise<DatasetTables>>();
  const keyOf = (country: string, year: number): CacheKey =>
    datasetKey({
      ...options.dataset,
      country,
      year,
      modelVersion: options.modelVersionOf(country),
    });
  const fetch = async (country: string, year: number): Promise<DatasetTables> => {
    const key = keyOf(country, year);
    if (await options.store.has(cacheStoreKeys.datasetManifest(country, key.digest)))
      return loadDatasetArtifact(options.store, country, key.digest);
    const built = options.build(year);
    if (options.saveBuilt !== false) await storeDatasetArtifact(options.store, key, built);
    return built;
  };
  return {
    keyOf,
    async load(request) {
      if (request.name !== options.dataset.name) {
        throw new CacheError(
          CacheCode.datasetNotDefault,
          `dataset ${request.name} is not served here; the default dataset is ${options.dataset.name}`,
          { dataset: request.name },
        );
      }
      const id = `${request.country}:${request.year}`;
      let found = loaded.get(id);
      if (found === undefined) {
        found = fetch(request.country, request.year).then((d) => ({ ...d, name: request.name }));
        found.catch(() => loaded.delete(id));
        loaded.set(id, found);
      }
      return found;
    },
  };
}

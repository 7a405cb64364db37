import type { ArtifactStore } from './artifact-store.js';
import { FsArtifactStore } from './fs/fs-artifact-store.js';
import { S3ArtifactStore, s3CredentialsFromEnvironment } from './s3/index.js';
import { parseStoreLocation, type StoreLocation } from './store-location.js';

/**
 * Opens the artifact store a `--store` value (or a parsed {@link StoreLocation}) names: a
 * directory is an {@link FsArtifactStore}; `s3://bucket/prefix?endpoint=…&region=…` is an
 * {@link S3ArtifactStore} whose credentials come from `env`'s standard AWS variables (so each
 * process, on whatever host, brings its own; they never travel in a configuration).
 */
export function openArtifactStore(
  location: string | StoreLocation,
  env: NodeJS.ProcessEnv = process.env,
): ArtifactStore {
  const parsed = typeof location === 'string' ? parseStoreLocation(location) : location;
  if (parsed.kind === 'fs') return new FsArtifactStore(parsed.root);
  return new S3ArtifactStore({
    bucket: parsed.bucket,
    prefix: parsed.prefix,
    ...(parsed.endpoint === undefined ? {} : { endpoint: parsed.endpoint }),
    region: parsed.region,
    credentials: s3CredentialsFromEnvironment(env),
  });
}

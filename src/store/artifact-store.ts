/** The outcome of a `put`: the key, the SHA-256 and size of its bytes, and whether this call created it. */
export interface PutResult {
  readonly key: string;
  readonly sha256: string;
  readonly size: number;
  readonly status: 'created' | 'present';
}

/**
 * A write-once, content-addressed artifact store (DESIGN.md §10).
 *
 * - `put` creates an object only if its key is absent. The same bytes again is success with
 *   status `'present'`; other bytes raise `ImmutableArtifactError` (`immutable_artifact_conflict`)
 *   and nothing is overwritten. Of concurrent puts of one key, exactly one is `'created'`.
 * - `get` and `download` re-hash the bytes against the digest recorded at write time and against
 *   the caller's expected digest; a mismatch raises `ArtifactIntegrityError`. A missing key raises
 *   `ArtifactNotFoundError`.
 * - `download` writes `<destination>.partial` and renames it only when whole and verified.
 * - There is no overwrite and no "force": `delete` is the only way to heal a bad object.
 * - Deployment markers (`deployed/<environment>.json`) are the one last-writer-wins exception;
 *   they are written by `putDeploymentMarker` only (`put` refuses them).
 * - Keys are validated (`invalid_artifact_key`): relative, `/`-separated, segments of
 *   `[A-Za-z0-9._-]` that do not start with a dot, no empty segment.
 *
 * Backends: `FsArtifactStore` (filesystem). An S3 backend fits the same seam (`If-None-Match: *`
 * on PUT, digest in object metadata) and must pass the same conformance suite.
 */
export interface ArtifactStore {
  put(key: string, bytes: Uint8Array): Promise<PutResult>;
  get(key: string, expectedSha256?: string): Promise<Uint8Array>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Keys that start with `prefix` (a plain string prefix), sorted; store-internal files excluded. */
  list(prefix: string): Promise<string[]>;
  putDeploymentMarker(environment: string, bytes: Uint8Array): Promise<void>;
  download(key: string, destinationPath: string, expectedSha256?: string): Promise<void>;
}

/** The outcome of a `put`: the key, the SHA-256 and size of its bytes, and whether this call created it. */
export interface PutResult {
  readonly key: string;
  readonly sha256: string;
  readonly size: number;
  readonly status: 'created' | 'present';
  /** Set when the key held a damaged object: it was moved aside there before this put created the key. */
  readonly quarantinedAs?: string;
}

/** The key prefix under which damaged objects are kept, moved aside, never deleted. */
export const QUARANTINE_PREFIX = 'quarantine/';

/** What {@link ArtifactStore.quarantine} moved aside, and why (also stored as `<quarantineKey>.reason.json`). */
export interface QuarantineRecord {
  readonly key: string;
  /** Where the object now lives: `quarantine/<UTC stamp>-<random>/<key>`. */
  readonly quarantineKey: string;
  readonly reason: string;
  /** The digest recorded when the object was written, if one was readable. */
  readonly recordedSha256: string | null;
  /** The digest of the bytes that were moved aside. */
  readonly actualSha256: string;
  readonly at: string;
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
 * - There is no overwrite and no "force". A damaged object (bytes that no longer match the digest
 *   recorded when it was written, or an unreadable record) is healed by moving it aside:
 *   `quarantine` moves it under {@link QUARANTINE_PREFIX} with a reason record, and `put` does so
 *   by itself when it finds the key damaged, then creates the key afresh (`quarantinedAs`). An
 *   intact object at the key is never replaced.
 * - Deployment markers (`deployed/<environment>.json`) are the one last-writer-wins exception;
 *   they are written by `putDeploymentMarker` only (`put` refuses them).
 * - Keys are validated (`invalid_artifact_key`): relative, `/`-separated, segments of
 *   `[A-Za-z0-9._-]` that do not start with a dot, no empty segment.
 *
 * Backends: `FsArtifactStore` (filesystem). An S3 backend fits the same seam (`If-None-Match: *`
 * on PUT, digest in object metadata; quarantine as copy to the quarantine key, then delete) and
 * must pass the same conformance suite.
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
  /**
   * Moves the object at `key` aside under {@link QUARANTINE_PREFIX}, with `reason`, and leaves
   * the key absent (so the next `put` creates it). Resolves to `undefined` when the key holds
   * nothing. Refuses (`artifact_not_damaged`) an object whose bytes match its recorded digest
   * unless `force` says the caller checked otherwise (a digest the key or a record names).
   */
  quarantine(
    key: string,
    reason: string,
    options?: { readonly force?: boolean },
  ): Promise<QuarantineRecord | undefined>;
}

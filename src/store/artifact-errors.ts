/** Error raised when a key breaks the key rules (absolute, `..`, backslash, empty segment, bad character). */
export class InvalidArtifactKeyError extends Error {
  readonly code = 'invalid_artifact_key';
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`invalid artifact key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidArtifactKeyError';
  }
}

/** Error raised when a put would replace an existing object with other bytes. Nothing is written. */
export class ImmutableArtifactError extends Error {
  readonly code = 'immutable_artifact_conflict';
  constructor(
    readonly key: string,
    readonly existingSha256: string,
    readonly attemptedSha256: string,
  ) {
    super(
      `immutable artifact path contains other data: ${key} holds sha256 ${existingSha256}, refused ${attemptedSha256}; ` +
        'objects are never overwritten (a damaged object is moved under quarantine/ by the next put; this one is intact)',
    );
    this.name = 'ImmutableArtifactError';
  }
}

/** Error raised when stored bytes do not match the recorded or the expected digest (altered, truncated, unrecorded). */
export class ArtifactIntegrityError extends Error {
  readonly code = 'artifact_integrity_mismatch';
  constructor(
    readonly key: string,
    readonly expectedSha256: string | undefined,
    readonly actualSha256: string | undefined,
    readonly reason: string,
  ) {
    super(`artifact ${key} failed its integrity check: ${reason}`);
    this.name = 'ArtifactIntegrityError';
  }
}

/** Error raised when a key holds no object. */
export class ArtifactNotFoundError extends Error {
  readonly code = 'artifact_not_found';
  constructor(readonly key: string) {
    super(`no artifact at ${key}`);
    this.name = 'ArtifactNotFoundError';
  }
}

/** Error raised when a `--store` value is neither a directory nor a well-formed `s3://` URL. */
export class InvalidStoreLocationError extends Error {
  readonly code = 'invalid_store_location';
  constructor(
    readonly location: string,
    readonly reason: string,
  ) {
    super(`invalid store location ${JSON.stringify(location)}: ${reason}`);
    this.name = 'InvalidStoreLocationError';
  }
}

/** Error raised when an S3 store is opened without credentials in the standard AWS environment variables. */
export class StoreCredentialsMissingError extends Error {
  readonly code = 'store_credentials_missing';
  constructor(readonly missing: readonly string[]) {
    super(`the S3 store needs the environment variables ${missing.join(' and ')}`);
    this.name = 'StoreCredentialsMissingError';
  }
}

/** Error raised when a put's bytes exceed what the backend writes create-only in one request. Nothing is written. */
export class ArtifactTooLargeError extends Error {
  readonly code = 'artifact_too_large';
  constructor(
    readonly key: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(
      `artifact ${key} is ${size} bytes; this store writes at most ${limit} bytes create-only in one request`,
    );
    this.name = 'ArtifactTooLargeError';
  }
}

/**
 * Error raised when the store's server failed a request after its retries (5xx, throttling, a
 * network error, a missing bucket). The object may or may not exist: retrying the same put is safe.
 */
export class ArtifactStoreUnavailableError extends Error {
  readonly code = 'artifact_store_unavailable';
  constructor(
    readonly key: string,
    readonly operation: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`artifact store ${operation} of ${key} failed: ${reason}`, options);
    this.name = 'ArtifactStoreUnavailableError';
  }
}

/** Error raised when asked to quarantine an object whose bytes still match its recorded digest. */
export class ArtifactNotDamagedError extends Error {
  readonly code = 'artifact_not_damaged';
  constructor(readonly key: string) {
    super(`artifact ${key} matches its recorded digest; only damaged objects are quarantined`);
    this.name = 'ArtifactNotDamagedError';
  }
}

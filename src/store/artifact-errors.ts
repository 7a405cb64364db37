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

/** Error raised when asked to quarantine an object whose bytes still match its recorded digest. */
export class ArtifactNotDamagedError extends Error {
  readonly code = 'artifact_not_damaged';
  constructor(readonly key: string) {
    super(`artifact ${key} matches its recorded digest; only damaged objects are quarantined`);
    this.name = 'ArtifactNotDamagedError';
  }
}

/**
 * Store: the write-once, content-addressed artifact store (DESIGN.md §10) — the `ArtifactStore`
 * seam, its filesystem backend `FsArtifactStore` and S3 backend `S3ArtifactStore`, the `--store`
 * location parser and opener, typed errors, key validation and the key layout builders. The
 * conformance suite (`conformance.ts`, vitest) is deliberately not exported here: backends'
 * tests import it directly. May import `contract` only.
 */
export {
  type ArtifactStore,
  type PutResult,
  QUARANTINE_PREFIX,
  type QuarantineRecord,
} from './artifact-store.js';
export {
  ArtifactIntegrityError,
  ArtifactNotDamagedError,
  ArtifactNotFoundError,
  ArtifactStoreUnavailableError,
  ArtifactTooLargeError,
  ImmutableArtifactError,
  InvalidArtifactKeyError,
  InvalidStoreLocationError,
  StoreCredentialsMissingError,
} from './artifact-errors.js';
export {
  assertArtifactKey,
  assertArtifactPrefix,
  DEPLOYMENT_MARKER_PREFIX,
  deploymentMarkerKey,
  isArtifactKey,
  isDeploymentMarkerKey,
} from './artifact-key.js';
export { artifactKeys } from './artifact-layout.js';
export { FsArtifactStore } from './fs/fs-artifact-store.js';
export {
  S3ArtifactStore,
  S3_MAX_SINGLE_PUT_BYTES,
  s3CredentialsFromEnvironment,
  type S3ArtifactStoreOptions,
  type S3Credentials,
} from './s3/index.js';
export {
  DEFAULT_S3_REGION,
  formatStoreLocation,
  parseStoreLocation,
  resolveStoreLocation,
  type StoreLocation,
} from './store-location.js';
export { openArtifactStore } from './open-store.js';
export {
  contentDigestOfKey,
  type StoreProblem,
  type StoreVerification,
  verifyStore,
} from './verify-store.js';

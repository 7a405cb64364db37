/**
 * The S3 backend of the artifact store: `S3ArtifactStore` (create-only `PutObject` with
 * `If-None-Match: *`, digest in object metadata) and the reading of its credentials from the
 * standard AWS environment variables. The AWS SDK's types stay inside this folder.
 */
export {
  S3ArtifactStore,
  S3_MAX_SINGLE_PUT_BYTES,
  s3CredentialsFromEnvironment,
  type S3ArtifactStoreOptions,
  type S3Credentials,
} from './s3-artifact-store.js';

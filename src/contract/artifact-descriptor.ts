import { z } from 'zod';
import { sha256Hex } from './digest.js';
import { Sha256Schema, SnakeIdSchema } from './output-plan.js';
import { CountryIdSchema } from './report-request.js';

/** The identity of one entity's rows in an artifact: how many, and the SHA-256 of their ids in order. */
export const RowIdentitySchema = z.strictObject({
  entity: SnakeIdSchema,
  rowCount: z.number().int().min(0),
  idsSha256: Sha256Schema,
});
/** Row identity of one entity. */
export type RowIdentity = z.infer<typeof RowIdentitySchema>;

/** What computed an artifact: country, model version, tax-benefit system hash, dataset digest. */
export const ModelBundleSchema = z.strictObject({
  country: CountryIdSchema,
  modelVersion: z.string().min(1).max(128),
  systemHash: z.string().min(1).max(128),
  datasetDigest: Sha256Schema,
});
/** Model bundle identity. */
export type ModelBundle = z.infer<typeof ModelBundleSchema>;

/** Media types of artifacts. */
export const ARTIFACT_MEDIA_TYPES = ['application/json', 'application/vnd.apache.parquet'] as const;

/**
 * A stored artifact as a worker reports it: store key, media type, SHA-256 and size of the bytes,
 * row identity per entity (empty for JSON inputs), the output plan it was computed for, and the
 * model bundle that computed it.
 */
export const ArtifactDescriptorSchema = z.strictObject({
  key: z.string().min(1).max(1024),
  mediaType: z.enum(ARTIFACT_MEDIA_TYPES),
  sha256: Sha256Schema,
  size: z.number().int().min(0),
  rowIdentity: z.array(RowIdentitySchema),
  outputPlanSha256: Sha256Schema,
  modelBundle: ModelBundleSchema,
});
/** An artifact descriptor. */
export type ArtifactDescriptor = z.infer<typeof ArtifactDescriptorSchema>;

/**
 * The `idsSha256` of a row identity: SHA-256 of the ids as little-endian signed 32-bit integers,
 * in row order. Equal ids in equal order give equal digests on every machine.
 */
export function rowIdsSha256(ids: Int32Array): string {
  const bytes = new Uint8Array(ids.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < ids.length; i++) view.setInt32(i * 4, ids[i]!, true);
  return sha256Hex(bytes);
}

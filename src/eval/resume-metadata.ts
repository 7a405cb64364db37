import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { canonicalJson } from '../contract/index.js';
import { writeFileAtomic } from './atomic-file.js';
import { ModelBundleSchema } from './provenance.js';

/** Version of the resume sidecar format. */
export const RESUME_METADATA_VERSION = 1;

/** The resume sidecar (`<output>.meta.json`) of a predictions file. */
export const ResumeMetadataSchema = z
  .object({
    metadataVersion: z.number().int(),
    scenarioDigest: z.string(),
    programs: z.array(z.string()),
    models: z.array(z.object({ id: z.string(), kind: z.string(), model: z.string() }).strict()),
    responseContractDigest: z.string(),
    modelBundleProvenance: z.array(ModelBundleSchema),
  })
  .strict();

/** Contents of a resume sidecar. */
export type ResumeMetadata = z.infer<typeof ResumeMetadataSchema>;

/** Fields compared on resume, in the order a mismatch is reported. */
export const RESUME_FIELDS = [
  'metadataVersion',
  'scenarioDigest',
  'programs',
  'models',
  'responseContractDigest',
  'modelBundleProvenance',
] as const satisfies readonly (keyof ResumeMetadata)[];

/** Error raised when an output is resumed with metadata other than it was started with. */
export class ResumeMetadataMismatchError extends Error {
  readonly code = 'eval_resume_metadata_mismatch';
  constructor(
    readonly field: string,
    readonly path: string,
  ) {
    super(`cannot resume ${path}: its ${field} differs from this run's`);
    this.name = 'ResumeMetadataMismatchError';
  }
}

/** The sidecar path of a predictions file. */
export function sidecarPath(outputPath: string): string {
  return `${outputPath}.meta.json`;
}

/** The exact bytes of a sidecar: canonical JSON and a newline, the same whoever writes it. */
export function resumeMetadataBytes(metadata: ResumeMetadata): string {
  return `${canonicalJson(ResumeMetadataSchema.parse(metadata))}\n`;
}

/**
 * Checks a predictions file's sidecar against this run's metadata, writing it when absent. A
 * differing sidecar (or an unreadable one) is a {@link ResumeMetadataMismatchError} naming the
 * first field that differs.
 */
export function checkOrWriteResumeMetadata(outputPath: string, metadata: ResumeMetadata): void {
  const path = sidecarPath(outputPath);
  if (!existsSync(path)) {
    writeFileAtomic(path, resumeMetadataBytes(metadata));
    return;
  }
  let existing: Record<string, unknown>;
  try {
    existing = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    throw new ResumeMetadataMismatchError('metadataVersion', path);
  }
  for (const field of RESUME_FIELDS) {
    if (canonicalJson(existing[field] ?? null) !== canonicalJson(metadata[field]))
      throw new ResumeMetadataMismatchError(field, path);
  }
}

/** Failure codes of the baseline cache (DESIGN.md §11). Receivers branch on these, never on classes. */
export const CacheCode = {
  unknownBaselineOption: 'unknown_baseline_option',
  baselineKeyMismatch: 'baseline_key_mismatch',
  baselineNotCached: 'baseline_not_cached',
  datasetArtifactInvalid: 'dataset_artifact_invalid',
  datasetNotDefault: 'dataset_not_default',
  determinismGateFailed: 'determinism_gate_failed',
  determinismNotRecorded: 'determinism_not_recorded',
  manifestInvalid: 'manifest_invalid',
  manifestVersionUnsupported: 'manifest_version_unsupported',
  releaseInvalid: 'release_invalid',
  precomputeFailed: 'precompute_failed',
} as const;

/** One of {@link CacheCode}'s values. */
export type CacheCode = (typeof CacheCode)[keyof typeof CacheCode];

/** Error raised by the cache pipeline: a stable snake_case `code`, structured `details` and `cause`. */
export class CacheError extends Error {
  constructor(
    readonly code: CacheCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CacheError';
  }
}

import { z } from 'zod';

/**
 * The identity of one country's model bundle, as recorded in manifests and resume sidecars:
 * country, model version, the rules' content hash, the parameters' digest, the engine version and
 * the fingerprint of the sources they were computed from. Computing it loads the model's rules.
 */
export const ModelBundleSchema = z
  .object({
    country: z.string().min(1),
    modelVersion: z.string().min(1),
    rulesHash: z.string().min(1),
    parametersDigest: z.string().min(1),
    engineVersion: z.string().min(1),
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

/** One country's model bundle provenance. */
export type ModelBundle = z.infer<typeof ModelBundleSchema>;

/** Version of the provenance file format. */
export const PROVENANCE_FILE_VERSION = 1;

/** File name of the handed-over provenance, at the root of an output directory. */
export const PROVENANCE_FILE_NAME = 'provenance.json';

/** Environment variable through which a chunk child is handed the provenance file's path. */
export const PROVENANCE_ENV_VARIABLE = 'FISCUS_EVAL_PROVENANCE_FILE';

/**
 * The provenance file (`<output>/provenance.json`): the bundles of the countries it was written
 * for, and the fingerprint of those countries' sources when it was written.
 */
export const ProvenanceFileSchema = z
  .object({
    provenanceVersion: z.literal(PROVENANCE_FILE_VERSION),
    countries: z.array(z.string().min(1)).min(1),
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
    bundles: z.array(ModelBundleSchema).min(1),
  })
  .strict();

/** Contents of a provenance file. */
export type ProvenanceFile = z.infer<typeof ProvenanceFileSchema>;

/** Countries as a set-like key: sorted, duplicates removed, spelling kept (case matters). */
export function countriesKey(countries: readonly string[]): string {
  return [...new Set(countries)].sort().join(',');
}

/** Whether two country lists name the same countries, spelled exactly the same. */
export function sameCountries(a: readonly string[], b: readonly string[]): boolean {
  return countriesKey(a) === countriesKey(b);
}

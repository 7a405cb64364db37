import { InvalidArtifactKeyError } from './artifact-errors.js';
import { assertArtifactKey, deploymentMarkerKey } from './artifact-key.js';

const HEX64 = /^[0-9a-f]{64}$/;
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

function part(kind: string, value: string, pattern: RegExp, key: string): string {
  if (!pattern.test(value))
    throw new InvalidArtifactKeyError(
      key,
      `${kind} ${JSON.stringify(value)} does not match ${pattern.source}`,
    );
  return value;
}

function checked(key: string): string {
  assertArtifactKey(key);
  return key;
}

/**
 * Builders of the store's key layout (DESIGN.md §10). Every builder validates its parts (digests
 * are 64 lower-case hex characters; names are lower-case `[a-z0-9_-]`) and returns a valid key.
 */
export const artifactKeys = {
  /** `datasets/<country>/<digest>/<file>`: the files of one built dataset. */
  dataset(country: string, digest: string, file: string): string {
    const key = `datasets/${country}/${digest}/${file}`;
    part('country', country, NAME, key);
    part('digest', digest, HEX64, key);
    return checked(key);
  },
  /** `baselines/<country>/<digest>/<id>.parquet`: a cached baseline simulation. */
  baseline(country: string, digest: string, id: string): string {
    const key = `baselines/${country}/${digest}/${id}.parquet`;
    part('country', country, NAME, key);
    part('digest', digest, HEX64, key);
    part('baseline id', id, NAME, key);
    return checked(key);
  },
  /** `manifests/<digest>.json`: a published, content-addressed manifest. */
  manifest(digest: string): string {
    const key = `manifests/${digest}.json`;
    part('digest', digest, HEX64, key);
    return checked(key);
  },
  /** `determinism/<country>/<digest>.json`: a recorded determinism-gate pass. */
  determinism(country: string, digest: string): string {
    const key = `determinism/${country}/${digest}.json`;
    part('country', country, NAME, key);
    part('digest', digest, HEX64, key);
    return checked(key);
  },
  /** `deployed/<environment>.json`: the deployment marker (last writer wins). */
  deployed(environment: string): string {
    return deploymentMarkerKey(environment);
  },
  /** `runs/<environment>/<YYYY>/<MM>/<evaluation_id>/<file>`: files of one evaluation run, by its UTC month. */
  run(environment: string, date: Date, evaluationId: string, file: string): string {
    const year = String(date.getUTCFullYear()).padStart(4, '0');
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    const key = `runs/${environment}/${year}/${month}/${evaluationId}/${file}`;
    part('environment', environment, NAME, key);
    part('evaluation id', evaluationId, /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, key);
    return checked(key);
  },
  /** `inputs/<role>-<sha256>.json`: a simulation input, keyed by its digest. */
  input(role: string, sha256: string): string {
    const key = `inputs/${role}-${sha256}.json`;
    part('role', role, NAME, key);
    part('sha256', sha256, HEX64, key);
    return checked(key);
  },
  /** `simulations/<role>-<sha256>.parquet`: a simulation output, keyed by its digest. */
  simulation(role: string, sha256: string): string {
    const key = `simulations/${role}-${sha256}.parquet`;
    part('role', role, NAME, key);
    part('sha256', sha256, HEX64, key);
    return checked(key);
  },
  /** `reports/<sha256>.json`: a report aggregate, keyed by its digest. */
  report(sha256: string): string {
    const key = `reports/${sha256}.json`;
    part('sha256', sha256, HEX64, key);
    return checked(key);
  },
} as const;

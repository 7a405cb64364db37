import { InvalidArtifactKeyError } from './artifact-errors.js';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const ENVIRONMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_KEY_LENGTH = 1024;

/** The key prefix of deployment markers. */
export const DEPLOYMENT_MARKER_PREFIX = 'deployed/';

/**
 * Throws {@link InvalidArtifactKeyError} unless `key` is a safe store key: at most 1024
 * characters, `/`-separated, no leading or trailing slash, no empty segment, each segment of
 * `[A-Za-z0-9._-]` not starting with a dot (which also excludes `.` and `..`; dot-names are the
 * store's own), no backslash.
 */
export function assertArtifactKey(key: string): void {
  const fail = (reason: string): never => {
    throw new InvalidArtifactKeyError(key, reason);
  };
  if (typeof key !== 'string' || key.length === 0) fail('empty key');
  if (key.length > MAX_KEY_LENGTH) fail(`longer than ${MAX_KEY_LENGTH} characters`);
  if (key.includes('\\')) fail('backslashes are not allowed; use /');
  if (key.startsWith('/')) fail('absolute paths are not allowed');
  for (const segment of key.split('/')) {
    if (segment === '') fail('empty path segment (leading, trailing or double slash)');
    if (segment === '..' || segment === '.') fail('"." and ".." segments are not allowed');
    if (!SEGMENT.test(segment))
      fail(`segment ${JSON.stringify(segment)} must be [A-Za-z0-9._-] and not start with a dot`);
  }
}

/** True when the key is a safe store key (see {@link assertArtifactKey}). */
export function isArtifactKey(key: string): boolean {
  try {
    assertArtifactKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Throws {@link InvalidArtifactKeyError} unless `prefix` may be listed: empty, or a key, or a key
 * followed by `/`, or a partial last segment.
 */
export function assertArtifactPrefix(prefix: string): void {
  if (prefix === '') return;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertArtifactKey(trimmed);
}

/** True when the key is a deployment marker (`deployed/<environment>.json`). */
export function isDeploymentMarkerKey(key: string): boolean {
  return key.startsWith(DEPLOYMENT_MARKER_PREFIX);
}

/** The key of an environment's deployment marker; the environment is `[A-Za-z0-9][A-Za-z0-9_-]*`. */
export function deploymentMarkerKey(environment: string): string {
  if (!ENVIRONMENT.test(environment)) {
    throw new InvalidArtifactKeyError(
      `${DEPLOYMENT_MARKER_PREFIX}${environment}.json`,
      'environment names are [A-Za-z0-9_-], 1–64 characters',
    );
  }
  return `${DEPLOYMENT_MARKER_PREFIX}${environment}.json`;
}

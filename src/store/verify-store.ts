import { sha256Hex } from '../contract/index.js';
import { QUARANTINE_PREFIX, type ArtifactStore, type QuarantineRecord } from './artifact-store.js';

/** One object that failed verification. */
export interface StoreProblem {
  readonly key: string;
  /** The error's code (`artifact_integrity_mismatch`, `artifact_key_digest_mismatch`…). */
  readonly code: string;
  readonly reason: string;
  /** Where it was moved, when verification was asked to quarantine damaged objects. */
  readonly quarantinedAs?: string;
}

/** What {@link verifyStore} found. */
export interface StoreVerification {
  /** Objects re-hashed (quarantined ones excluded). */
  readonly checked: number;
  /** Objects checked per kind (the key's first segment: `datasets`, `simulations`, `reports`…). */
  readonly byKind: Readonly<Record<string, number>>;
  readonly problems: readonly StoreProblem[];
  /** Objects held under `quarantine/` before this run (reason records not counted). */
  readonly quarantined: number;
}

// Kinds whose key names the SHA-256 of the object's own bytes (artifact-layout.ts).
const CONTENT_KEYED =
  /^(?:reports\/|simulations\/[a-z0-9_-]+-|inputs\/[a-z0-9_-]+-)([0-9a-f]{64})\.[a-z]+$/;

/** The SHA-256 a key names for its own bytes (`reports/<sha>.json`, `simulations/<role>-<sha>.parquet`, `inputs/<role>-<sha>.json`), if it names one. */
export function contentDigestOfKey(key: string): string | undefined {
  return CONTENT_KEYED.exec(key)?.[1];
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'error';
};

/**
 * Re-hashes every object of every kind in a store: each read is checked by the store against the
 * digest recorded when it was written, and a key that names its content's digest is checked
 * against it too. Objects under `quarantine/` are counted, not checked. With `quarantine`, each
 * damaged object is moved aside (so that the next run recomputes it). Never throws for a bad
 * object: it is a problem in the result.
 */
export async function verifyStore(
  store: ArtifactStore,
  options: { readonly quarantine?: boolean; readonly onObject?: (key: string) => void } = {},
): Promise<StoreVerification> {
  const byKind: Record<string, number> = {};
  const problems: StoreProblem[] = [];
  let checked = 0;
  let quarantined = 0;
  for (const key of await store.list('')) {
    if (key.startsWith(QUARANTINE_PREFIX)) {
      if (!key.endsWith('.reason.json')) quarantined += 1;
      continue;
    }
    options.onObject?.(key);
    checked += 1;
    const kind = key.split('/')[0]!;
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    let problem: Omit<StoreProblem, 'quarantinedAs'> | undefined;
    try {
      const bytes = await store.get(key);
      const named = contentDigestOfKey(key);
      const actual = named === undefined ? undefined : sha256Hex(bytes);
      if (named !== undefined && actual !== named)
        problem = {
          key,
          code: 'artifact_key_digest_mismatch',
          reason: `its key names sha256 ${named}, its bytes hash to ${actual}`,
        };
    } catch (error) {
      problem = {
        key,
        code: codeOf(error),
        reason: error instanceof Error ? error.message : String(error),
      };
    }
    if (problem === undefined) continue;
    let moved: QuarantineRecord | undefined;
    if (options.quarantine === true && problem.code !== 'artifact_not_found')
      moved = await store.quarantine(key, `store verify: ${problem.reason}`, { force: true });
    problems.push(
      moved === undefined ? problem : { ...problem, quarantinedAs: moved.quarantineKey },
    );
  }
  return { checked, byKind, problems, quarantined };
}

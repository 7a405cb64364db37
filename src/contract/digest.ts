import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** Error raised when a value cannot be written as canonical JSON (NaN, infinity, undefined). */
export class CanonicalJsonError extends Error {
  readonly code = 'non_canonical_value';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'CanonicalJsonError';
  }
}

function assertCanonicalisable(value: unknown, path: string): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new CanonicalJsonError(
        `${path} is ${value}; canonical JSON holds finite numbers only`,
        path,
      );
    }
    return;
  }
  if (
    value === undefined ||
    typeof value === 'function' ||
    typeof value === 'symbol' ||
    typeof value === 'bigint'
  ) {
    throw new CanonicalJsonError(`${path} is ${typeof value}; canonical JSON cannot hold it`, path);
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertCanonicalisable(item, `${path}[${i}]`));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue; // absent keys are dropped, as JSON.stringify does
      assertCanonicalisable(item, `${path}.${key}`);
    }
  }
}

/**
 * RFC 8785 (JCS) canonical JSON of a value. NaN and infinities are rejected, never serialised;
 * object keys whose value is `undefined` are dropped.
 */
export function canonicalJson(value: unknown): string {
  assertCanonicalisable(value, '$');
  const text = canonicalize(value);
  if (text === undefined) throw new CanonicalJsonError('$ has no JSON form', '$');
  return text;
}

/** Lower-case hex SHA-256 of bytes or of a UTF-8 string. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the canonical JSON of a value: the identity of every JSON document Fiscus hashes. */
export function canonicalSha256(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

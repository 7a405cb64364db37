/**
 * `node:crypto` in the browser bundle. The engine hashes a tax system's rules only when asked for
 * `system.hash` (artifact keys, on the server); the page never asks, so a call is a bug to see.
 */

/** The part of Node's hash the engine uses. */
interface Hash {
  update(data: string): Hash;
  digest(encoding: 'hex'): string;
}

/** Throws: content hashes are the server's. */
export function createHash(algorithm: string): Hash {
  throw new Error(`${algorithm} content hashes are computed on the server, not in the browser`);
}

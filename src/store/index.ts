/**
 * Store: the write-once, content-addressed artifact store (DESIGN.md §10) — the `ArtifactStore`
 * seam, its filesystem backend `FsArtifactStore`, typed errors, key validation and the key
 * layout builders. The conformance suite (`conformance.ts`, vitest) is deliberately not exported
 * here: backends' tests import it directly. May import `contract` only.
 */
export * from './artifact-store.js';
export * from './artifact-errors.js';
export * from './artifact-key.js';
export * from './artifact-layout.js';
export { FsArtifactStore } from './fs/fs-artifact-store.js';
export * from './verify-store.js';

/**
 * Contract: zod schemas of everything that crosses a boundary (report requests, simulation
 * inputs, output plans, artifact descriptors, MacroOutput, execution results, failures), the
 * validation helpers that report every problem at once, and the canonical JSON and SHA-256 used
 * to name documents. Imports nothing of ours; vendors: zod, canonicalize, node:crypto.
 */
export * from './digest.js';
export * from './failure.js';
export * from './policy-period.js';
export * from './policy.js';
export * from './region.js';
export * from './report-request.js';
export * from './report-request-validation.js';
export * from './validation.js';
export * from './output-plan.js';
export * from './artifact-descriptor.js';
export * from './simulation-input.js';
export * from './macro-output.js';
export * from './report-execution.js';

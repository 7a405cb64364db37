/**
 * The country model the page computes households with, bundled: the one place that names it (the
 * integrator may switch it to the country pack's loader).
 */
import { createUsSystem, STATE_CODE } from '../../src/models/us/index.js';

export { createTraceRecorder, fillSituation, simulateSituations } from '../../src/engine/index.js';
export type { Situation, TaxSystem, TraceNode } from '../../src/engine/index.js';

/** Builds the current-law system of the page's country. */
export const createSystem = createUsSystem;

/** The state codes the form offers. */
export const STATE_CODES: readonly string[] = STATE_CODE.names;

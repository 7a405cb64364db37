/**
 * The library's conveniences over the engine, the models and the executor: computing household
 * situations and running a report in one call each. Re-exported by the package entry (src/index.ts).
 */
export { calculateSituations, type CalculateOptions } from './calculate.js';
export { runReport, type RunReportOptions } from './run-report.js';

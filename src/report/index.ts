/**
 * Report: output planning (which variables of which entity a report needs) and aggregation of a
 * baseline and a reform simulation into the MacroOutput with its digest — pure functions over
 * frames, summed in a fixed order. May import `contract` and `data` (types of frames) only.
 */
export {
  idColumn,
  type MacroProfile,
  type MacroProgram,
  PROGRAM_KINDS,
  type FlaggedPovertyMeasure,
  type PovertyMeasure,
  type RelativePovertyMeasure,
  type ProgramKind,
  type ReportLabels,
  weightColumn,
} from './macro-profile.js';
export { planOutputs, type PlanOutputsOptions } from './plan-outputs.js';
export { macroOutputTables, tableToSection, type ReportTable } from './report-tables.js';
export {
  type AggregatedReport,
  aggregateReport,
  type AggregateReportInput,
} from './aggregate-report.js';
export {
  REPORT_INPUT_ERROR_CODES,
  ReportInputError,
  type ReportInputErrorCode,
} from './report-input-error.js';
export {
  DIGEST_SIGNIFICANT_DIGITS,
  DIGEST_ZERO_THRESHOLD,
  reportAggregateSha256,
  roundForDigest,
  roundNumbers,
} from './report-digest.js';
export { changeBucket, NO_CHANGE_THRESHOLD, LARGE_CHANGE_THRESHOLD } from './distribution.js';
export { assignDeciles, equivalise } from './household-deciles.js';
export { CHILD_AGE_LIMIT, SENIOR_AGE } from './poverty.js';

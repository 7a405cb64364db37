/**
 * Report: output planning (which variables of which entity a report needs) and aggregation of a
 * baseline and a reform simulation into the MacroOutput with its digest — pure functions over
 * frames, summed in a fixed order. May import `contract` and `data` (types of frames) only.
 */
export * from './macro-profile.js';
export * from './plan-outputs.js';
export * from './aggregate-report.js';
export * from './report-input-error.js';
export * from './report-digest.js';
export { changeBucket, NO_CHANGE_THRESHOLD, LARGE_CHANGE_THRESHOLD } from './distribution.js';
export { assignDeciles, equivalise } from './household-deciles.js';
export { CHILD_AGE_LIMIT, SENIOR_AGE } from './poverty.js';

/** Codes of {@link ReportInputError}. */
export const REPORT_INPUT_ERROR_CODES = {
  frameMissing: 'report_frame_missing',
  columnMissing: 'report_column_missing',
  rowIdentityMismatch: 'report_row_identity_mismatch',
  duplicateId: 'report_duplicate_id',
  householdMissing: 'report_household_missing',
  unknownProgram: 'report_unknown_program',
} as const;
/** A report input error code. */
export type ReportInputErrorCode =
  (typeof REPORT_INPUT_ERROR_CODES)[keyof typeof REPORT_INPUT_ERROR_CODES];

/**
 * Error raised when the frames handed to aggregation cannot form a report: a frame or column is
 * missing, ids repeat, baseline and reform rows differ (not the same ids in the same order), a
 * person's household is not in the household frame, or the profile names a program it does not
 * list.
 */
export class ReportInputError extends Error {
  constructor(
    readonly code: ReportInputErrorCode,
    message: string,
    readonly entity: string,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'ReportInputError';
  }
}

/** Stable codes of the errors the records database raises. */
export const RecordsErrorCode = {
  databaseUnavailable: 'database_unavailable',
  statementFailed: 'database_statement_failed',
  invalidRecord: 'invalid_record',
  migrationFailed: 'database_migration_failed',
  fileMissing: 'database_file_missing',
} as const;

/** One of {@link RecordsErrorCode}'s values. */
export type RecordsErrorCode = (typeof RecordsErrorCode)[keyof typeof RecordsErrorCode];

/** Base of every error the records database raises; receivers branch on `code`. */
export abstract class RecordsError extends Error {
  abstract readonly code: RecordsErrorCode;
}

/**
 * The database could not be reached: establishing a connection (or beginning with it) failed,
 * after `attempts` tries when the failure was a refusal worth retrying. Nothing was written.
 */
export class DatabaseUnavailableError extends RecordsError {
  readonly code = RecordsErrorCode.databaseUnavailable;
  constructor(
    readonly attempts: number,
    options: { readonly cause: unknown; readonly target?: string },
  ) {
    super(
      `records database${options.target === undefined ? '' : ` at ${options.target}`} unavailable after ${attempts} attempt(s): ${describe(options.cause)}`,
      { cause: options.cause },
    );
    this.name = 'DatabaseUnavailableError';
    this.target = options.target;
  }

  /** Where the database was sought (a URL without its password), when known. */
  readonly target: string | undefined;
}

/**
 * A statement failed after the connection was established. It is never retried here: the caller
 * learns which operation failed; a multi-statement operation was rolled back as a whole.
 * `connectionLost` says the statement failed because its connection was lost (the server cut it
 * or went away): the database may come back, so a caller may try again (a write that committed
 * before the cut is then refused as a duplicate or a replaced status).
 */
export class RecordsStatementError extends RecordsError {
  readonly code = RecordsErrorCode.statementFailed;
  readonly connectionLost: boolean;
  constructor(
    readonly operation: string,
    options: { readonly cause: unknown; readonly connectionLost?: boolean },
  ) {
    super(`records operation ${operation} failed: ${describe(options.cause)}`, {
      cause: options.cause,
    });
    this.name = 'RecordsStatementError';
    this.connectionLost = options.connectionLost ?? false;
  }
}

/** An input that no record may hold (code too long, summary over 512 characters…); nothing was written. */
export class InvalidRecordError extends RecordsError {
  readonly code = RecordsErrorCode.invalidRecord;
  constructor(
    readonly operation: string,
    readonly field: string,
    reason: string,
  ) {
    super(`records operation ${operation}: ${field} ${reason}`);
    this.name = 'InvalidRecordError';
  }
}

/** The migrations could not be applied; `migration` names the one that failed, if one did. */
export class RecordsMigrationError extends RecordsError {
  readonly code = RecordsErrorCode.migrationFailed;
  constructor(
    readonly migration: string | undefined,
    options: { readonly cause: unknown },
  ) {
    super(
      `records migration ${migration ?? '(setup)'} failed: ${describe(options.cause)}`,
      options,
    );
    this.name = 'RecordsMigrationError';
  }
}

/**
 * The records file was deleted or replaced while it was open: SQLite would go on writing to the
 * unlinked file and every later reader would find nothing. Nothing was written.
 */
export class RecordsFileMissingError extends RecordsError {
  readonly code = RecordsErrorCode.fileMissing;
  constructor(
    readonly path: string,
    readonly operation: string,
  ) {
    super(
      `the records file ${path} was deleted or replaced while in use; ${operation} was not recorded`,
    );
    this.name = 'RecordsFileMissingError';
  }
}

/** Whether a value is one of the records database's own errors (by its code). */
export function isRecordsError(error: unknown): error is RecordsError {
  if (error === null || typeof error !== 'object' || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return Object.values(RecordsErrorCode).includes(code as RecordsErrorCode);
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message;
  }
  return String(cause);
}

/**
 * The CLI's local state directories (`--home`, `--store`): created when absent and checked to be
 * writable up front, so a read-only home or store is reported as such, with its path — not as
 * SQLite's "unable to open" or an `ENOENT … mkdir` from deep inside.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';

/** A state directory that cannot be created or written. */
export class StateDirectoryError extends Error {
  readonly code = 'state_directory_not_writable';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'StateDirectoryError';
  }
}

const READ_ONLY_CODES = new Set(['EROFS', 'EACCES', 'EPERM']);

/**
 * Creates `path` (and its parents) if absent and checks that this process may write in it;
 * throws {@link StateDirectoryError} naming `what` (e.g. `--home`) and the path otherwise.
 */
export function ensureWritableDirectory(path: string, what: string): void {
  try {
    mkdirSync(path, { recursive: true });
    accessSync(path, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const why = READ_ONLY_CODES.has(code)
      ? `is read-only (${code}): give a writable directory with ${what}`
      : code === 'ENOTDIR' || code === 'EEXIST'
        ? `is not a directory (a file is in the way): give a directory with ${what}`
        : `cannot be created (${code || String(error)})`;
    throw new StateDirectoryError(`${what} ${path} ${why}`, path);
  }
}

/**
 * How the CLI reports a failure at its edge: one line naming the code and the cause, then each
 * distinct issue once. Node's system errors (a missing file, a read-only directory, a refused
 * connection) are put in words that name the path or address, never as `ENOENT: ENOENT: …`.
 */

/** The parts of an error the CLI reads (any thrown value may lack them). */
interface ErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly issues?: unknown;
  readonly path?: unknown;
  readonly syscall?: unknown;
  readonly address?: unknown;
  readonly port?: unknown;
}

/** Words for Node's system error codes, given the path or address they concern. */
const SYSTEM_ERRORS: Readonly<Record<string, (where: string) => string>> = {
  ENOENT: (where) => `no such file or directory: ${where}`,
  EACCES: (where) => `permission denied (read-only or not yours): ${where}`,
  EPERM: (where) => `operation not permitted: ${where}`,
  EROFS: (where) => `read-only file system: ${where}`,
  EISDIR: (where) => `is a directory, expected a file: ${where}`,
  ENOTDIR: (where) => `not a directory: ${where}`,
  ENOSPC: (where) => `no space left on the device: ${where}`,
  ECONNREFUSED: (where) => `connection refused by ${where} (is the server running?)`,
  ENOTFOUND: (where) => `host not found: ${where}`,
  ETIMEDOUT: (where) => `connection timed out: ${where}`,
};

/** The words for a Node system error, or undefined when it is not one. */
export function describeSystemError(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const e = error as ErrorLike;
  if (typeof e.code !== 'string' || typeof e.syscall !== 'string') return undefined;
  const words = SYSTEM_ERRORS[e.code];
  if (words === undefined) return undefined;
  const where =
    typeof e.path === 'string'
      ? e.path
      : typeof e.address === 'string'
        ? `${e.address}${typeof e.port === 'number' ? `:${e.port}` : ''}`
        : e.syscall;
  return words(where);
}

/** The text the CLI prints for an error that reached its edge (ends with a newline). */
export function formatCliError(error: unknown): string {
  const e = (error !== null && typeof error === 'object' ? error : {}) as ErrorLike;
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : 'error';
  let message =
    describeSystemError(error) ??
    (typeof e.message === 'string' ? e.message : error instanceof Error ? '' : String(error));
  // Node's messages start with their code ("ENOENT: no such file…"): say it once.
  if (message.startsWith(`${code}: `)) message = message.slice(code.length + 2);
  const lines = [`fiscus: ${code}: ${message}`];
  if (Array.isArray(e.issues)) {
    for (const issue of e.issues as { path?: unknown; message?: unknown; code?: unknown }[]) {
      const text = issue.message !== undefined ? String(issue.message) : JSON.stringify(issue);
      const line = `  - ${issue.path !== undefined && issue.path !== '' ? `${String(issue.path)}: ` : ''}${text}`;
      if (text === message && e.issues.length === 1) continue; // the headline said it
      if (!lines.includes(line)) lines.push(line);
    }
  }
  const cause = (error as { failure?: { cause?: { code?: unknown; summary?: unknown } } } | null)
    ?.failure?.cause;
  if (cause !== undefined && typeof cause.code === 'string')
    lines.push(`  caused by ${cause.code}: ${String(cause.summary ?? '')}`);
  return `${lines.join('\n')}\n`;
}

/** The lines a recorded failure's detail adds under its headline: its cause, then each issue. */
export function failureDetailLines(
  detail: {
    readonly issues?: readonly { path: string; message: string; code: string }[];
    readonly issuesOmitted?: number;
    readonly cause?: { readonly code: string; readonly summary: string };
  } | null,
  indent: string,
): string {
  if (detail === null) return '';
  const lines: string[] = [];
  if (detail.cause !== undefined)
    lines.push(`${indent}caused by ${detail.cause.code}: ${detail.cause.summary}`);
  for (const issue of detail.issues ?? [])
    lines.push(
      `${indent}- ${issue.path === '' ? '' : `${issue.path}: `}${issue.message} (${issue.code})`,
    );
  if (detail.issuesOmitted !== undefined)
    lines.push(`${indent}- … and ${detail.issuesOmitted} more`);
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * Makes a closed pipe (`fiscus calc … | head`) end the process quietly with status 0 instead of an
 * EPIPE stack trace; any other stream error is still thrown.
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

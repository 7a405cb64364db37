import { randomUUID } from 'node:crypto';
import { link, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Node's error with an errno code. */
export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * Writes bytes to a new file and flushes them to disk before returning. A write that fails part
 * way (the disk is full) removes the partial file before the error propagates.
 */
export async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(path).catch(() => undefined);
    throw error;
  }
  await handle.close();
}

/** A fresh temp-file path beside `path`, dot-named so listings never show it. */
export function tempPathBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
}

/**
 * Creates `path` holding `bytes` only if it does not exist: the bytes go to a temp file in the
 * same directory, then `link()` publishes it atomically — `link` fails with EEXIST rather than
 * replace, so an existing object is never touched and readers never see a partial file.
 */
export async function createOnce(path: string, bytes: Uint8Array): Promise<'created' | 'exists'> {
  const temp = tempPathBeside(path);
  await writeDurably(temp, bytes);
  try {
    await link(temp, path);
    return 'created';
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return 'exists';
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/** Replaces `path` atomically with `bytes` (temp file + rename): last writer wins. */
export async function replaceAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temp = tempPathBeside(path);
  await writeDurably(temp, bytes);
  try {
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** The file's bytes, or `undefined` when it does not exist. */
export async function readIfExists(path: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** Removes a file; a missing file is fine. */
export async function removeIfExists(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
}

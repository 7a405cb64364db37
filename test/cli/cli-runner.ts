/**
 * The CLI tests' one way to run `fiscus ARGS` from the TypeScript sources in a scratch directory
 * of their own (removed after the file's tests).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const MAIN = join(ROOT, 'src/cli/main.ts');
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** What one run printed and how it ended. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A scratch directory (`tmp`, removed after the tests) and `fiscus(args)`, run there. */
export function cliRunner(prefix: string): {
  readonly tmp: string;
  fiscus(args: readonly string[]): Promise<CliRun>;
} {
  const tmp = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  return {
    tmp,
    fiscus: (args) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', TSX, MAIN, ...args], { cwd: tmp });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
      }),
  };
}

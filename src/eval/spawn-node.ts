import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether this module runs compiled (dist/): children then run compiled too, without tsx. */
const COMPILED = !import.meta.url.endsWith('.ts');

/** How child processes of the evaluation are started. */
export interface NodeLaunchOptions {
  /**
   * The project root: children run there, with `--import tsx`, from `src/eval/<entry>` — or,
   * when this module runs compiled, from the compiled `<entry>.js` beside it, without tsx.
   */
  readonly projectRoot: string;
  /** Extra Node options placed before the entry (e.g. a test's `--import probe.mjs`). */
  readonly nodeArgs?: readonly string[];
}

/** How a child process ended, with what it wrote. */
export interface NodeRunResult {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `src/eval/<entry>` in a child Node process with exactly `env` as its environment. Aborting
 * the signal kills the child (SIGKILL); the promise still settles with how it ended.
 */
export function runNodeEntry(
  launch: NodeLaunchOptions,
  entry: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<NodeRunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...(launch.nodeArgs ?? []),
        ...(COMPILED
          ? [join(dirname(fileURLToPath(import.meta.url)), entry.replace(/\.ts$/, '.js'))]
          : ['--import', 'tsx', join(launch.projectRoot, 'src', 'eval', entry)]),
        ...args,
      ],
      {
        cwd: launch.projectRoot,
        env: { ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    if (signal?.aborted) kill();
    child.on('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(error);
    });
    child.on('close', (exitCode, exitSignal) => {
      signal?.removeEventListener('abort', kill);
      resolve({ exitCode, signal: exitSignal, stdout, stderr });
    });
  });
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = new URL('./fixtures/mini-report-process.ts', import.meta.url).pathname;

async function reportInProcess(): Promise<{
  digest: string;
  baseline: { sha256: string; key: string };
  reform: { sha256: string; key: string };
}> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: new URL('../..', import.meta.url).pathname,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as never;
}

describe('the same request in two processes', () => {
  it('gives byte-identical artifacts and the same digest', { timeout: 300_000 }, async () => {
    const [a, b] = await Promise.all([reportInProcess(), reportInProcess()]);
    expect(a.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(b.digest).toBe(a.digest);
    expect(b.baseline).toEqual(a.baseline);
    expect(b.reform).toEqual(a.reform);
  });
});

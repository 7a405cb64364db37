import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, violations } from '../scripts/check-architecture.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('architecture (DESIGN.md §2)', () => {
  it('holds over src/: entrances, directions, no cycles', () => {
    const files = new Map(sources('src').map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
    expect(violations(files)).toEqual([]);
  });

  it('catches deep imports, wrong directions and cycles', () => {
    const files = new Map<string, string[]>([
      ['src/engine/a.ts', ['src/store/index.ts']],
      ['src/report/x.ts', ['src/store/fs/fs-store.ts']],
      ['src/models/us/v.ts', ['src/data/index.ts']],
      ['src/executor/y.ts', ['src/cli/main.ts']],
      ['src/store/index.ts', ['src/store/b.ts']],
      ['src/store/b.ts', ['src/store/index.ts']],
    ]);
    const found = violations(files).join('\n');
    expect(found).toMatch(/engine imports nothing/);
    expect(found).toMatch(/through its index\.ts/);
    expect(found).toMatch(/models import only the engine/);
    expect(found).toMatch(/nothing imports cli/);
    expect(found).toMatch(/import cycle/);
  });

  it('lets only the CLI import the API', () => {
    const found = violations(
      new Map<string, string[]>([
        ['src/executor/z.ts', ['src/api/index.ts']],
        ['src/cli/commands/serve.ts', ['src/api/index.ts']],
      ]),
    );
    expect(found).toEqual(['src/executor/z.ts → src/api/index.ts: nothing imports api/']);
  });
});

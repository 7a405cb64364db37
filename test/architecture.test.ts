import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countryIds,
  countryNameViolations,
  entranceViolations,
  importsOf,
  violations,
} from '../scripts/check-architecture.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-fixture.ts')
      ? [path]
      : [];
  });
}

describe('architecture (DESIGN.md §2)', () => {
  it('holds over src/: entrances, directions, no cycles, no country named outside its pack', () => {
    const texts = new Map(sources('src').map((f) => [f, readFileSync(f, 'utf8')]));
    const files = new Map([...texts].map(([f, text]) => [f, importsOf(f, text)]));
    expect(violations(files)).toEqual([]);
    expect(countryIds()).toContain('us');
    expect(countryNameViolations(texts, countryIds())).toEqual([]);
    expect(entranceViolations(texts)).toEqual([]);
  });

  it('catches a country named outside its pack, and a model imported from outside countries/', () => {
    const texts = new Map([
      ['src/executor/region.ts', "if (country === 'us') return 20;"],
      ['src/cache/us-cache-runtime.ts', 'export const x = 1;'],
      ['src/report/profiles/us.ts', 'export const y = 2;'],
      ['src/countries/us/regions.ts', "export const id = 'us';"],
      ['src/models/us/system.ts', "const id = 'us';"],
      ['src/contract/report-request.ts', "export const COUNTRIES = ['us'] as const;"],
      ['src/executor/business.ts', "const word = 'house'; // 'usage'"],
    ]);
    const found = countryNameViolations(texts, ['us']);
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/executor\/region\.ts:1: names the country 'us'/);
    expect(found.join('\n')).toMatch(/us-cache-runtime\.ts: named after the country us/);
    expect(found.join('\n')).toMatch(/profiles\/us\.ts: named after the country us/);
    const imports = violations(
      new Map([
        ['src/executor/model.ts', ['src/models/us/index.ts']],
        ['src/countries/us/index.ts', ['src/models/us/index.ts', 'src/eval/index.ts']],
        ['src/models/uk/x.ts', ['src/models/us/index.ts']],
      ]),
    ).join('\n');
    expect(imports).toMatch(/executor\/model\.ts → src\/models\/us\/index\.ts: only countries/);
    expect(imports).toMatch(/countries\/ imports nothing of eval/);
    expect(imports).toMatch(/never imports another/);
    expect(imports).not.toMatch(/countries\/us\/index\.ts → src\/models/);
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

  it('lets engine and contract share period/ (and period/ import nothing of ours)', () => {
    const files = new Map<string, string[]>([
      ['src/engine/a.ts', ['src/period/index.ts']],
      ['src/contract/b.ts', ['src/period/index.ts']],
      ['src/period/index.ts', ['src/period/period-text.ts']],
      ['src/period/period-text.ts', ['src/contract/index.ts']],
    ]);
    expect(violations(files)).toEqual([
      'src/period/period-text.ts → src/contract/index.ts: period/ imports nothing of Fiscus',
    ]);
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

  it('catches an entrance that re-exports a module wholesale', () => {
    const found = entranceViolations(
      new Map([
        ['src/store/index.ts', "export * from './fs/fs-store.js';"],
        ['src/report/index.ts', "export { aggregateReport } from './aggregate-report.js';"],
        ['src/report/aggregate-report.ts', "export * from './other.js';"],
      ]),
    );
    expect(found).toEqual([
      'src/store/index.ts: re-exports a module wholesale (export *); list what it exports',
    ]);
  });
});

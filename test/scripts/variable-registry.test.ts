import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createUsSystem } from '../../src/models/us/index.js';
import { defineUsVariable } from '../../src/models/us/variables/us-variable.js';
import {
  collectVariables,
  renderIds,
  VariableRegistryError,
} from '../../scripts/variable-registry.js';

const ENGINE = resolve('src/engine/index.ts');
const dirs: string[] = [];

/** A throwaway model folder whose variables/ holds the given files (text by relative path). */
function model(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-registry-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    const full = join(dir, 'variables', path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return dir;
}

/** The source of a variable file defining `id` (exported as `name`, or not exported). */
function variable(id: string, name: string | null = id): string {
  return [
    `import { defineVariable } from '${ENGINE}';`,
    `${name === null ? '' : 'export '}const ${name ?? id} = defineVariable({`,
    `  id: '${id}', entity: 'person', valueType: 'float', period: 'year', label: '${id}',`,
    '});',
    '',
  ].join('\n');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('collectVariables', () => {
  it('registers every variable file, in path order, and skips helpers and tests', async () => {
    const dir = model({
      'gov/b/b_var.ts': variable('b_var'),
      'a_var.ts': variable('a_var'),
      'gov/b/some-helper.ts': 'export const double = (x: number): number => 2 * x;\n',
      'gov/b/b_var.test.ts': variable('not_registered'),
    });
    const found = await collectVariables(dir);
    expect(found).toEqual([
      { id: 'a_var', file: 'variables/a_var.ts' },
      { id: 'b_var', file: 'variables/gov/b/b_var.ts' },
    ]);
    expect(renderIds(dir, found, 'ToyVariableId')).toContain(
      "export type ToyVariableId =\n  | 'a_var'\n  | 'b_var';\n",
    );
  });

  it('names every file that breaks a rule', async () => {
    const dir = model({
      'two.ts': `${variable('two')}${variable('second').replace(/^import.*\n/, '')}`,
      'misnamed.ts': variable('other_id', 'misnamed'),
      'hidden.ts': variable('hidden', null),
      'dup/same.ts': variable('same'),
      'same.ts': variable('same'),
    });
    const error = await collectVariables(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VariableRegistryError);
    const problems = (error as VariableRegistryError).problems.join('\n');
    expect((error as VariableRegistryError).code).toBe('variable_registry_invalid');
    expect(problems).toMatch(/variables\/two\.ts exports 2 variables/);
    expect(problems).toMatch(/variables\/misnamed\.ts exports misnamed \(id other_id\)/);
    expect(problems).toMatch(/variables\/hidden\.ts defines 1 variables and exports 0/);
    expect(problems).toMatch(/same is defined in variables\/dup\/same\.ts and variables\/same\.ts/);
  });
});

describe('the US registry', () => {
  it('is exactly the variables of the US system: every variable comes from its own file', async () => {
    const found = await collectVariables('src/models/us');
    const system = createUsSystem();
    expect(found.map((v) => v.id).sort()).toEqual([...system.variables.keys()].sort());
    for (const v of found) expect(v.file).toMatch(new RegExp(`/${v.id}\\.ts$`));
  });

  it('types variable reads: an unknown id does not compile (checked by tsc)', () => {
    const probe = defineUsVariable({
      id: 'age',
      entity: 'person',
      valueType: 'float',
      period: 'year',
      label: 'probe',
      formula: (f) => {
        // @ts-expect-error 'agee' is not a US variable id
        f.get('agee');
        // @ts-expect-error nor is 'typo', as a sum or a mask
        f.sum('typo', { mask: 'is_tax_unit_head' });
        // @ts-expect-error a mask is a variable id too
        f.count({ mask: 'typo' });
        return f.get('age');
      },
    });
    expect(probe.id).toBe('age');
  });
});

/** Runs every YAML case under src/models/uk/tests/** through the engine's runner: one test per case. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runYamlCase, type YamlCase } from '../../../engine/index.js';
import { createUkSystem } from '../index.js';

const root = fileURLToPath(new URL('.', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    });
}

const system = createUkSystem();

for (const file of yamlFiles(root)) {
  // YAML 1.1, as PolicyEngine's cases are written: 14_600 is a number.
  const cases = parse(readFileSync(file, 'utf8'), { version: '1.1' }) as YamlCase[];
  describe(relative(root, file), () => {
    cases.forEach((testCase, i) => {
      it(testCase.name ?? `case ${i + 1}`, () => {
        const failed = runYamlCase(system, testCase).filter((check) => !check.ok);
        expect(failed).toEqual([]);
      });
    });
  });
}

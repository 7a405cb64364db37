import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateScenarios } from '../../src/eval/generate-scenarios.js';
import { benchmarkPrograms } from '../../src/countries/index.js';
import { buildPrompt } from '../../src/eval/prompt.js';
import { programsById } from '../../src/eval/programs.js';
import { readReferenceOutputs, readScenarioSet } from '../../src/eval/scenario-files.js';
import { createListScenarioSource } from '../../src/eval/scenario-source.js';
import { fixtureScenarios, PROJECT_ROOT } from './fixture-set.js';

const MODEL_EXISTS = existsSync(join(PROJECT_ROOT, 'src', 'models', 'us', 'index.ts'));
const root = mkdtempSync(join(tmpdir(), 'fiscus-scenarios-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const source = createListScenarioSource({
  country: 'us',
  year: 2025,
  name: 'handmade',
  digest: 'handmade-1',
  households: fixtureScenarios(30).map((s) => ({
    id: s.id.replace('us-hh', ''),
    state: s.state,
    situation: s.situation,
  })),
});

describe.skipIf(!MODEL_EXISTS)('eval scenarios with the US model', () => {
  it('answers each scenario of a batch at its own year, as it would alone', async () => {
    const bundle = await import('../../src/eval/model-bundle.js');
    const calculator = await bundle.createReferenceCalculator('us', ['income_tax', 'eitc']);
    const situation = (year: number) => ({
      people: {
        parent: { age: { [year]: 30 }, employment_income: { [year]: 23_000 } },
        child: { age: { [year]: 5 } },
      },
      tax_units: { unit: { members: ['parent', 'child'] } },
      households: { home: { members: ['parent', 'child'], state_code: { [year]: 'TX' } } },
    });
    const scenarios = [
      { id: 'a-2024', year: 2024, situation: situation(2024) },
      { id: 'b-2026', year: 2026, situation: situation(2026) },
    ];
    const together = calculator.compute(scenarios).references;
    const alone = scenarios.flatMap((s) => calculator.compute([s]).references);
    expect(together).toEqual(alone);
    // The years differ in law, so answering both at the first year would show.
    const eitc = together.filter((r) => r.program === 'eitc').map((r) => r.value);
    expect(eitc[0]).not.toBe(eitc[1]);
  });

  it('writes scenarios, reference outputs and a manifest, reproducibly', async () => {
    const bundle = await import('../../src/eval/model-bundle.js');
    const calculator = await bundle.createReferenceCalculator(
      'us',
      benchmarkPrograms('us').map((p) => p.id),
    );
    const bundles = await bundle.computeModelBundles(['us'], { projectRoot: PROJECT_ROOT });
    expect(calculator.programs).toContain('employee_payroll_tax');
    const write = (dir: string) =>
      generateScenarios({
        source,
        count: 6,
        seed: 42,
        split: 'public',
        outputDir: join(root, dir),
        calculator,
        bundles,
      });
    const manifest = write('a');
    expect(write('b').digest).toBe(manifest.digest);
    expect(readFileSync(join(root, 'a', 'reference_outputs.csv'))).toEqual(
      readFileSync(join(root, 'b', 'reference_outputs.csv')),
    );

    const set = readScenarioSet(join(root, 'a'));
    expect(set.scenarios).toHaveLength(6);
    expect(manifest).toMatchObject({
      count: 6,
      seed: 42,
      split: 'public',
      programs: calculator.programs,
      modelBundleProvenance: bundles,
    });
    const references = readReferenceOutputs(join(root, 'a'));
    expect(references).toHaveLength(6 * calculator.programs.length);
    for (const scenario of set.scenarios) {
      // one wage earner under $200,000: 6.2% Social Security up to the 2025 wage base ($176,100) + 1.45% Medicare
      const payroll = references.find(
        (r) => r.scenarioId === scenario.id && r.program === 'employee_payroll_tax',
      )!;
      const wages = scenario.totalIncome;
      const federal = Math.min(wages, 176_100) * 0.062 + wages * 0.0145;
      // TX and FL have no employee payroll contributions of their own; CA (SDI) and NY (SDI, paid
      // family leave) add theirs to employee_payroll_tax.
      if (wages < 200_000 && (scenario.state === 'TX' || scenario.state === 'FL'))
        expect(payroll.value).toBeCloseTo(federal, 0);
      else if (wages < 200_000) expect(payroll.value).toBeGreaterThan(federal);
      expect(
        buildPrompt(scenario, programsById(benchmarkPrograms('us'), manifest.programs)),
      ).toContain(`wages and salaries: $${scenario.totalIncome.toLocaleString('en-US')} per year`);
    }
  });
});

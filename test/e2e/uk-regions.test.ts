import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sha256Hex,
  type ReportRequestInput,
  type SimulationInput,
} from '../../src/contract/index.js';
import {
  COUNTRY_PACKS,
  createCountryRuntime,
  loadCountries,
  type LoadedCountries,
} from '../../src/countries/index.js';
import { getColumn } from '../../src/data/index.js';
import { createLocalDispatcher, type Dispatcher } from '../../src/dispatch/index.js';
import {
  computeSimulation,
  coordinateReport,
  createSimulationLauncher,
  encodeSimulationArtifact,
  mergeSegments,
  prepareSimulation,
  runSimulation,
  runSimulationSegment,
  type WorkerRuntime,
} from '../../src/executor/index.js';
import {
  buildPrompt,
  generateScenarios,
  loadModelBundleModule,
  readScenarioSet,
} from '../../src/eval/index.js';
import { planOutputs } from '../../src/report/index.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  MemoryTelemetrySink,
} from '../../src/telemetry/index.js';

const UK = COUNTRY_PACKS.uk;
const HOUSEHOLDS = 600;
const PROJECT_ROOT = new URL('../..', import.meta.url).pathname;

// The real UK model on a small synthetic dataset: its region column is `region` (not the US
// `state_code`), named by its pack; region reports keep that region's households, and the six
// region-group segments merge to exactly the unsegmented run.
let root: string;
let countries: LoadedCountries;
let runtime: WorkerRuntime;
let dispatcher: Dispatcher;
const config = () => ({ storeRoot: join(root, 'store'), households: HOUSEHOLDS, seed: 5 });
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-uk-regions-'));
  countries = await loadCountries({ uk: UK });
  runtime = createCountryRuntime(countries, config());
  dispatcher = createLocalDispatcher({
    tasksModule: new URL('./fixtures/uk-tasks.ts', import.meta.url),
    threads: 2,
  });
});
afterAll(async () => {
  await dispatcher.close();
  await rm(root, { recursive: true, force: true });
});

const input = (region: string): SimulationInput => ({
  role: 'reform',
  country: 'uk',
  year: 2026,
  region,
  dataset: 'default',
  policy: UK.exampleReform.policy,
  outputPlan: planOutputs(UK.macroProfile, undefined, { includeRace: true }),
  deliveryMode: 'return',
  reportId: `uk-${region}`,
  correlationId: `uk-${region}`,
});

async function report(id: string, overrides: Partial<ReportRequestInput> = {}) {
  const logger = createLogger({ level: 'silent' });
  const sink = new MemoryTelemetrySink();
  const outcome = await coordinateReport(
    {
      country: 'uk',
      year: 2026,
      region: 'uk',
      reformPolicy: UK.exampleReform.policy,
      delivery: { mode: 'return' },
      reportId: id,
      correlationId: id,
      ...overrides,
    },
    {
      store: runtime.store,
      launcher: createSimulationLauncher({
        dispatcher,
        config: config(),
        runtime,
        intervalsMs: [10, 20, 50],
      }),
      countries,
      logger,
      tracer: createTracer({ sink }),
      failures: createFailureReporter({ logger, sink }),
      waitWindowMs: 240_000,
      observeIntervalsMs: [10, 20, 50],
    },
  );
  if (outcome.kind !== 'completed') throw new Error(`uk report ${id}: ${outcome.kind}`);
  return outcome.result;
}

describe('UK regions and segments', () => {
  it('a region run keeps exactly the households of that region', { timeout: 300_000 }, async () => {
    const dataset = await runtime.datasets.load({ country: 'uk', name: 'default', year: 2026 });
    const household = dataset.tables.household!;
    const column = getColumn(household, 'region');
    const scotland = column.categories!.indexOf('SCOTLAND');
    const expected = Array.from(getColumn(household, 'household_id').values).filter(
      (_, r) => column.values[r] === scotland,
    );
    expect(expected.length).toBeGreaterThan(0);
    const run = await computeSimulation(prepareSimulation(input('scotland'), runtime), runtime);
    const frame = run.frames.household!;
    expect(Array.from(getColumn(frame, 'household_id').values)).toEqual(expected);
    expect(new Set(getColumn(frame, 'region').values)).toEqual(new Set([scotland]));
  });

  it('merged segments equal the unsegmented run, byte for byte', { timeout: 300_000 }, async () => {
    const segments = UK.regions.segments;
    expect(segments.length).toBeGreaterThan(1);
    const whole = await runSimulation(input('uk'), runtime);
    const parts = [];
    for (let i = 0; i < segments.length; i++)
      parts.push(await runSimulationSegment({ ...input('uk'), segmentIndex: i }, runtime));
    const merged = mergeSegments(parts, {
      role: 'reform',
      region: 'uk',
      count: segments.length,
      statesOf: (i) => segments[i]!.states,
    });
    expect(sha256Hex(encodeSimulationArtifact(merged.frames))).toBe(whole.artifact.sha256);
    expect(merged.receipt).toEqual(whole.receipt);
  });

  it(
    'a segmented national report equals the unsegmented one, and a region report runs',
    { timeout: 300_000 },
    async () => {
      const segmented = await report('uk-seg');
      const whole = await report('uk-whole', { options: { segmented: false } });
      expect(segmented.reportAggregateSha256).toBe(whole.reportAggregateSha256);
      expect(segmented.macroOutput).toEqual(whole.macroOutput);
      // Poverty before and after housing costs, by age group; the headline is the BHC measure.
      const measures = whole.macroOutput.poverty_measures!;
      expect(Object.keys(measures)).toEqual([
        'absolute_bhc',
        'absolute_ahc',
        'relative_bhc',
        'relative_ahc',
      ]);
      // Relative poverty, drawn from the merged frames' median, is the same segmented or not
      // (the MacroOutputs are equal above) and lies strictly between none and all.
      for (const id of ['relative_bhc', 'relative_ahc']) {
        const all = measures[id]!.poverty.all.baseline;
        expect(all).toBeGreaterThan(0);
        expect(all).toBeLessThan(0.5);
        expect(measures[id]!.deep_poverty.all.baseline).toBeLessThan(all);
      }
      expect(measures.absolute_bhc!.poverty).toEqual(whole.macroOutput.poverty!.poverty);
      expect(measures.absolute_ahc!.poverty.child.baseline).toBeGreaterThan(0);
      expect(measures.absolute_ahc!.poverty.all.baseline).not.toBe(
        measures.absolute_bhc!.poverty.all.baseline,
      );
      expect(Object.keys(whole.macroOutput.states ?? {}).sort()).toEqual(
        [...UK.regions.states].sort(),
      );
      const scotland = await report('uk-scotland', { region: 'scotland' });
      const states = scotland.macroOutput.states;
      expect(states === undefined ? [] : Object.keys(states)).toEqual(['scotland']);
      // The Scottish region's budget change is part of the nation's.
      expect(Math.abs(scotland.macroOutput.budget!.budgetary_impact)).toBeLessThanOrEqual(
        Math.abs(whole.macroOutput.budget!.budgetary_impact),
      );
    },
  );
});

describe('UK benchmark scenarios', () => {
  it(
    'carry the region, no filing status, UK incomes and a prompt in pounds',
    { timeout: 300_000 },
    async () => {
      const bundle = await loadModelBundleModule();
      const source = await bundle.createDefaultScenarioSource(
        { country: 'uk', households: 200, seed: 3, year: 2026 },
        { uk: UK },
      );
      const programs = UK.benchmark.programs.map((p) => p.id);
      const calculator = await bundle.createReferenceCalculator('uk', programs, { uk: UK });
      expect(calculator.programs).toEqual(programs);
      const outputDir = join(root, 'scenarios');
      const manifest = generateScenarios({
        source,
        count: 20,
        seed: 1,
        split: 'public',
        outputDir,
        calculator,
        bundles: await bundle.computeModelBundles(
          ['uk'],
          { projectRoot: PROJECT_ROOT },
          { uk: UK },
        ),
      });
      expect(manifest.count).toBe(20);
      const scenarios = readScenarioSet(outputDir).scenarios;
      const regions = new Set(UK.regions.states.map((r) => r.toUpperCase()));
      for (const s of scenarios) {
        expect(regions.has(s.state), s.state).toBe(true);
        expect(s.filingStatus).toBe('');
      }
      // total_income sums the UK income inputs: some scenario has income.
      expect(scenarios.some((s) => s.totalIncome > 0)).toBe(true);
      const prompt = buildPrompt(scenarios[0]!, UK.benchmark.programs);
      expect(prompt).toContain('United Kingdom');
      expect(prompt).not.toMatch(/\$|dollar|filing status|United States/);
      expect(prompt).toContain('pounds sterling');
    },
  );
});

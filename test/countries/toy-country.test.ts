import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrecompute } from '../../src/cache/index.js';
import type { ReportRequestInput } from '../../src/contract/index.js';
import {
  createCountryCacheRuntime,
  createCountryRuntime,
  loadCountries,
  type CountryCacheConfig,
  type LoadedCountries,
} from '../../src/countries/index.js';
import { datasetTable, getColumn } from '../../src/data/index.js';
import { createLocalDispatcher, type Dispatcher } from '../../src/dispatch/index.js';
import { generateScenarios, loadModelBundleModule } from '../../src/eval/index.js';
import {
  coordinateReport,
  createSimulationLauncher,
  type SimulationRuntime,
} from '../../src/executor/index.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  MemoryTelemetrySink,
} from '../../src/telemetry/index.js';
import { createToyDataset, toyPack } from './toy/toy-pack.js';

// A third country that exists only here: if the seam held a US assumption anywhere, the toy's
// report, precompute or scenarios would fail. Nothing outside test/countries/toy knows it.
const HOUSEHOLDS = 120;
const PROJECT_ROOT = new URL('../..', import.meta.url).pathname;
let root: string;
let countries: LoadedCountries;
let plain: Dispatcher;
let cached: Dispatcher;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-toy-'));
  countries = await loadCountries({ toy: toyPack });
  plain = createLocalDispatcher({
    tasksModule: new URL('./toy/tasks.ts', import.meta.url),
    threads: 2,
  });
  cached = createLocalDispatcher({
    tasksModule: new URL('./toy/cache-tasks.ts', import.meta.url),
    threads: 2,
  });
});
afterAll(async () => {
  await plain.close();
  await cached.close();
  await rm(root, { recursive: true, force: true });
});

const request = (id: string, overrides: Partial<ReportRequestInput> = {}): ReportRequestInput => ({
  country: 'toy',
  year: 2026,
  region: 'toy',
  reformPolicy: toyPack.exampleReform.policy,
  delivery: { mode: 'return' },
  reportId: id,
  correlationId: id,
  ...overrides,
});

async function report(
  dispatcher: Dispatcher,
  config: object,
  runtime: SimulationRuntime,
  input: ReportRequestInput,
) {
  const logger = createLogger({ level: 'silent' });
  const sink = new MemoryTelemetrySink();
  const outcome = await coordinateReport(input, {
    store: runtime.store,
    launcher: createSimulationLauncher({ dispatcher, config, runtime, intervalsMs: [10, 20, 50] }),
    countries,
    logger,
    tracer: createTracer({ sink }),
    failures: createFailureReporter({ logger, sink }),
    waitWindowMs: 120_000,
    observeIntervalsMs: [10, 20, 50],
  });
  if (outcome.kind !== 'completed')
    throw new Error(`toy report ${input.reportId}: ${outcome.kind}`);
  return outcome.result;
}

describe('a third country through the country seam', () => {
  it('runs a report, segmented and whole, equal to the toy law worked by hand', async () => {
    const config = { storeRoot: join(root, 'plain'), households: HOUSEHOLDS };
    const runtime = createCountryRuntime(countries, config);
    const segmented = await report(plain, config, runtime, request('toy-seg'));
    const whole = await report(
      plain,
      config,
      runtime,
      request('toy-whole', { options: { segmented: false } }),
    );
    expect(segmented.reportAggregateSha256).toBe(whole.reportAggregateSha256);
    // The reform raises the rate from 20% to 25% above the 10,000 allowance: 5% of each
    // household's income above it, weighted.
    const household = datasetTable(createToyDataset(HOUSEHOLDS, 1, 2026), 'household');
    const income = getColumn(household, 'market_income').values;
    const weight = getColumn(household, 'household_weight').values;
    let expected = 0;
    for (let i = 0; i < household.rowCount; i++)
      expected += weight[i]! * Math.max(0, income[i]! - 10_000) * 0.05;
    expect(segmented.macroOutput.budget!.tax_revenue_impact).toBeCloseTo(expected, 4);
    expect(segmented.macroOutput.budget!.budgetary_impact).toBeCloseTo(expected, 4);
    // The toy's profile names no region column: its report has no states section.
    expect(segmented.macroOutput.states).toBeUndefined();
    // Nor further poverty measures: it names none.
    expect(segmented.macroOutput.poverty_measures).toBeUndefined();
    // Each region, and each region group, is a report of its own.
    const north = await report(plain, config, runtime, request('toy-north', { region: 'north' }));
    const group = await report(plain, config, runtime, request('toy-g1', { region: 'group-01' }));
    expect(group.macroOutput.budget!.tax_revenue_impact).toBeCloseTo(
      north.macroOutput.budget!.tax_revenue_impact,
      6,
    );
    expect(north.macroOutput.budget!.tax_revenue_impact).toBeLessThan(expected);
  });

  it('refuses the regions and countries its pack does not have, all at once', async () => {
    const config = { storeRoot: join(root, 'refused'), households: HOUSEHOLDS };
    const runtime = createCountryRuntime(countries, config);
    await expect(
      report(plain, config, runtime, request('toy-bad', { region: 'ca', year: 2099 })),
    ).rejects.toMatchObject({
      issues: expect.arrayContaining([
        expect.objectContaining({ code: 'invalid_region' }),
        expect.objectContaining({ code: 'year_out_of_range' }),
      ]),
    });
    await expect(
      report(plain, config, runtime, request('toy-us', { country: 'us', region: 'us' })),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ code: 'unsupported_country' })] });
  });

  it('precomputes its baselines, a second run is a no-op with the same digest, and a report reads them', async () => {
    const config: CountryCacheConfig = {
      country: 'toy',
      storeRoot: join(root, 'cache'),
      households: HOUSEHOLDS,
    };
    const run = () =>
      runPrecompute({
        dispatcher: cached,
        config,
        runtime: createCountryCacheRuntime(countries, config),
        country: 'toy',
        years: [2026],
      });
    const first = await run();
    expect(first.baselines).toHaveLength(2); // one per region group
    expect(first.computedBaselines).toHaveLength(2);
    const second = await run();
    expect(second.computedBaselines).toHaveLength(0);
    expect(second.manifest.digest).toBe(first.manifest.digest);
    const runtime = createCountryCacheRuntime(countries, config).worker;
    const fromCache = await report(cached, config, runtime, request('toy-cached'));
    const fresh = createCountryRuntime(countries, {
      storeRoot: join(root, 'fresh'),
      households: HOUSEHOLDS,
    });
    const computed = await report(
      plain,
      { storeRoot: join(root, 'fresh'), households: HOUSEHOLDS },
      fresh,
      request('toy-fresh'),
    );
    expect(fromCache.reportAggregateSha256).toBe(computed.reportAggregateSha256);
  });

  it("generates the benchmark's scenarios from its default dataset, with its own programs", async () => {
    const packs = { toy: toyPack };
    const bundle = await loadModelBundleModule();
    const source = await bundle.createDefaultScenarioSource(
      { country: 'toy', households: 40, seed: 3, year: 2026 },
      packs,
    );
    const calculator = await bundle.createReferenceCalculator('toy', ['toy_tax', 'nope'], packs);
    expect(calculator.programs).toEqual(['toy_tax']);
    const bundles = await bundle.computeModelBundles(['toy'], { projectRoot: PROJECT_ROOT }, packs);
    const outputDir = join(root, 'scenarios');
    const manifest = generateScenarios({
      source,
      count: 5,
      seed: 1,
      split: 'public',
      outputDir,
      calculator,
      bundles,
    });
    expect(manifest.count).toBe(5);
    expect(manifest.programs).toEqual(['toy_tax']);
    const references = await readFile(join(outputDir, 'reference_outputs.csv'), 'utf8');
    expect(references).toMatch(/toy-hh\d+,toy_tax,/);
  });
});

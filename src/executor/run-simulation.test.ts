import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, type SimulationInput } from '../contract/index.js';
import { framesEqual } from '../data/index.js';
import { COUNTRY_PACKS } from '../countries/index.js';
import { planOutputs } from '../report/index.js';

const US_MACRO_PROFILE = COUNTRY_PACKS.us.macroProfile;
import {
  createMiniDataset,
  createMiniSystem,
  MINI_SEGMENTS,
} from '../../test/executor/fixtures/mini-us-model.js';
import { createMiniRuntime } from '../../test/executor/fixtures/mini-runtime.js';
import { simulationFromDataset } from './dataset-population.js';
import { ExecutorError } from './executor-error.js';
import { runSimulation, runSimulationSegment } from './run-simulation.js';
import { mergeSegments } from './segment-merge.js';
import { decodeSimulationArtifact, encodeSimulationArtifact } from './simulation-artifact.js';
import type { SegmentResult } from './segment-result.js';

const plan = planOutputs(US_MACRO_PROFILE, undefined, { includeRace: true });
let root: string;

function input(overrides: Partial<SimulationInput> = {}): SimulationInput {
  return {
    role: 'baseline',
    country: 'us',
    year: 2026,
    region: 'us',
    dataset: 'mini',
    policy: 'current-law',
    outputPlan: plan,
    deliveryMode: 'return',
    reportId: 'r1',
    correlationId: 'c1',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ExecutorError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExecutorError);
  return error as ExecutorError;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-worker-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('dataset → population', () => {
  it('gives known columns as inputs and lists the unknown ones', () => {
    const dataset = createMiniDataset(50);
    const built = simulationFromDataset(createMiniSystem(), dataset, 2026);
    expect(built.unknownColumns).toEqual([
      { entity: 'person', column: 'favourite_colour', reason: 'no_such_variable' },
      { entity: 'person', column: 'person_weight', reason: 'no_such_variable' },
    ]);
    expect([...built.inputColumns['person']!].sort()).toEqual([
      'age',
      'employment_income',
      'is_male',
      'race',
    ]);
    expect(built.simulation.population.count('household')).toBe(50);
    const income = built.simulation.calculate('household_market_income', '2026');
    const direct = new Map<number, number>();
    const person = dataset.tables['person']!;
    const hid = person.columns.find((c) => c.name === 'household_id')!.values;
    const emp = person.columns.find((c) => c.name === 'employment_income')!.values;
    for (let i = 0; i < person.rowCount; i++)
      direct.set(hid[i]!, (direct.get(hid[i]!) ?? 0) + emp[i]!);
    const ids = dataset.tables['household']!.columns[0]!.values;
    for (let h = 0; h < 50; h++) expect(income[h]).toBe(direct.get(ids[h]!));
  });
});

describe('dataset membership', () => {
  /** The mini dataset with each household id `h` renumbered `map(h)`, in both tables. */
  function renumbered(map: (id: number) => number, person?: (ids: Int32Array) => void) {
    const dataset = createMiniDataset(50);
    const renumber = (entity: string) => {
      const frame = dataset.tables[entity]!;
      const columns = frame.columns.map((c) =>
        c.name === 'household_id' ? { ...c, values: Int32Array.from(c.values, map) } : c,
      );
      if (entity === 'person')
        person?.(columns.find((c) => c.name === 'household_id')!.values as Int32Array);
      return { ...frame, columns };
    };
    return {
      ...dataset,
      tables: { ...dataset.tables, household: renumber('household'), person: renumber('person') },
    };
  }
  const membership = (dataset: ReturnType<typeof createMiniDataset>) =>
    Array.from(
      simulationFromDataset(createMiniSystem(), dataset, 2026).simulation.population.membership(
        'household',
      ),
    );

  it('finds each person’s household the same way whether ids are dense, offset or sparse', () => {
    const dense = membership(createMiniDataset(50));
    expect(membership(renumbered((h) => h + 1_000_000))).toEqual(dense);
    expect(membership(renumbered((h) => h * 7_919 - 3))).toEqual(dense);
  });

  it('names a person whose household id no household has, inside or outside the ids’ range', () => {
    // Household ids are even: an odd id falls in a gap of the range; the others fall outside it.
    const wrongIds: ((id: number) => number)[] = [(id) => id + 1, () => 10_000_001, () => -5];
    for (const wrong of wrongIds) {
      const dataset = renumbered(
        (h) => h * 2,
        (ids) => {
          ids[3] = wrong(ids[3]!);
        },
      );
      expect(() => simulationFromDataset(createMiniSystem(), dataset, 2026)).toThrow(
        /person row 3 names unknown household/,
      );
    }
  });
});

describe('runSimulation', () => {
  it('writes its input and output under digest keys and returns their descriptors', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 300 });
    const outcome = await runSimulation(input(), runtime);
    expect(outcome.artifact.key).toBe(`simulations/baseline-${outcome.artifact.sha256}.parquet`);
    expect(outcome.inputArtifact.key).toBe(`inputs/baseline-${outcome.inputArtifact.sha256}.json`);
    const bytes = await runtime.store.get(outcome.artifact.key, outcome.artifact.sha256);
    expect(sha256Hex(bytes)).toBe(outcome.artifact.sha256);
    const frames = decodeSimulationArtifact(bytes);
    expect(Object.keys(frames).sort()).toEqual(Object.keys(plan.entities).sort());
    expect(frames['household']!.columns.map((c) => c.name)).toEqual(plan.entities['household']);
    // The states section's columns travel in the Parquet frames: the state enum with its names,
    // and each person's household.
    const state = frames['household']!.columns.find((c) => c.name === 'state_code')!;
    expect(state.kind).toBe('enum');
    expect(state.categories).toContain('CA');
    expect(frames['person']!.columns.map((c) => c.name)).toContain('household_id');
    const ids = frames['household']!.columns.find((c) => c.name === 'household_id')!.values;
    for (let i = 1; i < ids.length; i++) expect(ids[i]!).toBeGreaterThan(ids[i - 1]!);
    expect(outcome.artifact.rowIdentity.find((r) => r.entity === 'household')!.rowCount).toBe(300);
    expect(sha256Hex(encodeSimulationArtifact(frames))).toBe(sha256Hex(bytes));
    // A repeated run (another report id) reuses both objects.
    const again = await runSimulation(input({ reportId: 'r2', correlationId: 'c2' }), runtime);
    expect(again.artifact).toEqual(outcome.artifact);
    expect(again.inputArtifact).toEqual(outcome.inputArtifact);
  });

  it('rejects a policy period that is not strict ISO 8601, before computing', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 10 });
    const error = await failure(
      runSimulation(
        input({
          role: 'reform',
          policy: {
            reform: { 'gov.irs.income.rate': { '2027-4-6': 0.2, '2026-01-01.2026-13-01': 0.3 } },
          },
        }),
        runtime,
      ),
    );
    expect(error.code).toBe('invalid_policy_period');
    expect(error.issues.length).toBe(2);
  });

  it('rejects a reform the engine refuses with its typed code, listing every issue', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 10 });
    const error = await failure(
      runSimulation(
        input({
          role: 'reform',
          policy: {
            reform: {
              'gov.irs.no_such': { '2026-01-01.2026-12-31': 1 },
              'gov.irs.also_missing': { '2026-01-01.2026-12-31': 1 },
            },
          },
        }),
        runtime,
      ),
    );
    expect(error.code).toBe('unknown_parameter');
    expect(error.issues.map((i) => i.path).sort()).toEqual([
      'gov.irs.also_missing',
      'gov.irs.no_such',
    ]);
  });

  it('refuses to run another model bundle than the one requested', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 10 });
    const error = await failure(
      runSimulation(input({ expectedBundle: { modelVersion: '9.9.9' } }), runtime),
    );
    expect(error.code).toBe('model_bundle_mismatch');
  });

  it('applies a reform: a larger CTC lowers income tax', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 300 });
    const base = await runSimulation(input(), runtime);
    const reform = await runSimulation(
      input({
        role: 'reform',
        policy: {
          reform: { 'gov.irs.credits.ctc.amount.base': { '2026-01-01.2026-12-31': 3_000 } },
        },
      }),
      runtime,
    );
    expect(reform.receipt.systemHash).not.toBe(base.receipt.systemHash);
    expect(reform.receipt.bundleSystemHash).toBe(base.receipt.bundleSystemHash);
    const b = decodeSimulationArtifact(await runtime.store.get(base.artifact.key))[
      'tax_unit'
    ]!.columns.find((c) => c.name === 'income_tax')!.values;
    const r = decodeSimulationArtifact(await runtime.store.get(reform.artifact.key))[
      'tax_unit'
    ]!.columns.find((c) => c.name === 'income_tax')!.values;
    let lower = 0;
    for (let i = 0; i < b.length; i++) {
      expect(r[i]!).toBeLessThanOrEqual(b[i]!);
      if (r[i]! < b[i]!) lower++;
    }
    expect(lower).toBeGreaterThan(0);
  });
});

describe('segments', () => {
  async function segments(
    runtime: ReturnType<typeof createMiniRuntime>,
    role: 'baseline' | 'reform' = 'baseline',
  ): Promise<SegmentResult[]> {
    return Promise.all(
      MINI_SEGMENTS.map((_, i) => runSimulationSegment(input({ role, segmentIndex: i }), runtime)),
    );
  }
  const expectation = {
    role: 'baseline' as const,
    region: 'us',
    count: MINI_SEGMENTS.length,
    statesOf: (i: number) => MINI_SEGMENTS[i]!.states,
  };

  it('merge to exactly the unsegmented frames (same bytes)', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 400 });
    const whole = await runSimulation(input(), runtime);
    const merged = mergeSegments((await segments(runtime)).reverse(), expectation);
    const wholeFrames = decodeSimulationArtifact(await runtime.store.get(whole.artifact.key));
    for (const entity of Object.keys(wholeFrames))
      expect(framesEqual(merged.frames[entity]!, wholeFrames[entity]!)).toBe(true);
    expect(sha256Hex(encodeSimulationArtifact(merged.frames))).toBe(whole.artifact.sha256);
    expect(merged.receipt).toEqual(whole.receipt);
  });

  it('refuse to merge with a missing or repeated index, another role, another receipt or another schema', async () => {
    const runtime = createMiniRuntime({ storeRoot: root, households: 100 });
    const results = await segments(runtime);
    const expectIssue = (broken: SegmentResult[], pattern: RegExp) => {
      let error: unknown;
      try {
        mergeSegments(broken, expectation);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ExecutorError);
      expect((error as ExecutorError).code).toBe('segment_merge_failed');
      expect((error as ExecutorError).message).toMatch(pattern);
    };
    expectIssue(results.slice(1), /segment 0 is missing/);
    expectIssue([...results, results[2]!], /segment 2 appears 2 times/);
    expectIssue(
      [{ ...results[0]!, role: 'reform' }, ...results.slice(1)],
      /role reform, expected baseline/,
    );
    expectIssue(
      [{ ...results[0]!, states: ['CA'] }, ...results.slice(1)],
      /states CA, expected CA,NV/,
    );
    expectIssue(
      [
        ...results.slice(0, 3),
        { ...results[3]!, receipt: { ...results[3]!.receipt, systemHash: 'x' } },
      ],
      /receipt differs/,
    );
    const frames = results[1]!.frames.map((f) =>
      f.entity === 'household'
        ? {
            ...f,
            columns: f.columns.map((c) =>
              c.name === 'household_tax' ? { ...c, kind: 'int' as const } : c,
            ),
          }
        : f,
    );
    expectIssue(
      [results[0]!, { ...results[1]!, frames }, ...results.slice(2)],
      /kinds or categories differ/,
    );
    const duplicated = [
      results[0]!,
      { ...results[1]!, frames: results[0]!.frames },
      ...results.slice(2),
    ];
    expectIssue(duplicated, /appears in more than one segment/);
  });
});
